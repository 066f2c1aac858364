// The back office's lead inbox: GET /admin/leads, GET/PATCH /admin/leads/{id}
// and GET /admin/leads.csv, the same filters exported as a streamed, Excel-safe CSV; the pipeline's
// owners, first reply and contact log (decision 145). Admins only.
import { Readable, pipeline } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import {
  ENTITY_READERS,
  LEAD_CSV_COLUMNS,
  adminLeadDetailSchema,
  adminLeadFilterSchema,
  adminLeadListResponseSchema,
  adminLeadSchema,
  leadContactRequestSchema,
  leadOwnersResponseSchema,
  leadReplyRequestSchema,
  leadUpdateSchema,
  listQuerySchema,
  type AdminLeadFilter,
} from '@sap-academy/contracts/admin';
import { csvStream, indiaToday } from '../../lib/csv';
import { staffOf } from '../../plugins/app/staff';
import { toAdminLead } from '../../repositories/admin-leads';
import { idParam } from '../../schemas/params';
import { adminLeadsService } from '../../services/admin-leads';
import { recordLeadExport } from '../../services/audit-events';
import { leadPipelineService } from '../../services/lead-pipeline';
import { adminApi } from '@sap-academy/contracts/paths';

const CSV_BATCH = 500;

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: validationErrorResponseSchema };
const security = [{ bearerAuth: [] }];
const leadParams = z.object({ id: idParam('id') });

const adminLeadRoutes: FastifyPluginAsyncZod = async (app) => {
  // The order lifecycle's clock (tests inject one): "due today" is today in India by it.
  const service = adminLeadsService({ db: app.db, now: app.orders.now });
  const contacts = leadPipelineService({ db: app.db, now: app.orders.now });
  const config = { roles: ENTITY_READERS.lead }; // the same readers as the lead's history (decision 119)

  app.get(
    adminApi.leads.pattern,
    {
      config,
      schema: {
        tags: ['admin'],
        security,
        querystring: listQuerySchema.extend(adminLeadFilterSchema.shape),
        response: { 200: adminLeadListResponseSchema, ...errors },
      },
    },
    (request) => service.list(request.query),
  );

  app.get(
    adminApi.leadsCsv.pattern,
    {
      config,
      schema: {
        tags: ['admin'],
        security,
        description: `Every lead matching the filters (no paging), oldest first, as CSV with the columns ${LEAD_CSV_COLUMNS.join(', ')}.`,
        querystring: adminLeadFilterSchema.extend({ q: listQuerySchema.shape.q }),
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv; charset=utf-8, UTF-8 BOM, CRLF'), ...errors },
      },
    },
    async (request, reply) => {
      const filter: AdminLeadFilter & { q?: string } = request.query;
      await recordLeadExport(app.db, staffOf(request).userId, filter); // Personal data leaving the system
      // Rows are read 500 at a time by id and written as they come, so an export of any size
      // holds one batch in memory; pipeline() ends the response if a read fails mid-way.
      async function* rows() {
        for (let afterId = 0; ;) {
          const batch = await service.exportBatch(filter, afterId, CSV_BATCH);
          for (const row of batch) {
            const lead = toAdminLead(row);
            // The row's Date, not the API's UTC text: the file writes times in IST (lib/csv.ts).
            yield LEAD_CSV_COLUMNS.map((column) => (column === 'created_at' ? row.createdAt : lead[column]));
          }
          if (batch.length < CSV_BATCH) return;
          afterId = batch[batch.length - 1]!.id;
        }
      }
      const csv = pipeline(Readable.from(rows()), csvStream(LEAD_CSV_COLUMNS), (err) => {
        if (err) request.log.error({ err }, 'lead export failed mid-stream');
      });
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="leads-${indiaToday()}.csv"`)
        .header('cache-control', 'no-store');
      // A stream is sent as it is (the response schema documents the text; it is not serialised).
      return reply.send(csv as unknown as string);
    },
  );

  app.get(
    adminApi.lead.pattern,
    {
      config,
      schema: { tags: ['admin'], security, params: leadParams, response: { 200: adminLeadDetailSchema, 404: errorResponseSchema, ...errors } },
    },
    (request) => service.view(request.params.id),
  );

  app.get(adminApi.leadOwners.pattern, { config, schema: { tags: ['admin'], security, response: { 200: leadOwnersResponseSchema, ...errors } } }, async () => ({
    results: await contacts.owners(),
  }));

  app.post(
    adminApi.leadReply.pattern,
    {
      config,
      schema: {
        tags: ['admin'],
        security,
        description: 'Mails the first reply through the outbox, once per `key`: a second request with the same key sends nothing more and answers the same.',
        params: leadParams,
        body: leadReplyRequestSchema,
        response: { 200: adminLeadDetailSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (await contacts.reply(staffOf(request).userId, request.params.id, request.body)) app.outbox.poke();
      return service.view(request.params.id);
    },
  );

  app.post(
    adminApi.leadContacts.pattern,
    {
      config,
      schema: {
        tags: ['admin'],
        security,
        params: leadParams,
        body: leadContactRequestSchema,
        response: { 201: adminLeadDetailSchema, 400: errorResponseSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await contacts.contact(staffOf(request).userId, request.params.id, request.body);
      return reply.code(201).send(await service.view(request.params.id));
    },
  );

  app.patch(
    adminApi.lead.pattern,
    {
      config,
      schema: {
        tags: ['admin'],
        security,
        params: leadParams,
        body: leadUpdateSchema,
        response: { 200: adminLeadSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    (request) => service.update(staffOf(request).userId, request.params.id, request.body),
  );
};

export default adminLeadRoutes;
