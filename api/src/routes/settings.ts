// GET /settings (SPEC §7, "response not shown"): the site's configurable values; environment
// defaults, overridden key by key by the `settings` table.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsSchema } from '@sap-academy/contracts';
import { settingsRepository } from '../repositories/leads';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const c = app.config;
  const defaults = {
    currency: c.SETTINGS_CURRENCY,
    locale: c.SETTINGS_LOCALE,
    contact_email: c.SETTINGS_CONTACT_EMAIL,
    phone: c.SETTINGS_PHONE,
    whatsapp: c.SETTINGS_WHATSAPP,
    booking_url: c.SETTINGS_BOOKING_URL,
    social_links: c.SETTINGS_SOCIAL_LINKS,
    webinar: { title: c.SETTINGS_WEBINAR_TITLE, date: c.SETTINGS_WEBINAR_DATE, time: c.SETTINGS_WEBINAR_TIME },
  };
  const repo = settingsRepository(app.db);

  app.get('/settings', { schema: { tags: ['site'], response: { 200: settingsSchema } } }, async () => {
    const stored = await repo.all();
    // A malformed stored value is ignored rather than breaking every page that reads settings.
    const merged = settingsSchema.safeParse({ ...defaults, ...stored });
    return merged.success ? merged.data : defaults;
  });
};

export default settingsRoutes;
