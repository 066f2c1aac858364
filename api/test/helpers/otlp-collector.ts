// A local OpenTelemetry collector for tests: it accepts OTLP/HTTP JSON on /v1/traces, as the
// real collector's receiver does (opentelemetry.io/docs/specs/otlp/#otlphttp), and keeps the
// spans it was sent.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: Array<{ key: string; value: OtlpValue }>;
}
interface OtlpRequest {
  resourceSpans?: Array<{
    resource?: { attributes?: Array<{ key: string; value: OtlpValue }> };
    scopeSpans?: Array<{ scope?: { name?: string }; spans?: OtlpSpan[] }>;
  }>;
}

export interface CollectedSpan {
  service: string | undefined;
  scope: string | undefined;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  name: string;
  attributes: Record<string, string | number | undefined>;
}

export async function startOtlpCollector() {
  const spans: CollectedSpan[] = [];
  const contentTypes: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/traces') {
        response.writeHead(404).end();
        return;
      }
      contentTypes.push(request.headers['content-type'] ?? '');
      const payload = JSON.parse(body) as OtlpRequest;
      for (const resourceSpan of payload.resourceSpans ?? []) {
        const service = resourceSpan.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue;
        for (const scopeSpan of resourceSpan.scopeSpans ?? []) {
          for (const span of scopeSpan.spans ?? []) {
            const attributes = Object.fromEntries((span.attributes ?? []).map((a) => [a.key, a.value.stringValue ?? a.value.intValue]));
            spans.push({
              service,
              scope: scopeSpan.scope?.name,
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId || undefined,
              name: span.name,
              attributes,
            });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans,
    contentTypes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
