import { authStore, bootstrapAuth, CURRENT_USER_PATH, TOKEN_STORAGE_KEY } from '../src';
import { fetchCalls, jsonResponse, route } from '../testing/fetch-mock';

const user = { id: 42, name: 'Asha Rao', email: 'asha@example.com' };
const student = { id: 9 };

describe('auth bootstrap (SPEC §4)', () => {
  it('with no stored token: makes no call and is a visitor at once', async () => {
    await bootstrapAuth();
    expect(fetchCalls).toHaveLength(0);
    expect(authStore.getState()).toMatchObject({ status: 'ready', token: null, user: null });
  });

  it('with a stored token: puts it in the store, calls GET /lms/auth with the bearer header, logs in', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok-123');
    route(`GET ${CURRENT_USER_PATH}`, () => jsonResponse({ user, student }));

    const done = bootstrapAuth();
    expect(authStore.getState()).toMatchObject({ status: 'checking', token: 'tok-123' });
    await done;

    expect(fetchCalls).toEqual([
      expect.objectContaining({
        method: 'GET',
        url: 'http://localhost:4000/lms/auth',
        headers: expect.objectContaining({ Authorization: 'Bearer tok-123', 'Content-Type': 'application/json' }),
      }),
    ]);
    expect(authStore.getState()).toMatchObject({ status: 'ready', user, student });
  });

  it('a response without a user id is a visitor', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    route(`GET ${CURRENT_USER_PATH}`, () => jsonResponse({ user: null, student: null }));
    await bootstrapAuth();
    expect(authStore.getState()).toMatchObject({ status: 'ready', user: null });
  });

  it('a failed call is silently a visitor (401, network error)', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'expired');
    route(`GET ${CURRENT_USER_PATH}`, () => jsonResponse({ detail: 'Token expired' }, 401));
    await bootstrapAuth();
    expect(authStore.getState()).toMatchObject({ status: 'ready', user: null, student: null });
  });

  it('a network failure is silently a visitor too', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    route(`GET ${CURRENT_USER_PATH}`, () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(bootstrapAuth()).resolves.toBeUndefined();
    expect(authStore.getState()).toMatchObject({ status: 'ready', user: null });
  });

  it('runs once however many apps ask for it', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    route(`GET ${CURRENT_USER_PATH}`, () => jsonResponse({ user, student }));
    await Promise.all([bootstrapAuth(), bootstrapAuth()]);
    expect(fetchCalls).toHaveLength(1);
  });
});
