// The signed-in student's GST billing details (decision 141): GET and PUT accountApi.billing, their
// own only (the session names the user). HTTP only; the rules are the contract's and the service's.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { billingDetailsResponseSchema, billingDetailsSchema } from '@sap-academy/contracts/gst';
import { accountApi } from '@sap-academy/contracts/paths';
import { principalOf } from '../../plugins/app/auth';
import { billingDetailsService } from '../../services/billing-details';

const security = [{ bearerAuth: [] }];

const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = billingDetailsService(app);
  const schema = { tags: ['account'], security };

  app.get(
    accountApi.billing.pattern,
    { onRequest: app.authenticate, schema: { ...schema, response: { 200: billingDetailsResponseSchema, 401: errorResponseSchema } } },
    (request) => service.get(principalOf(request).userId),
  );

  app.put(
    accountApi.billing.pattern,
    {
      onRequest: app.authenticate,
      schema: {
        ...schema,
        body: billingDetailsSchema,
        response: { 200: billingDetailsResponseSchema, 401: errorResponseSchema, 422: validationErrorResponseSchema },
      },
    },
    (request) => service.save(principalOf(request).userId, request.body),
  );
};

export default billingRoutes;
