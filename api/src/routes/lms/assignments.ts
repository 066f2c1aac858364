// A student's side of an ASSIGNMENT class (decision 134): the assignment with their submissions,
// the template's link, a new submission (multipart: `text` and up to ASSIGNMENT_LIMITS.files
// `files`) and links to their own files. HTTP only: the form is read here, each file within
// UPLOAD_MAX_BYTES; the checks, the storage and the rules are the assignment-submissions service's.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ASSIGNMENT_LIMITS,
  ASSIGNMENT_MESSAGES,
  RESOURCE_MESSAGES,
  assignmentResponseSchema,
  errorResponseSchema,
  fileLinkResponseSchema,
  submissionSchema,
  submissionTextSchema,
  validationErrorResponseSchema,
} from '@sap-academy/contracts';
import { lmsApi } from '@sap-academy/contracts/paths';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../domain/errors';
import { principalOf } from '../../plugins/app/auth';
import { classParams, idParam } from '../../schemas/params';
import { assignmentSubmissionsService } from '../../services/assignment-submissions';
import type { Upload } from '../../services/class-resources';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  406: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  422: validationErrorResponseSchema.partial({ fields: true }),
};
const common = { tags: ['learning'], security: [{ bearerAuth: [] }] };
const fileParams = classParams.extend({ submissionId: idParam('submissionId'), fileId: idParam('fileId') });

const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = assignmentSubmissionsService(app);
  const maxBytes = app.config.UPLOAD_MAX_BYTES;
  // One file over the limit is read (and refused by the service with its own message) rather than
  // cut off by the parser; preservePath keeps "../x" as sent, so it is refused, not shortened.
  await app.register(multipart, {
    preservePath: true,
    limits: { fileSize: maxBytes, files: ASSIGNMENT_LIMITS.files + 1, fields: 1, parts: ASSIGNMENT_LIMITS.files + 2, headerPairs: 20 },
  });

  /** The form's `text` and files, each file in memory within the size limit. */
  async function readForm(request: FastifyRequest): Promise<{ text: string; files: Upload[] }> {
    let text = '';
    const files: Upload[] = [];
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'files') throw new DomainError('invalid', ASSIGNMENT_MESSAGES.unknownField(part.fieldname));
          files.push({ fileName: part.filename, bytes: await part.toBuffer() });
        } else if (part.fieldname === 'text') {
          const parsed = submissionTextSchema.safeParse(part.value);
          if (!parsed.success)
            throw new DomainError('invalid', parsed.error.issues[0]?.message ?? ASSIGNMENT_MESSAGES.textTooLong(ASSIGNMENT_LIMITS.textChars));
          text = parsed.data;
        } else throw new DomainError('invalid', ASSIGNMENT_MESSAGES.unknownField(part.fieldname));
      }
    } catch (err) {
      if (err instanceof app.multipartErrors.RequestFileTooLargeError) throw new DomainError('too_large', RESOURCE_MESSAGES.tooLarge(maxBytes));
      if (err instanceof app.multipartErrors.FilesLimitError || err instanceof app.multipartErrors.PartsLimitError)
        throw new DomainError('invalid', ASSIGNMENT_MESSAGES.tooManyFiles(ASSIGNMENT_LIMITS.files));
      if (err instanceof app.multipartErrors.FieldsLimitError) throw new DomainError('invalid', ASSIGNMENT_MESSAGES.unknownField('text (twice)'));
      throw err;
    }
    return { text, files };
  }

  const where = (request: { params: { id: number; classId: number } }) => ({
    studentId: principalOf(request as FastifyRequest).studentId,
    courseId: request.params.id,
    classId: request.params.classId,
  });

  app.get(
    lmsApi.assignment.pattern,
    { schema: { ...common, params: classParams, response: { 200: assignmentResponseSchema, ...errors } }, onRequest: app.authenticate },
    async (request) => service.get(where(request)),
  );

  app.post(
    lmsApi.assignmentSubmissions.pattern,
    { schema: { ...common, params: classParams, response: { 201: submissionSchema, ...errors } }, onRequest: app.authenticate },
    async (request, reply) => {
      if (!request.isMultipart()) throw new DomainError('invalid', ASSIGNMENT_MESSAGES.empty);
      const form = await readForm(request);
      return reply.code(201).send(await service.submit(where(request), form));
    },
  );

  app.get(
    lmsApi.assignmentTemplateLink.pattern,
    { schema: { ...common, params: classParams, response: { 200: fileLinkResponseSchema, ...errors } }, onRequest: app.authenticate },
    async (request) => service.templateLink(principalOf(request), request.params.id, request.params.classId),
  );

  app.get(
    lmsApi.assignmentSubmissionFileLink.pattern,
    { schema: { ...common, params: fileParams, response: { 200: fileLinkResponseSchema, ...errors } }, onRequest: app.authenticate },
    async (request) => {
      const { id, classId, submissionId, fileId } = request.params;
      return service.fileLink(principalOf(request), { courseId: id, classId }, submissionId, fileId);
    },
  );
};

export default assignmentRoutes;
