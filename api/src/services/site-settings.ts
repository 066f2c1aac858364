// The site's settings as every reader sees them (GET /settings, GET /site-data, the back office):
// environment defaults, overridden key by key by the `settings` table, which the back office writes.
import { BOOKING_RULES, settingsSchema, type Settings } from '@sap-academy/contracts';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import { settingsRepository } from '../repositories/leads';

export function defaultSettings(c: Config): Settings {
  return {
    currency: c.SETTINGS_CURRENCY,
    locale: c.SETTINGS_LOCALE,
    contact_email: c.SETTINGS_CONTACT_EMAIL,
    phone: c.SETTINGS_PHONE,
    whatsapp: c.SETTINGS_WHATSAPP,
    booking_url: c.SETTINGS_BOOKING_URL,
    social_links: c.SETTINGS_SOCIAL_LINKS,
    webinar: { title: c.SETTINGS_WEBINAR_TITLE, date: c.SETTINGS_WEBINAR_DATE, time: c.SETTINGS_WEBINAR_TIME },
    booking_cutoff_hours: BOOKING_RULES.defaultCutoffHours,
    use_external_scheduling: false,
  };
}

/** The defaults overridden by the stored keys. A malformed stored value is ignored rather than breaking every page that reads settings. */
export function mergeSettings(defaults: Settings, stored: Record<string, unknown>): Settings {
  const merged = settingsSchema.safeParse({ ...defaults, ...stored });
  return merged.success ? merged.data : defaults;
}

export function siteSettings(app: { db: Db; config: Config }) {
  const defaults = defaultSettings(app.config);
  const repo = settingsRepository(app.db);
  return {
    defaults,
    async current(): Promise<Settings> {
      return mergeSettings(defaults, await repo.all());
    },
    /** The same read inside a transaction (the back office's edit reads what it replaces there). */
    async currentIn(db: Db): Promise<Settings> {
      return mergeSettings(defaults, await settingsRepository(db).all());
    },
  };
}
