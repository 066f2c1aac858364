// A tiny fake server for unit tests: routes answer with JSON; any request that no route
// handles fails the test (bulletproof-react's rule), so a forgotten call cannot hide.
type Handler = (request: { url: URL; init: RequestInit | undefined }) => Response | Promise<Response>;

const routes = new Map<string, Handler>();
export const fetchCalls: Array<{ method: string; url: string; headers: Record<string, string>; body: unknown }> = [];

export function jsonResponse(body: unknown, status = 200): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
    json: async () => body,
  } as Response;
}

/** `route('GET /lms/auth', () => jsonResponse({...}))` */
export function route(key: string, handler: Handler): void {
  routes.set(key, handler);
}

export function resetFetchMock(): void {
  routes.clear();
  fetchCalls.length = 0;
}

globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
  const method = (init?.method ?? 'GET').toUpperCase();
  const headers = Object.fromEntries(Object.entries((init?.headers as Record<string, string>) ?? {}));
  fetchCalls.push({ method, url: url.href, headers, body: typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined) });
  const handler = routes.get(`${method} ${url.pathname}`);
  if (!handler) throw new Error(`Unhandled request in a test: ${method} ${url.href}`);
  return handler({ url, init });
};
