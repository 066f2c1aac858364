// Every back-office route, in one encapsulated plugin that owns the /admin prefix and the role
// check (decision 124, amending how decision 112's guard is attached). Each route declares who may
// call it as data, `config: { roles: ENTITY_READERS.lead }`; the hook below enforces it before the
// body is parsed, so a visitor still gets 401 and a student or an editor on an admin-only route
// 403, exactly as when every route added its own `onRequest` guard. A route that forgets to
// declare its roles, or lives outside /admin, stops the API at start-up instead of going unguarded.
import type { FastifyInstance } from 'fastify';
import { named } from '../named-plugin';
import type { Role } from '@sap-academy/contracts/admin';
import adminAssignmentRoutes from './assignments';
import adminAuditRoutes from './audit';
import adminBatchRoutes from './batches'; // decision 136
import adminBookingRoutes from './bookings'; // decision 138
import adminCalendarRoutes from './calendar'; // decision 151
import adminBrowserErrorRoutes from './browser-errors'; // decision 144
import adminCertificateRoutes from './certificates'; // decision 135
import adminPracticeServerRoutes from './practice-server'; // decision 150
import adminClassResourceRoutes from './class-resources';
import adminCompanyRoutes from './companies'; // decision 149
import adminCouponRoutes from './coupons';
import adminCourseRoutes from './courses';
import adminDashboardRoutes from './dashboard'; // decision 144
import adminCourseReviewRoutes from './course-reviews'; // decision 147
import adminEventRoutes from './events'; // decision 137
import adminLeadRoutes from './leads';
import adminOrderRoutes from './orders';
import adminInvoiceRoutes from './invoices'; // decision 141
import adminRefundRoutes from './refunds'; // decision 142
import adminOfflinePaymentRoutes from './offline-payments'; // decision 142
import adminOutboxRoutes from './outbox';
import adminQuizImageRoutes from './quiz-images';
import adminQuizRoutes from './quizzes';
import adminReleaseJudgingRoutes from './release-judging';
import adminReleaseRoutes from './releases';
import adminReviewRoutes from './reviews';
import adminRumRoutes from './rum';
import adminSettingsRoutes from './settings';
import adminStudentRoutes from './students';
import adminTrainerProfileRoutes from './trainer-profiles'; // decision 147

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The staff roles that may call an /admin route (its entity's readers, decision 119). */
    roles?: readonly Role[];
  }
}

// The route files still spell their full paths (the contracts own them); this plugin checks them
// rather than adding the prefix, so a path is written in one place only.
export const ADMIN_PREFIX = '/admin';

export default async function adminRoutes(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${ADMIN_PREFIX}/`)) throw new Error(`${route.url} is registered in the /admin plugin but is not under ${ADMIN_PREFIX}/`);
    if (!route.config?.roles) throw new Error(`${route.method} ${route.url} declares no roles: add config: { roles }`);
  });
  app.addHook('onRequest', async (request, reply) => {
    await app.requireRole(request.routeOptions.config.roles)(request, reply);
  });
  for (const routes of [
    adminCourseRoutes,
    adminQuizRoutes,
    adminQuizImageRoutes,
    adminClassResourceRoutes,
    adminAssignmentRoutes,
    adminReviewRoutes,
    adminCouponRoutes,
    adminReleaseRoutes,
    adminReleaseJudgingRoutes,
    adminAuditRoutes,
    adminLeadRoutes,
    adminOutboxRoutes,
    adminStudentRoutes,
    adminOrderRoutes,
    adminInvoiceRoutes,
    adminRefundRoutes,
    adminOfflinePaymentRoutes,
    adminSettingsRoutes,
    adminRumRoutes,
    adminCertificateRoutes,
    adminEventRoutes,
    adminBatchRoutes,
    adminBookingRoutes,
    adminBrowserErrorRoutes,
    adminDashboardRoutes,
    adminCourseReviewRoutes,
    adminTrainerProfileRoutes,
    adminCompanyRoutes,
    adminPracticeServerRoutes,
    adminCalendarRoutes,
  ]) {
    await app.register(named(routes));
  }
}
