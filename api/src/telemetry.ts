// OpenTelemetry tracing: a span per HTTP request (named by its route, see
// plugins/app/tracing.ts), per PostgreSQL query (node-postgres) and per outgoing fetch
// (undici), exported over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT. Unset, nothing is
// registered and tracing costs nothing. W3C trace context is read from incoming requests, so
// the page server's traces continue here. The standard OTEL_* variables apply (service name,
// headers, batch delay); decision 117.
import { trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/** Probes answer every few seconds; their spans would bury the requests people make. */
const UNTRACED_PATHS = new Set(['/health', '/metrics']);

export interface Telemetry {
  /** Sends the spans still batched, then stops. */
  shutdown(): Promise<void>;
}

export function startTelemetry(env: NodeJS.ProcessEnv = process.env): Telemetry | null {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  // A malformed value is reported by the config check (config/env.ts), which runs next.
  if (!endpoint || !URL.canParse(endpoint)) return null;

  const provider = new NodeTracerProvider({
    // OTEL_RESOURCE_ATTRIBUTES (service.version, deployment.environment…) is the place for more.
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || 'sap-academy-api' }),
    // The exporter reads the endpoint (adding /v1/traces) and OTEL_EXPORTER_OTLP_HEADERS itself.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0] ?? '') }),
      new PgInstrumentation(),
      new UndiciInstrumentation(),
    ],
  });
  return {
    async shutdown() {
      unregister();
      await provider.shutdown();
      trace.disable();
    },
  };
}
