// The back office's events (decision 137): list, create, read, edit (a move or a cancellation mails
// registrants), registrations, attendance (one by one or imported) and the replay to no-shows.
// HTTP only: the rules, transactions and audit rows are services/events.ts's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ENTITY_READERS,
  adminEventListResponseSchema,
  adminEventRegistrationListSchema,
  adminEventRegistrationSchema,
  adminEventSchema,
  attendanceImportResponseSchema,
  attendanceImportSchema,
  attendanceUpdateSchema,
  eventInputSchema,
  eventUpdateSchema,
  listQuerySchema,
  replaySendResponseSchema,
} from '@sap-academy/contracts/admin';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { adminApi } from '@sap-academy/contracts/paths';
import { staffOf } from '../../plugins/app/staff';
import { idParam } from '../../schemas/params';
import { eventsService } from '../../services/events';

const conflictResponseSchema = z.object({ detail: z.string(), fields: z.record(z.string(), z.string()).optional() });
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: conflictResponseSchema,
  422: validationErrorResponseSchema,
};
const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const eventParams = z.object({ id: idParam('id') });
const registrationParams = eventParams.extend({ registrationId: idParam('registrationId') });

const adminEventRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: ENTITY_READERS.event };
  const service = eventsService({ db: app.db, config: app.config, now: app.orders.now });

  app.get(
    adminApi.events.pattern,
    { schema: { ...common, querystring: listQuerySchema, response: { 200: adminEventListResponseSchema, ...errors } }, config },
    async (request) => service.list(request.query),
  );

  app.post(
    adminApi.events.pattern,
    { schema: { ...common, body: eventInputSchema, response: { 201: adminEventSchema, ...errors } }, config },
    async (request, reply) => reply.code(201).send(await service.create(staffOf(request).userId, request.body)),
  );

  app.get(adminApi.event.pattern, { schema: { ...common, params: eventParams, response: { 200: adminEventSchema, ...errors } }, config }, async (request) =>
    service.view(request.params.id),
  );

  app.put(
    adminApi.event.pattern,
    { schema: { ...common, params: eventParams, body: eventUpdateSchema, response: { 200: adminEventSchema, ...errors } }, config },
    async (request) => {
      const { version, ...input } = request.body;
      const saved = await service.update(staffOf(request).userId, request.params.id, version, input);
      app.outbox.poke();
      return saved;
    },
  );

  app.get(
    adminApi.eventRegistrations.pattern,
    { schema: { ...common, params: eventParams, response: { 200: adminEventRegistrationListSchema, ...errors } }, config },
    async (request) => service.registrations(request.params.id),
  );

  app.put(
    adminApi.eventRegistrationAttendance.pattern,
    { schema: { ...common, params: registrationParams, body: attendanceUpdateSchema, response: { 200: adminEventRegistrationSchema, ...errors } }, config },
    async (request) => service.setAttendance(staffOf(request).userId, request.params.id, request.params.registrationId, request.body.attended),
  );

  app.post(
    adminApi.eventAttendanceImport.pattern,
    { schema: { ...common, params: eventParams, body: attendanceImportSchema, response: { 200: attendanceImportResponseSchema, ...errors } }, config },
    async (request) => service.importAttendance(staffOf(request).userId, request.params.id, request.body.emails),
  );

  app.post(
    adminApi.eventReplay.pattern,
    { schema: { ...common, params: eventParams, response: { 200: replaySendResponseSchema, ...errors } }, config },
    async (request) => {
      const result = await service.sendReplay(staffOf(request).userId, request.params.id);
      app.outbox.poke();
      return result;
    },
  );
};

export default adminEventRoutes;
