import { z } from 'zod';
import { ApiError, apiFetch, authStore, errorMessage, FETCH_ERROR, PARSING_ERROR, setRuntimeConfig } from '../src';
import { fetchCalls, jsonResponse, route } from '../testing/fetch-mock';

describe('API client (SPEC §7, §8)', () => {
  afterEach(() => setRuntimeConfig({ apiUrl: 'http://localhost:4000', remotes: {} }));

  it('sends JSON to the runtime-configured API with the bearer token when held', async () => {
    setRuntimeConfig({ apiUrl: 'https://api.example.test', remotes: {} });
    authStore.getState().setToken('abc');
    route('POST /lms/login', () => jsonResponse({ access_token: 'x' }));
    await apiFetch('/lms/login', { method: 'POST', body: { username: 'a@b.co', password: 'p' } });
    expect(fetchCalls[0]).toMatchObject({
      url: 'https://api.example.test/lms/login',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer abc' },
      body: { username: 'a@b.co', password: 'p' },
    });
  });

  it('sends every call with credentials, so the browser keeps the session cookie sign-in sets (decision 152)', async () => {
    route('POST /lms/login', () => jsonResponse({ access_token: 'x' }));
    const spy = jest.spyOn(globalThis, 'fetch');
    try {
      await apiFetch('/lms/login', { method: 'POST', body: { username: 'a@b.co', password: 'p' } });
      expect(spy.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
    } finally {
      spy.mockRestore();
    }
  });

  it('sends no Authorization header without a token', async () => {
    route('GET /settings', () => jsonResponse({}));
    await apiFetch('/settings');
    expect(fetchCalls[0]?.headers.Authorization).toBeUndefined();
  });

  it('an HTTP error keeps its status and body; the message is data.detail', async () => {
    route('GET /x', () => jsonResponse({ detail: 'Invalid credentials' }, 401));
    const error = await apiFetch('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, data: { detail: 'Invalid credentials' } });
    expect(errorMessage(error)).toBe('Invalid credentials');
  });

  it('reports a network failure as FETCH_ERROR', async () => {
    route('GET /x', () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiFetch('/x')).rejects.toMatchObject({ status: FETCH_ERROR });
  });

  it('reports unreadable JSON, or a shape the contract rejects, as PARSING_ERROR', async () => {
    route('GET /html', async () => ({ ...jsonResponse(null), text: async () => '<html>' }));
    await expect(apiFetch('/html')).rejects.toMatchObject({ status: PARSING_ERROR });
    route('GET /shape', () => jsonResponse({ results: 'nope' }));
    await expect(apiFetch('/shape', { schema: z.object({ results: z.array(z.unknown()) }) })).rejects.toMatchObject({
      status: PARSING_ERROR,
    });
  });
});
