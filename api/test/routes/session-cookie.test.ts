// Decision 152: the session cookie the page server reads mirrors the bearer token's lifetime, is
// cleared on logout, and never authorises a change on its own (CSRF).
import { SESSION_COOKIE } from '../../src/lib/session-cookie';
import { DRIVERS } from '../helpers/database';
import { useTestApp } from '../helpers/app';

const credentials = { name: 'Asha Rao', email: 'asha@example.com', password: 'mango-orchard-42' };

describe.each(DRIVERS)('session cookie on %s', (driver) => {
  const t = useTestApp(driver);

  const signIn = async () => {
    await t.app.inject({ method: 'POST', url: '/lms/register', payload: credentials });
    return t.app.inject({ method: 'POST', url: '/lms/login', payload: { username: credentials.email, password: credentials.password } });
  };
  const setCookie = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']);

  it('sets an HttpOnly, Secure, SameSite=Lax cookie holding the bearer token for the token’s lifetime', async () => {
    const res = await signIn();
    expect(res.statusCode).toBe(200);
    const token = res.json<{ access_token: string }>().access_token;
    const parts = setCookie(res).split('; ');
    expect(parts[0]).toBe(`${SESSION_COOKIE}=${token}`);
    expect(parts).toEqual(expect.arrayContaining(['Path=/', `Max-Age=${t.app.config.JWT_TTL_SECONDS}`, 'HttpOnly', 'Secure', 'SameSite=Lax']));
  });

  it('clears the cookie on logout', async () => {
    const token = (await signIn()).json<{ access_token: string }>().access_token;
    const res = await t.app.inject({ method: 'POST', url: '/lms/logout', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(setCookie(res)).toMatch(new RegExp(`^${SESSION_COOKIE}=; .*Max-Age=0`));
  });

  it('clears the cookie when the student signs out of every device', async () => {
    const token = (await signIn()).json<{ access_token: string }>().access_token;
    const res = await t.app.inject({ method: 'POST', url: '/lms/logout-all', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(setCookie(res)).toMatch(new RegExp(`^${SESSION_COOKIE}=; .*Max-Age=0`));
  });

  it('hands the new epoch’s token to the cookie when the password changes', async () => {
    const token = (await signIn()).json<{ access_token: string }>().access_token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/lms/profile/password',
      headers: { authorization: `Bearer ${token}` },
      payload: { current_password: credentials.password, new_password: 'river-lantern-77 quietly' },
    });
    expect(res.statusCode).toBe(200);
    expect(setCookie(res)).toBe(
      `${SESSION_COOKIE}=${res.json<{ access_token: string }>().access_token}; Path=/; Max-Age=${t.app.config.JWT_TTL_SECONDS}; HttpOnly; Secure; SameSite=Lax`,
    );
  });

  it("lets the site's configured origins, and only them, receive the cookie (credentialed CORS)", async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/lms/login',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const site = await preflight('http://localhost:3000');
    expect(site.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(site.headers['access-control-allow-credentials']).toBe('true');
    const evil = await preflight('http://evil.example');
    expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    expect(evil.headers['access-control-allow-credentials']).toBeUndefined();
    const login = await t.app.inject({
      method: 'POST',
      url: '/lms/register',
      headers: { origin: 'http://localhost:3000' },
      payload: { ...credentials, email: 'ravi@example.com' },
    });
    expect(login.headers['access-control-allow-credentials']).toBe('true');
  });

  it('refuses a state-changing call that carries only the cookie', async () => {
    const token = (await signIn()).json<{ access_token: string }>().access_token;
    const cookie = `${SESSION_COOKIE}=${token}`;
    const logout = await t.app.inject({ method: 'POST', url: '/lms/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(401);
    expect(logout.json()).toHaveProperty('detail');
    // The token still works with its header: the cookie-only post changed nothing.
    const me = await t.app.inject({ method: 'GET', url: '/lms/auth', headers: { authorization: `Bearer ${token}` } });
    expect(me.statusCode).toBe(200);
  });
});
