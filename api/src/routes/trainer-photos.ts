// A trainer's profile photo (decision 147), public: course pages show it to visitors. A new upload
// is a new random id, so the bytes under a URL never change and shared caches may keep them; each
// is served with the type its bytes were checked to be, and nosniff.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { siteApi } from '@sap-academy/contracts/paths';
import { idParam } from '../schemas/params';
import { trainerProfilesService } from '../services/trainer-profiles';

const params = z.object({ userId: idParam('userId'), file: z.string().max(64) });

const trainerPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = trainerProfilesService(app);
  app.get(
    siteApi.trainerPhoto.pattern,
    // No response schema: the 200 is the image's bytes, the errors the handler's {detail}.
    { schema: { tags: ['site'], params } },
    async (request, reply) => {
      const photo = await service.readPhoto(request.params.userId, request.params.file);
      return (
        reply
          .header('content-type', photo.contentType)
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          // The site's pages are on another origin than the API (helmet's default is same-origin).
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(photo.stream)
      );
    },
  );
};

export default trainerPhotoRoutes;
