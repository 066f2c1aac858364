import type { FastifyInstance } from 'fastify';
import authRoutes from './auth';
import healthRoutes from './health';
import leadRoutes from './leads';
import mediaRoutes from './media';
import courseRoutes from './lms/courses';
import enrolmentRoutes from './lms/enrolment';
import enrolmentsRoutes from './lms/enrolments';
import learningRoutes from './lms/learning';
import testCheckoutRoutes from './lms/test-checkout';
import otpRoutes from './otp';
import settingsRoutes from './settings';
import siteDataRoutes from './site-data';
import webhookRoutes from './webhooks';

export async function registerRoutes(app: FastifyInstance) {
  for (const routes of [
    healthRoutes,
    authRoutes,
    otpRoutes,
    settingsRoutes,
    siteDataRoutes,
    courseRoutes,
    learningRoutes,
    enrolmentRoutes,
    enrolmentsRoutes,
    testCheckoutRoutes,
    webhookRoutes,
    leadRoutes,
    mediaRoutes,
  ]) {
    await app.register(routes);
  }
}
