// The site's settings for staff (SPEC §2 Site settings; decision 112). What GET /settings (and the
// public pages) show is the environment's defaults overridden by the `settings` table
// (site-settings.ts); this writes that table. The 'settings' revision is the version a stale form
// is caught by; the 'site' revision moves so the public pages' data is seen as changed on their
// next request.
import { BOOKING_RULES, type Settings } from '@sap-academy/contracts';
import { ADMIN_MESSAGES, SOCIAL_NETWORKS, type AdminSettings, type TaxSettings } from '@sap-academy/contracts/admin';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { DomainError } from '../domain/errors';
import { adminSettingsRepository } from '../repositories/admin-settings';
import { bumpRevision, readRevision, recordAudit } from '../repositories/audit';
import { siteSettings } from './site-settings';
import { TAX_SETTINGS_KEY, readTaxSettings } from './tax-settings';
import { PRACTICE_SERVER_HEALTH_URL_KEY, readPracticeServerHealthUrl } from './practice-server-health';

type Editable = Omit<AdminSettings, 'version' | 'updated_at'>;
/**
 * What PUT accepts: the tax group (decision 141), the booking cut-off (decision 138) and the
 * external-scheduling choice (decision 210) may be absent (a form from before them), and then they
 * stay as they are.
 */
type EditInput = Omit<Editable, 'tax' | 'booking_cutoff_hours' | 'use_external_scheduling' | 'practice_server_health_url'> & {
  tax?: TaxSettings;
  booking_cutoff_hours?: number;
  use_external_scheduling?: boolean;
  practice_server_health_url?: string;
};

/** The settings as the form edits them: every network present, '' where the site shows none ('#' is the environment's placeholder). */
function editable(s: Settings, tax: TaxSettings, healthUrl: string): Editable {
  const link = (value: string | undefined) => (value && value !== '#' ? value : '');
  return {
    contact_email: s.contact_email ?? '',
    phone: s.phone ?? '',
    whatsapp: s.whatsapp ?? '',
    booking_url: link(s.booking_url),
    social_links: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, link(s.social_links?.[n])])) as Editable['social_links'],
    webinar: { title: s.webinar?.title ?? '', date: s.webinar?.date ?? '', time: s.webinar?.time ?? '' },
    booking_cutoff_hours: s.booking_cutoff_hours ?? BOOKING_RULES.defaultCutoffHours,
    use_external_scheduling: s.use_external_scheduling ?? false,
    practice_server_health_url: healthUrl,
    tax,
  };
}

const currentEditable = async (site: ReturnType<typeof siteSettings>, db: Db) =>
  editable(await site.currentIn(db), await readTaxSettings(db), (await readPracticeServerHealthUrl(db)) ?? '');

export function adminSettingsService(app: { db: Db; config: Config }) {
  const site = siteSettings(app);

  async function view(db: Db, version?: number): Promise<AdminSettings> {
    // One after the other: on a transaction they share one connection (pg 9 refuses a second query on a busy one).
    const current = await currentEditable(site, db);
    const newest = await adminSettingsRepository(db).newestUpdate();
    const revision = version ?? (await readRevision(db, 'settings'));
    return { ...current, version: revision, updated_at: newest ? newest.toISOString() : null };
  }

  return {
    view: () => view(app.db),

    async update(actorUserId: number, version: number, input: EditInput): Promise<AdminSettings> {
      return inTransaction(
        app.db,
        async (tx) => {
          const repo = adminSettingsRepository(tx);
          const bumped = await repo.bumpVersion(version);
          if (bumped === null) throw new DomainError('conflict', ADMIN_MESSAGES.staleVersion);
          const before = await currentEditable(site, tx);
          const { tax, booking_cutoff_hours: cutoff, use_external_scheduling: external, practice_server_health_url: healthUrl, ...siteInput } = input;
          const stored: Record<string, unknown> = {
            ...siteInput,
            // The seller's GST registration (decision 141), kept as one value: an invoice reads it whole.
            ...(tax ? { [TAX_SETTINGS_KEY]: tax } : {}),
            // Decision 138: a form without the cut-off leaves the stored one as it is.
            ...(cutoff === undefined ? {} : { booking_cutoff_hours: cutoff }),
            // Decision 210: likewise the external-scheduling choice.
            ...(external === undefined ? {} : { use_external_scheduling: external }),
            // Decision 150: staff only (the public settings schema drops the key).
            ...(healthUrl === undefined ? {} : { [PRACTICE_SERVER_HEALTH_URL_KEY]: healthUrl }),
            // An empty link means "not shown": stored without it, so GET /settings lists only real networks.
            social_links: Object.fromEntries(Object.entries(input.social_links).filter(([, url]) => url !== '')),
          };
          await repo.store(stored);
          await bumpRevision(tx, 'site');
          const after = await view(tx, bumped);
          const { version: _version, updated_at: _updatedAt, ...afterFields } = after;
          await recordAudit(tx, { actorUserId, action: 'settings.update', entity: 'settings', entityId: 'site', before, after: afterFields });
          return after;
        },
        { retryOnLostConnection: true },
      );
    },
  };
}
