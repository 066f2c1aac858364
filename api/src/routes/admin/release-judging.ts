// The canary judge's endpoints (decision 127), admins only: the stable-vs-candidate comparison,
// judging now, and the guard's settings. HTTP only: the figures, the verdict and the rollback are
// the judge service's (services/release-judge.ts), the settings' version check and audit row the
// guard service's (services/release-guard.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, remoteNameSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import {
  ENTITY_READERS,
  releaseComparisonQuerySchema,
  releaseComparisonSchema,
  releaseGuardSchema,
  releaseGuardUpdateSchema,
  releaseJudgeResponseSchema,
} from '@sap-academy/contracts/admin';
import { adminApi } from '@sap-academy/contracts/paths';
import { staffOf } from '../../plugins/app/staff';
import { releaseGuardService } from '../../services/release-guard';
import { releaseJudgeService } from '../../services/release-judge';

const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 422: validationErrorResponseSchema };
const security = [{ bearerAuth: [] }];
const tags = ['admin'];
const params = z.object({ remote: remoteNameSchema });

const adminReleaseJudgingRoutes: FastifyPluginAsyncZod = async (app) => {
  const judge = releaseJudgeService({ db: app.db, now: app.releaseJudge.now });
  const guard = releaseGuardService(app);
  const config = { roles: ENTITY_READERS.release };

  app.get(
    adminApi.releaseComparison.pattern,
    {
      config,
      schema: {
        tags,
        security,
        params,
        querystring: releaseComparisonQuerySchema,
        response: { 200: releaseComparisonSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => judge.compare(request.params.remote, request.query.window_minutes),
  );

  app.post(
    adminApi.releaseJudge.pattern,
    {
      config,
      schema: {
        tags,
        security,
        params,
        body: z.object({}).strict().optional(),
        response: { 200: releaseJudgeResponseSchema, 404: errorResponseSchema, ...errors },
      },
    },
    async (request) => judge.judge(request.params.remote),
  );

  app.get(adminApi.releaseGuard.pattern, { config, schema: { tags, security, response: { 200: releaseGuardSchema, ...errors } } }, () => guard.view());

  app.put(
    adminApi.releaseGuard.pattern,
    { config, schema: { tags, security, body: releaseGuardUpdateSchema, response: { 200: releaseGuardSchema, 409: errorResponseSchema, ...errors } } },
    async (request) => {
      const { version, ...input } = request.body;
      return guard.update(staffOf(request).userId, version, input);
    },
  );
};

export default adminReleaseJudgingRoutes;
