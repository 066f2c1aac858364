// Staff upload a quiz question's image (decision 132). HTTP only: the upload is read here as one
// multipart file within the image limit; the check, the storage and the audit row are the
// quiz-images service's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { ENTITY_READERS, QUIZ_IMAGE_MAX_BYTES, quizImageUploadResponseSchema } from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { staffOf } from '../../plugins/app/staff';
import { classParams } from '../../schemas/params';
import { quizImagesService } from '../../services/quiz-images';
import { readSingleFile, registerSingleFileUpload } from '../single-file-upload';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  406: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  // A parameter's validation error carries its fields; a refused upload only its {detail}.
  422: validationErrorResponseSchema.partial({ fields: true }),
};

const adminQuizImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: ENTITY_READERS.course };
  const service = quizImagesService(app);
  // The smaller of the image limit and the deployment's upload limit.
  const maxBytes = Math.min(QUIZ_IMAGE_MAX_BYTES, app.config.UPLOAD_MAX_BYTES);
  await registerSingleFileUpload(app, { maxBytes });

  app.post(
    adminApi.classQuizImages.pattern,
    { schema: { tags: ['admin'], security: [{ bearerAuth: [] }], params: classParams, response: { 201: quizImageUploadResponseSchema, ...errors } }, config },
    async (request, reply) => {
      const { bytes } = await readSingleFile(request, { maxBytes });
      const created = await service.add(staffOf(request).userId, request.params.id, request.params.classId, bytes);
      return reply.code(201).send(created);
    },
  );
};

export default adminQuizImageRoutes;
