// Correlation. Every answer carries the request's id (X-Request-Id: the caller's, or a
// new one; lib/request-id.ts), the id its log lines are under. With tracing on, the request's span
// is named by its route ("GET /lms/course/:id", not the URL with its ids), as OpenTelemetry's
// HTTP conventions ask, so traces group by endpoint; without tracing there is no span.
import { trace } from '@opentelemetry/api';
import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../../lib/request-id';

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      const span = trace.getActiveSpan();
      const route = request.routeOptions.url;
      if (!span || !route) return;
      span.updateName(`${request.method} ${route}`);
      span.setAttribute('http.route', route);
    });
  },
  { name: 'tracing' },
);
