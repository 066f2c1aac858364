// Names the request's span by its route ("GET /lms/course/:id", not the URL with its ids), as
// OpenTelemetry's HTTP conventions ask, so traces group by endpoint. Without tracing there is
// no active span and this does nothing.
import { trace } from '@opentelemetry/api';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const span = trace.getActiveSpan();
      const route = request.routeOptions.url;
      if (!span || !route) return;
      span.updateName(`${request.method} ${route}`);
      span.setAttribute('http.route', route);
    });
  },
  { name: 'tracing' },
);
