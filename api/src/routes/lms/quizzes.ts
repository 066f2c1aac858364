// A student takes a QUIZ class's quiz (decision 130): its overview and attempt history, a new
// attempt, an attempt read back, and the one submission. HTTP only: the rules are the quiz-attempts
// service's. No answer before submission: the pre-submit response schemas have no field to carry one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorResponseSchema,
  quizAttemptResponseSchema,
  quizOverviewResponseSchema,
  quizResultResponseSchema,
  quizSubmitRequestSchema,
  validationErrorResponseSchema,
} from '@sap-academy/contracts';
import { lmsApi } from '@sap-academy/contracts/paths';
import { principalOf } from '../../plugins/app/auth';
import { attemptParams, classParams } from '../../schemas/params';
import { quizAttemptsService } from '../../services/quiz-attempts';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: validationErrorResponseSchema,
};
const common = { tags: ['learning'], security: [{ bearerAuth: [] }] };

const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = quizAttemptsService(app);
  const where = (request: { params: { id: number; classId: number } }, studentId: number) => ({
    studentId,
    courseId: request.params.id,
    classId: request.params.classId,
  });

  app.get(
    lmsApi.quiz.pattern,
    { schema: { ...common, params: classParams, response: { 200: quizOverviewResponseSchema, ...errors } }, onRequest: app.authenticate },
    async (request) => service.overview(where(request, principalOf(request).studentId)),
  );

  app.post(
    lmsApi.quizAttempts.pattern,
    {
      schema: { ...common, params: classParams, response: { 201: quizAttemptResponseSchema, ...errors } },
      onRequest: app.authenticate,
    },
    async (request, reply) => reply.code(201).send(await service.start(where(request, principalOf(request).studentId))),
  );

  app.get(
    lmsApi.quizAttempt.pattern,
    {
      // The result schema first: an open attempt lacks its fields and falls through to the questions-only shape.
      schema: { ...common, params: attemptParams, response: { 200: z.union([quizResultResponseSchema, quizAttemptResponseSchema]), ...errors } },
      onRequest: app.authenticate,
    },
    async (request) => service.get(where(request, principalOf(request).studentId), request.params.attemptId),
  );

  app.post(
    lmsApi.quizSubmit.pattern,
    {
      schema: { ...common, params: attemptParams, body: quizSubmitRequestSchema, response: { 200: quizResultResponseSchema, ...errors } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const result = await service.submit(where(request, principalOf(request).studentId), request.params.attemptId, request.body.answers);
      app.outbox.poke(); // the certificate mail, if this submission issued one (decision 135)
      return result;
    },
  );
};

export default quizRoutes;
