// A student's live batches (decision 136): a course's batches on offer, joining one (a seat or
// the waitlist), their own batches with each session, the next sessions, and the Join button.
// HTTP only: the rules are the batches service's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedResponseSchema,
  courseBatchesResponseSchema,
  errorResponseSchema,
  membershipSchema,
  myBatchesResponseSchema,
  sessionJoinResponseSchema,
  upcomingSessionsResponseSchema,
  validationErrorResponseSchema,
} from '@sap-academy/contracts';
import { lmsApi } from '@sap-academy/contracts/paths';
import { principalOf } from '../../plugins/app/auth';
import { courseParams, idParam } from '../../schemas/params';
import { batchesService } from '../../services/batches';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: validationErrorResponseSchema,
};
const common = { tags: ['learning'], security: [{ bearerAuth: [] }] };
const sessionParams = courseParams.extend({ sessionId: idParam('sessionId') });
const feedParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Not a calendar link.' }) });
const emptyBody = z.object({}).strict().optional();

const batchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = batchesService({ db: app.db, now: app.batches.now, uidHost: app.batches.uidHost });

  app.get(
    lmsApi.courseBatches.pattern,
    { schema: { ...common, params: courseParams, response: { 200: courseBatchesResponseSchema, ...errors } }, onRequest: app.authenticate },
    async (request) => service.ofCourse(principalOf(request).studentId, request.params.id),
  );

  app.post(
    lmsApi.batchJoin.pattern,
    { schema: { ...common, params: courseParams, body: emptyBody, response: { 201: membershipSchema, ...errors } }, onRequest: app.authenticate },
    async (request, reply) => reply.code(201).send(await service.join(principalOf(request).studentId, request.params.id)),
  );

  app.get(
    lmsApi.myBatches.pattern,
    { schema: { ...common, response: { 200: myBatchesResponseSchema, ...errors } }, onRequest: app.authenticate },
    async (request) => service.mine(principalOf(request).studentId),
  );

  app.get(
    lmsApi.upcomingSessions.pattern,
    { schema: { ...common, response: { 200: upcomingSessionsResponseSchema, ...errors } }, onRequest: app.authenticate },
    async (request) => service.upcoming(principalOf(request).studentId),
  );

  app.post(
    lmsApi.sessionJoin.pattern,
    { schema: { ...common, params: sessionParams, body: emptyBody, response: { 200: sessionJoinResponseSchema, ...errors } }, onRequest: app.authenticate },
    async (request) => service.joinSession(principalOf(request).studentId, request.params.id, request.params.sessionId),
  );

  app.post(
    lmsApi.calendarFeed.pattern,
    { schema: { ...common, body: emptyBody, response: { 200: calendarFeedResponseSchema, ...errors } }, onRequest: app.authenticate },
    async (request) => ({ path: lmsApi.calendarFeedIcs(await service.rotateFeed(principalOf(request).studentId)) }),
  );

  // No session: calendar apps fetch it with the secret in the path (256 bits; only its hash is stored).
  app.get(
    lmsApi.calendarFeedIcs.pattern,
    {
      schema: {
        tags: ['learning'],
        params: feedParams,
        produces: ['text/calendar'],
        response: { 200: z.string(), 404: errorResponseSchema, 422: validationErrorResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .send(await service.feed(request.params.token)),
  );
};

export default batchRoutes;
