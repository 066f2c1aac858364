// The class viewer's calls: continue (SPEC §7), class content (§7) and progress. Only
// the student who owns the enrolment gets an answer; class content needs an enrolment.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ASSIGNMENT_MESSAGES,
  PROGRESS_STATUS,
  QUIZ_MESSAGES,
  classDetailResponseSchema,
  continueCourseResponseSchema,
  errorResponseSchema,
  progressRequestSchema,
  progressResponseSchema,
  validationErrorResponseSchema,
} from '@sap-academy/contracts';
import { MESSAGES } from '../../config/constants';
import { notFound } from '../../domain/errors';
import { HttpError } from '../../lib/http-error';
import { principalOf } from '../../plugins/app/auth';
import { coursesRepository } from '../../repositories/courses';
import { enrolmentsRepository } from '../../repositories/enrolments';
import { preparedQueries } from '../../repositories/prepared';
import { classParams, continueParams } from '../../schemas/params';
import { classResourcesService } from '../../services/class-resources';
import { recordClassProgress } from '../../services/class-progress';
import { lmsApi } from '@sap-academy/contracts/paths';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: validationErrorResponseSchema,
};
const security = [{ bearerAuth: [] }];

type Status = 0 | 1 | 2;
const asStatus = (n: number | undefined): Status => (n === 1 || n === 2 ? n : PROGRESS_STATUS.notStarted);

const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  const courses = coursesRepository(app.db);
  const enrolments = enrolmentsRepository(app.db);
  const prepared = preparedQueries(app.db);
  const resources = classResourcesService(app);

  async function courseProgress(studentId: number, courseId: number) {
    const ids = await courses.classIds(courseId);
    const statuses = await enrolments.progressOf(studentId, ids);
    const completed = [...statuses.values()].filter((s) => s === PROGRESS_STATUS.completed).length;
    const total = ids.length;
    return { statuses, summary: { completed, total, percent: total ? Math.floor((completed * 100) / total) : 0 } };
  }

  /**
   * 404 for an unknown course, 403 when the caller is not enrolled. An unpublished or archived
   * course stays open to its enrolled students; to anyone else it does not exist.
   */
  async function requireEnrolment(studentId: number, courseId: number) {
    const found = await app.catalogue.course(courseId);
    if (!found) throw notFound('Course');
    const enrolment = await prepared.enrolment(studentId, courseId);
    if (!enrolment) throw found.listed ? new HttpError(403, MESSAGES.notEnrolled) : notFound('Course');
    return { course: found.course, enrolment };
  }

  app.get(
    lmsApi.continue.pattern,
    {
      schema: { tags: ['learning'], security, params: continueParams, response: { 200: continueCourseResponseSchema, ...errors } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { studentId } = principalOf(request);
      const { id, courseStudentId } = request.params;
      const enrolment = await enrolments.findById(courseStudentId);
      // Another student's enrolment answers exactly like a missing one, so enrolment ids
      // cannot be probed for existence (a 403 "does not belong to you" told them apart).
      if (!enrolment || enrolment.course_id !== id || enrolment.student_id !== studentId) throw notFound('Enrolment');
      // The enrolment is the caller's, so an unlisted course is still theirs to continue.
      const course = (await app.catalogue.course(id))?.course;
      if (!course) throw notFound('Course');
      const [outline, progress] = await Promise.all([app.catalogue.outline(id), courseProgress(studentId, id)]);
      const classes = outline.map((group) => ({
        section: group.section,
        classes: group.classes.map((c) => ({ ...c, progress_status: asStatus(progress.statuses.get(c.id)) })),
      }));
      return { course, course_student: enrolment, classes, progress: progress.summary };
    },
  );

  app.get(
    lmsApi.classDetail.pattern,
    {
      schema: { tags: ['learning'], security, params: classParams, response: { 200: classDetailResponseSchema, ...errors } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { studentId } = principalOf(request);
      const { id, classId } = request.params;
      const { enrolment } = await requireEnrolment(studentId, id);
      const cls = await courses.findClass(id, classId);
      if (!cls) throw notFound('Class');
      const [files, classResources, statuses] = await Promise.all([
        courses.filesOf(classId),
        // The class's downloadable files, listed under the video (decision 131).
        resources.forClass(id, classId),
        enrolments.progressOf(studentId, [classId]),
        // Remembered for "resume where I left off" (last opened class per enrolment).
        enrolments.setLastOpened(enrolment.id, classId),
      ]);
      return { class: { ...cls, progress_status: asStatus(statuses.get(classId)) }, files, resources: classResources };
    },
  );

  app.put(
    lmsApi.progress.pattern,
    {
      schema: {
        tags: ['learning'],
        security,
        params: classParams,
        body: progressRequestSchema,
        response: { 200: progressResponseSchema, ...errors },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { studentId } = principalOf(request);
      const { id, classId } = request.params;
      await requireEnrolment(studentId, id);
      const cls = await courses.findClass(id, classId);
      if (!cls) throw notFound('Class');
      // A quiz class is completed by passing its quiz (decision 130), never by a click.
      if (request.body.status === PROGRESS_STATUS.completed && cls.online_class_type === 'QUIZ') throw new HttpError(409, QUIZ_MESSAGES.passToComplete);
      // An assignment class is completed by a trainer's acceptance (decision 134).
      if (request.body.status === PROGRESS_STATUS.completed && cls.online_class_type === 'ASSIGNMENT')
        throw new HttpError(409, ASSIGNMENT_MESSAGES.acceptToComplete);
      // Through the service: a completion may issue the course's certificate (decision 135).
      const status = await recordClassProgress(app.db, { studentId, courseId: id, classId }, request.body.status);
      app.outbox.poke(); // the certificate mail, if this completion issued one
      const { summary } = await courseProgress(studentId, id);
      return { class_id: classId, progress_status: asStatus(status), progress: summary };
    },
  );
};

export default learningRoutes;
