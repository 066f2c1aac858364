// The site's settings for staff (issue 15 §2 Site settings): GET /admin/settings and PUT
// /admin/settings. What GET /settings (and the public pages) show is the environment's defaults
// overridden by the `settings` table (services/site-settings.ts); this writes that table. The
// 'settings' revision is the version a stale form is caught by; the 'site' revision moves so the
// public pages' data is seen as changed on their next request. Admins only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, max, sql } from 'drizzle-orm';
import { errorResponseSchema, validationErrorResponseSchema, type Settings } from '@sap-academy/contracts';
import {
  ADMIN_MESSAGES,
  ENTITY_READERS,
  SOCIAL_NETWORKS,
  adminSettingsSchema,
  siteSettingsUpdateSchema,
  type AdminSettings,
} from '@sap-academy/contracts/admin';
import type { Db } from '../../db/client';
import { transactionWithRetry } from '../../db/retry';
import { revisions, settings } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { staffOf } from '../../plugins/app/staff';
import { bumpRevision, readRevision, recordAudit } from '../../repositories/audit';
import { siteSettings } from '../../services/site-settings';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: validationErrorResponseSchema };
const security = [{ bearerAuth: [] }];

type Editable = Omit<AdminSettings, 'version' | 'updated_at'>;

/** The settings as the form edits them: every network present, '' where the site shows none ('#' is the environment's placeholder). */
function editable(s: Settings): Editable {
  const link = (value: string | undefined) => (value && value !== '#' ? value : '');
  return {
    contact_email: s.contact_email ?? '',
    phone: s.phone ?? '',
    whatsapp: s.whatsapp ?? '',
    booking_url: link(s.booking_url),
    social_links: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, link(s.social_links?.[n])])) as Editable['social_links'],
    webinar: { title: s.webinar?.title ?? '', date: s.webinar?.date ?? '', time: s.webinar?.time ?? '' },
  };
}

const adminSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const site = siteSettings(app);
  const config = { roles: ENTITY_READERS.settings };

  async function view(db: Db, version?: number): Promise<AdminSettings> {
    const [current, [newest], revision] = await Promise.all([
      site.currentIn(db),
      db.select({ at: max(settings.updatedAt) }).from(settings),
      version ?? readRevision(db, 'settings'),
    ]);
    return { ...editable(current), version: revision, updated_at: newest?.at ? new Date(newest.at).toISOString() : null };
  }

  app.get('/admin/settings', { config, schema: { tags: ['admin'], security, response: { 200: adminSettingsSchema, ...errors } } }, () => view(app.db));

  app.put(
    '/admin/settings',
    {
      config,
      schema: {
        tags: ['admin'],
        security,
        body: siteSettingsUpdateSchema,
        response: { 200: adminSettingsSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { version, ...input } = request.body;
      const actorUserId = staffOf(request).userId;
      return transactionWithRetry(app.db, async (tx) => {
        // Check and move the version in one statement: of two saves from the same version, one wins.
        const [bumped] = await tx
          .update(revisions)
          .set({ value: sql`${revisions.value} + 1`, updatedAt: sql`now()` })
          .where(and(eq(revisions.name, 'settings'), eq(revisions.value, version)))
          .returning({ value: revisions.value });
        if (!bumped) throw new HttpError(409, ADMIN_MESSAGES.staleVersion);
        const before = editable(await site.currentIn(tx));
        const stored: Record<keyof Editable, unknown> = {
          ...input,
          // An empty link means "not shown": stored without it, so GET /settings lists only real networks.
          social_links: Object.fromEntries(Object.entries(input.social_links).filter(([, url]) => url !== '')),
        };
        await tx
          .insert(settings)
          .values(Object.entries(stored).map(([key, value]) => ({ key, value })))
          .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
        await bumpRevision(tx, 'site');
        const after = await view(tx, bumped.value);
        const { version: _version, updated_at: _updatedAt, ...afterFields } = after;
        await recordAudit(tx, { actorUserId, action: 'settings.update', entity: 'settings', entityId: 'site', before, after: afterFields });
        return after;
      });
    },
  );
};

export default adminSettingsRoutes;
