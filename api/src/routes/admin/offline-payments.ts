// POST /admin/orders/:id/offline-payment (decision 142): a bank transfer, UPI payment or cheque
// with its proof, as multipart/form-data (the fields, then the `file` part); GET lists the order's
// offline payments; GET /admin/offline-payments/:id/proof serves the proof to the orders' readers
// only, as an attachment with the type its bytes were checked to be and nosniff, so a browser never
// renders it as something else. HTTP only: the checks, the storage, the audit row and the
// settlement are the offline payments service's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import {
  ENTITY_READERS,
  OFFLINE_PAYMENT_MESSAGES,
  adminOfflinePaymentsSchema,
  offlinePaymentFieldsSchema,
  offlinePaymentResponseSchema,
} from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { DomainError } from '../../domain/errors';
import { staffOf } from '../../plugins/app/staff';
import { attachmentDisposition } from '../../storage/file-name';
import { idParam } from '../../schemas/params';
import { offlinePaymentsService } from '../../services/offline-payments';
import { readSingleFile, registerSingleFileUpload } from '../single-file-upload';

const FIELD_COUNT = Object.keys(offlinePaymentFieldsSchema.shape).length;
const params = z.object({ id: idParam('id') });
const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const readErrors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

const adminOfflinePaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = offlinePaymentsService({ db: app.db, storage: app.storage, now: () => app.orders.now(), uidHost: app.batches.uidHost });
  const maxBytes = app.config.UPLOAD_MAX_BYTES;
  await registerSingleFileUpload(app, { maxBytes, fields: FIELD_COUNT });

  app.get(
    adminApi.orderOfflinePayment.pattern,
    { config: { roles: ENTITY_READERS.order }, schema: { ...common, params, response: { 200: adminOfflinePaymentsSchema, ...readErrors } } },
    (request) => service.list(request.params.id),
  );

  app.get(
    adminApi.offlinePaymentProof.pattern,
    // No 200 schema: the body is the proof's bytes.
    { config: { roles: ENTITY_READERS.order }, schema: { ...common, params, produces: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] } },
    async (request, reply) => {
      const proof = await service.proof(request.params.id);
      return reply
        .header('content-type', proof.contentType)
        .header('content-disposition', attachmentDisposition(proof.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(proof.stream);
    },
  );

  app.post(
    adminApi.orderOfflinePayment.pattern,
    {
      config: { roles: ENTITY_READERS.order },
      schema: {
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
        description: `multipart/form-data: ${Object.keys(offlinePaymentFieldsSchema.shape).join(', ')}, then the proof as \`file\` (PDF, PNG, JPEG or WebP).`,
        params: z.object({ id: idParam('id') }),
        response: {
          201: offlinePaymentResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          413: errorResponseSchema,
          415: errorResponseSchema,
          // A field's refusal carries its fields; a missing proof only its {detail}.
          422: validationErrorResponseSchema.partial({ fields: true }),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new DomainError('invalid', OFFLINE_PAYMENT_MESSAGES.noProof);
      const { part, bytes } = await readSingleFile(request, {
        maxBytes,
        missing: OFFLINE_PAYMENT_MESSAGES.noProof,
        tooLarge: `The proof must be at most ${maxBytes} bytes.`,
      });
      // The fields sent before the file part.
      const values = Object.fromEntries(
        Object.entries(part.fields).map(([name, field]) => [name, field && !Array.isArray(field) && 'value' in field ? field.value : undefined]),
      );
      const parsed = offlinePaymentFieldsSchema.safeParse(values);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new DomainError('invalid', issue.message, { fields: { [`body.${issue.path.join('.')}`]: issue.message } });
      }
      const result = await service.record(staffOf(request).userId, request.params.id, parsed.data, { fileName: part.filename, bytes });
      app.outbox.poke(); // the receipt mail or the company's invoice mail, if this made the order paid
      return reply.code(201).send(result);
    },
  );
};

export default adminOfflinePaymentRoutes;
