// A quiz question's uploaded image (decision 132), for the `<img>` of the back office's editor and
// the class viewer. An `<img>` sends no bearer token, so no session is asked for: the random id in
// the URL is the permission, and only staff and students who reach the quiz are given it. The
// image never changes under its URL (a new upload is a new id), so browsers keep it for a year,
// privately; it is served with the type its bytes were checked to be, and nosniff.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lmsApi } from '@sap-academy/contracts/paths';
import { classParams } from '../schemas/params';
import { quizImagesService } from '../services/quiz-images';

const params = z.object({ courseId: classParams.shape.id, classId: classParams.shape.classId, file: z.string().max(64) });

const quizImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = quizImagesService(app);
  app.get(
    lmsApi.quizImage.pattern,
    // No response schema: the 200 is the image's bytes, the errors the handler's {detail}.
    { schema: { tags: ['files'], params } },
    async (request, reply) => {
      const { courseId, classId, file } = request.params;
      const image = await service.read(courseId, classId, file);
      return (
        reply
          .header('content-type', image.contentType)
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          // The site's pages are on another origin than the API (helmet's default is same-origin).
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(image.stream)
      );
    },
  );
};

export default quizImageRoutes;
