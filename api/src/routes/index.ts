import type { FastifyInstance } from 'fastify';
import { named } from './named-plugin';
import adminRoutes from './admin';
import publicCertificateRoutes from './certificates'; // decision 135
import certificateRoutes from './lms/certificates'; // decision 135
import serverAccessRoutes from './lms/server-access'; // decision 150
import authRoutes from './auth';
import bookingRoutes from './bookings'; // decision 138
import myBookingRoutes from './lms/bookings'; // decision 138
import catalogueRoutes from './catalogue';
import coursePageRoutes from './course-pages'; // decision 211
import courseReviewRoutes from './lms/course-reviews'; // decision 147
import companyRoutes from './lms/companies'; // decision 149
import trainerPhotoRoutes from './trainer-photos'; // decision 147
import fileRoutes from './files';
import healthRoutes from './health';
import leadRoutes from './leads';
import eventRoutes from './events'; // decision 137
import mediaRoutes from './media';
import courseRoutes from './lms/courses';
import enrolmentRoutes from './lms/enrolment';
import enrolmentsRoutes from './lms/enrolments';
import learningRoutes from './lms/learning';
import classResourceRoutes from './lms/class-resources';
import ordersRoutes from './lms/orders';
import billingRoutes from './lms/billing'; // decision 141
import quizRoutes from './lms/quizzes';
import assignmentRoutes from './lms/assignments';
import batchRoutes from './lms/batches'; // decision 136
import quizImageRoutes from './quiz-images';
import testCheckoutRoutes from './lms/test-checkout';
import otpRoutes from './otp';
import passwordRoutes from './password';
import profileRoutes from './profile';
import rumRoutes from './rum';
import settingsRoutes from './settings';
import siteDataRoutes from './site-data';
import siteReleasesRoutes from './site-releases';
import webhookRoutes from './webhooks';
import unsubscribeRoutes from './unsubscribe'; // decision 145

export async function registerRoutes(app: FastifyInstance) {
  for (const routes of [
    healthRoutes,
    authRoutes,
    otpRoutes,
    passwordRoutes,
    profileRoutes,
    settingsRoutes,
    siteDataRoutes,
    siteReleasesRoutes,
    catalogueRoutes,
    coursePageRoutes,
    courseRoutes,
    learningRoutes,
    quizRoutes,
    assignmentRoutes,
    batchRoutes,
    classResourceRoutes,
    fileRoutes,
    quizImageRoutes,
    enrolmentRoutes,
    enrolmentsRoutes,
    ordersRoutes,
    billingRoutes,
    testCheckoutRoutes,
    webhookRoutes,
    leadRoutes,
    unsubscribeRoutes,
    eventRoutes,
    mediaRoutes,
    rumRoutes,
    // Certificates (decision 135): the student's and the public verification page's.
    certificateRoutes,
    publicCertificateRoutes,
    // Mock interviews and consultations (decision 138).
    bookingRoutes,
    myBookingRoutes,
    // Course reviews and trainers' photos (decision 147).
    courseReviewRoutes,
    trainerPhotoRoutes,
    // Corporate teams: an HR contact's company (decision 149).
    companyRoutes,
    // Practice-server access (decision 150).
    serverAccessRoutes,
    adminRoutes,
  ]) {
    await app.register(named(routes));
  }
}
