// Session epochs (decision 102's amendment): a bump revokes every token of the user, at
// once in the process that made it even with a long revocation cache; elsewhere within that cache.
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { JWT_AUDIENCE, JWT_ISSUER } from '../../src/config/constants';
import { users } from '../../src/db/schema';
import { useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';
import { STUDENT_PASSWORD, signUp } from '../helpers/fixtures';
import { accountApi } from '@sap-academy/contracts/paths';

describe.each(DRIVERS)('session epochs on %s', (driver) => {
  const t = useTestApp(driver, { AUTH_REVOCATION_CACHE_MS: '60000' });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/lms/auth', headers: { authorization: `Bearer ${token}` } });
  const login = async (email: string) =>
    (await t.app.inject({ method: 'POST', url: '/lms/login', payload: { username: email, password: STUDENT_PASSWORD } })).json().access_token as string;

  it('signs every cached token of the user out at once in this process, and no one else', async () => {
    const [student, bystander] = [await signUp(t.app), await signUp(t.app)];
    const tablet = await login(student.email);
    for (const token of [student.token, tablet, bystander.token]) expect((await me(token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: accountApi.logoutAll(), headers: student.auth })).statusCode).toBe(200);
    expect((await me(student.token)).statusCode).toBe(401);
    expect((await me(tablet)).statusCode).toBe(401);
    expect((await me(bystander.token)).statusCode).toBe(200);
  });

  it('a bump made by another replica reaches a token this process never cached at once, a cached one when its cache entry ends', async () => {
    const student = await signUp(t.app);
    const uncached = await login(student.email);
    expect((await me(student.token)).statusCode).toBe(200); // now trusted here for 60 s
    // Another API process signs the user out everywhere: only the database changes.
    await t.db
      .update(users)
      .set({ sessionEpoch: sql`${users.sessionEpoch} + 1` })
      .where(eq(users.id, student.userId));
    expect((await me(uncached)).statusCode).toBe(401);
    // Decision 102: the bound is AUTH_REVOCATION_CACHE_MS, as for a logout made elsewhere.
    expect((await me(student.token)).statusCode).toBe(200);
  });

  it('refuses a correctly signed token whose epoch is not the user’s, or is not an integer', async () => {
    const student = await signUp(t.app);
    const key = new TextEncoder().encode(t.config.JWT_SECRET);
    const token = (ep: unknown) =>
      new SignJWT({ sid: student.studentId, ep })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(student.userId))
        .setJti(`jti-${String(ep)}`)
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setExpirationTime('1h')
        .sign(key);
    expect((await me(await token(0))).statusCode).toBe(200);
    for (const ep of [1, -1, 0.5, '0']) expect((await me(await token(ep))).statusCode).toBe(401);
  });
});
