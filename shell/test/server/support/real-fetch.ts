// The page server's tests send real HTTP requests, and the code under test fetches remotes over
// real sockets: they use the runtime's fetch, not the shared set-up's fake server.
const realFetch = (globalThis as { __realFetch?: typeof fetch }).__realFetch;

export function withRealFetch(): void {
  let fake: typeof fetch;
  beforeAll(() => {
    if (!realFetch) throw new Error('shell/jest.config.cjs lost keep-real-fetch.cjs');
    fake = globalThis.fetch;
    globalThis.fetch = realFetch;
  });
  afterAll(() => {
    globalThis.fetch = fake;
  });
}
