// GET /settings (SPEC §7, "response not shown"): the site's configurable values
// (api/src/services/site-settings.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settingsSchema } from '@sap-academy/contracts';
import { siteSettings } from '../services/site-settings';
import { siteApi } from '@sap-academy/contracts/paths';

const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = siteSettings(app);
  app.get(siteApi.settings.pattern, { schema: { tags: ['site'], response: { 200: settingsSchema } } }, () => settings.current());
};

export default settingsRoutes;
