import { authStore, DEFAULT_SETTINGS, selectIsLoggedIn } from '../src';

describe('auth store (SPEC §3 client state)', () => {
  it('merges settings shallowly: new keys win, untouched keys stay', () => {
    authStore.getState().mergeSettings({ contact_email: 'a@example.com', social_links: { x: 'https://x.example' } });
    authStore.getState().mergeSettings({ currency: 'USD', social_links: { y: 'https://y.example' } });

    expect(authStore.getState().settings).toEqual({
      ...DEFAULT_SETTINGS,
      currency: 'USD',
      contact_email: 'a@example.com',
      // shallow: a nested object is replaced, not merged
      social_links: { y: 'https://y.example' },
    });
  });

  it('defaults money display to INR and en-IN (§9)', () => {
    expect(authStore.getState().settings).toMatchObject({ currency: 'INR', locale: 'en-IN' });
  });

  it('counts a user as logged in only when the user has an id (§4)', () => {
    expect(selectIsLoggedIn(authStore.getState())).toBe(false);
    authStore.getState().setSession({ user: { id: 7, name: 'Asha', email: 'asha@example.com' }, student: { id: 3 } });
    expect(selectIsLoggedIn(authStore.getState())).toBe(true);
  });

  it('clearSession forgets token, user and student but keeps settings', () => {
    authStore.getState().mergeSettings({ phone: '+91 1' });
    authStore.getState().setToken('t');
    authStore.getState().setSession({ user: { id: 1, name: 'A', email: 'a@example.com' }, student: { id: 1 } });
    authStore.getState().clearSession();
    expect(authStore.getState()).toMatchObject({ token: null, user: null, student: null, status: 'ready' });
    expect(authStore.getState().settings.phone).toBe('+91 1');
  });
});

describe("the browser's store starts as §4's start-up leaves it (its hydration snapshot, decision 012)", () => {
  afterEach(() => localStorage.clear());

  it('with a stored token: held and being checked', () => {
    localStorage.setItem('token', 'stored');
    jest.isolateModules(() => {
      const { authStore: fresh } = jest.requireActual<typeof import('../src/auth/auth-store')>('../src/auth/auth-store');
      expect(fresh.getInitialState()).toMatchObject({ token: 'stored', status: 'checking', user: null });
    });
  });

  it('without one: a visitor, ready', () => {
    jest.isolateModules(() => {
      const { authStore: fresh } = jest.requireActual<typeof import('../src/auth/auth-store')>('../src/auth/auth-store');
      expect(fresh.getInitialState()).toMatchObject({ token: null, status: 'ready' });
    });
  });
});
