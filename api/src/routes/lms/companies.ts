// An HR contact's company (decision 149): the dashboard, its CSV, invites by e-mail or CSV, and
// removing a learner. HTTP only: who administers which company, the seat lock and the
// all-or-nothing CSV are the company-learners service's.
import { Readable, pipeline } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMPANY_CSV_COLUMNS,
  COMPANY_CSV_MAX_BYTES,
  COMPANY_MESSAGES,
  companyCsvRejectedSchema,
  companyCsvResultSchema,
  companyDashboardSchema,
  companyInviteSchema,
  companyLearnerRemovedSchema,
  companyLearnerSchema,
  companyOrdersResponseSchema,
  errorResponseSchema,
  myCompaniesResponseSchema,
  validationErrorResponseSchema,
  type CompanyLearner,
} from '@sap-academy/contracts';
import { companyApi } from '@sap-academy/contracts/paths';
import { csvHeaders, csvStream, indiaToday, type Cell } from '../../lib/csv';
import { principalOf } from '../../plugins/app/auth';
import { idParam } from '../../schemas/params';
import { parseLearnerCsv } from '../../services/company-csv';
import { companyLearnersService } from '../../services/company-learners';
import { companyOrdersService } from '../../services/company-orders';
import { invoiceFilename, renderInvoicePdf } from '../../receipts/invoice-pdf';
import { readSingleFile, registerSingleFileUpload } from '../single-file-upload';

const common = { tags: ['companies'], security: [{ bearerAuth: [] }] };
const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: validationErrorResponseSchema.partial({ fields: true }),
  413: errorResponseSchema,
  422: validationErrorResponseSchema.partial({ fields: true }),
};
const companyParams = z.object({ companyId: idParam('companyId') });

const csvRow = (l: CompanyLearner): Cell[] => {
  const cells: Record<(typeof COMPANY_CSV_COLUMNS)[number], Cell> = {
    name: l.name,
    email: l.email,
    course: l.course_title,
    progress_percent: l.progress_percent,
    quiz_best_percent: l.quiz_best_percent,
    assignments_submitted: l.assignments.submitted,
    assignments_accepted: l.assignments.accepted,
    assignments_returned: l.assignments.returned,
    attendance_present: l.attendance.present,
    attendance_late: l.attendance.late,
    attendance_absent: l.attendance.absent,
    certificate: l.certificate,
    invited_at: new Date(l.invited_at),
  };
  return COMPANY_CSV_COLUMNS.map((column) => cells[column]);
};

const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = companyLearnersService({ db: app.db, batches: app.batches });
  await registerSingleFileUpload(app, { maxBytes: COMPANY_CSV_MAX_BYTES });
  const onRequest = app.authenticate;

  app.get(
    companyApi.myCompanies.pattern,
    { onRequest, schema: { ...common, response: { 200: myCompaniesResponseSchema, 401: errorResponseSchema } } },
    (request) => service.myCompanies(principalOf(request).userId),
  );

  app.get(
    companyApi.companyDashboard.pattern,
    { onRequest, schema: { ...common, params: companyParams, response: { 200: companyDashboardSchema, ...errors } } },
    (request) => service.dashboard(principalOf(request).userId, request.params.companyId),
  );

  app.get(
    companyApi.companyCsv.pattern,
    {
      onRequest,
      schema: {
        ...common,
        params: companyParams,
        description: `The dashboard's learners as CSV with the columns ${COMPANY_CSV_COLUMNS.join(', ')}; times in IST.`,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv; charset=utf-8, UTF-8 BOM, CRLF'), ...errors },
      },
    },
    async (request, reply) => {
      const rows = await service.exportRows(principalOf(request).userId, request.params.companyId);
      const csv = pipeline(Readable.from(rows.map(csvRow)), csvStream(COMPANY_CSV_COLUMNS), (err) => {
        if (err) request.log.error({ err }, 'company export failed mid-stream');
      });
      return reply.headers(csvHeaders(`company-${request.params.companyId}-learners-${indiaToday()}.csv`)).send(csv as unknown as string);
    },
  );

  app.post(
    companyApi.companyLearners.pattern,
    { onRequest, schema: { ...common, params: companyParams, body: companyInviteSchema, response: { 201: companyLearnerSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await service.invite(principalOf(request).userId, request.params.companyId, request.body)),
  );

  app.post(
    companyApi.companyLearnersCsv.pattern,
    {
      onRequest,
      schema: {
        ...common,
        params: companyParams.extend({ poolId: idParam('poolId') }),
        description: 'multipart/form-data with one `file`: a CSV with the header email,name. All rows or none.',
        consumes: ['multipart/form-data'],
        response: { 201: companyCsvResultSchema, ...errors, 422: z.union([companyCsvRejectedSchema, validationErrorResponseSchema.partial({ fields: true })]) },
      },
    },
    async (request, reply) => {
      const { userId } = principalOf(request);
      const { companyId, poolId } = request.params;
      // Who may upload is settled before the file is read, so a stranger learns nothing from its parsing.
      await service.authorise(userId, companyId);
      const { bytes } = await readSingleFile(request, {
        maxBytes: COMPANY_CSV_MAX_BYTES,
        missing: COMPANY_MESSAGES.csvNoFile,
        tooLarge: COMPANY_MESSAGES.csvTooLarge,
      });
      const result = await service.upload(userId, companyId, poolId, parseLearnerCsv(bytes));
      if ('rejected' in result) return reply.code(422).send({ detail: COMPANY_MESSAGES.csvRejected, rejected: result.rejected });
      return reply.code(201).send(result);
    },
  );

  app.delete(
    companyApi.companyLearner.pattern,
    {
      onRequest,
      schema: { ...common, params: companyParams.extend({ learnerId: idParam('learnerId') }), response: { 200: companyLearnerRemovedSchema, ...errors } },
    },
    (request) => service.remove(principalOf(request).userId, request.params.companyId, request.params.learnerId),
  );

  // The company's orders of seats and their tax invoices (decision 154), for its HR contacts only.
  const orders = companyOrdersService({ db: app.db, config: app.config, now: () => app.orders.now() });
  app.get(
    companyApi.companyOrders.pattern,
    { onRequest, schema: { ...common, params: companyParams, response: { 200: companyOrdersResponseSchema, ...errors } } },
    (request) => orders.ofCompanyForHr(principalOf(request).userId, request.params.companyId),
  );

  app.get(
    companyApi.companyOrderInvoice.pattern,
    {
      onRequest,
      schema: {
        ...common,
        params: companyParams.extend({ orderId: idParam('orderId') }),
        produces: ['application/pdf'],
        response: { 200: z.string().describe('application/pdf; Content-Disposition: attachment'), ...errors },
      },
    },
    async (request, reply) => {
      const invoice = await orders.invoiceForHr(principalOf(request).userId, request.params.companyId, request.params.orderId);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-cache')
        .header('content-disposition', `attachment; filename="${invoiceFilename(invoice.number)}"`)
        .send((await renderInvoicePdf(invoice)) as unknown as string);
    },
  );
};

export default companyRoutes;
