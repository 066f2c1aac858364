// Trainers' public profiles in the back office (decision 147): the list of assignable staff with
// their profiles, saving a profile, and its photo as one multipart image (checked by content in the
// trainer-profiles service). HTTP only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import {
  ENTITY_READERS,
  TRAINER_PHOTO_MAX_BYTES,
  adminTrainerListSchema,
  adminTrainerProfileSchema,
  trainerProfileInputSchema,
} from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { staffOf } from '../../plugins/app/staff';
import { idParam } from '../../schemas/params';
import { trainerProfilesService } from '../../services/trainer-profiles';
import { readSingleFile, registerSingleFileUpload } from '../single-file-upload';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  406: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  415: errorResponseSchema,
  // A parameter's validation error carries its fields; a refused upload only its {detail}.
  422: validationErrorResponseSchema.partial({ fields: true }),
};
const common = { tags: ['admin'], security: [{ bearerAuth: [] }] };
const params = z.object({ userId: idParam('userId') });

const adminTrainerProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { roles: ENTITY_READERS.trainer_profile };
  const service = trainerProfilesService(app);
  const maxBytes = Math.min(TRAINER_PHOTO_MAX_BYTES, app.config.UPLOAD_MAX_BYTES);
  await registerSingleFileUpload(app, { maxBytes });

  app.get(adminApi.trainers.pattern, { config, schema: { ...common, response: { 200: adminTrainerListSchema, ...errors } } }, async () => service.list());

  app.put(
    adminApi.trainerProfile.pattern,
    { config, schema: { ...common, params, body: trainerProfileInputSchema, response: { 200: adminTrainerProfileSchema, ...errors } } },
    async (request) => service.save(staffOf(request).userId, request.params.userId, request.body),
  );

  app.post(
    adminApi.trainerPhoto.pattern,
    { config, schema: { ...common, params, response: { 200: adminTrainerProfileSchema, ...errors } } },
    async (request) => {
      const { bytes } = await readSingleFile(request, { maxBytes });
      return service.setPhoto(staffOf(request).userId, request.params.userId, bytes);
    },
  );
};

export default adminTrainerProfileRoutes;
