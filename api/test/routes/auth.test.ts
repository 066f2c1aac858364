import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { ACCOUNT_MESSAGES } from '@sap-academy/contracts/account';
import { JWT_AUDIENCE, JWT_ISSUER, MESSAGES } from '../../src/config/constants';
import { users } from '../../src/db/schema';
import { DRIVERS } from '../helpers/database';
import { useTestApp } from '../helpers/app';
import { signUp } from '../helpers/fixtures';
import { queuedMails } from '../helpers/mail';

describe.each(DRIVERS)('auth routes on %s', (driver) => {
  const t = useTestApp(driver);
  const register = (payload: unknown) => t.app.inject({ method: 'POST', url: '/lms/register', payload: payload as object });
  const login = (payload: unknown) => t.app.inject({ method: 'POST', url: '/lms/login', payload: payload as object });

  describe('POST /lms/register', () => {
    it('creates a user and a student, storing the e-mail lower-case', async () => {
      const res = await register({ name: '  Asha  ', email: 'Asha@Example.COM', password: 'mango-orchard-42' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ detail: ACCOUNT_MESSAGES.registered });
      const [row] = await t.db.select().from(users);
      expect(row).toMatchObject({ name: 'Asha', email: 'asha@example.com', emailVerified: false });
      expect((await login({ username: 'asha@example.com', password: 'mango-orchard-42' })).statusCode).toBe(200);
    });

    it('queues the welcome e-mail with the account, and only a notice to the owner for a taken address', async () => {
      await register({ name: 'Asha Rao', email: 'Asha@Example.COM', password: 'mango-orchard-42' });
      await register({ name: 'Someone Else', email: 'asha@example.com', password: 'mango-orchard-42' });
      const mails = await queuedMails(t.db);
      expect(mails.map((mail) => [mail.kind, mail.payload])).toEqual([
        ['welcome', { to: 'asha@example.com', template: 'welcome', data: { name: 'Asha Rao' } }],
        ['address-in-use', { to: 'asha@example.com', template: 'address-in-use', data: { purpose: 'sign-up' } }],
      ]);
    });

    it.each(['password123', 'Password123', 'qwertyuiop', 'Sunshine'])(
      'refuses the guessable password %p with a 422 at the field, creating nothing',
      async (password) => {
        const res = await register({ name: 'Asha', email: 'asha@example.com', password });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ detail: ACCOUNT_MESSAGES.weakPassword, fields: { 'body.password': ACCOUNT_MESSAGES.weakPassword } });
        expect(await t.db.select().from(users)).toHaveLength(0);
        expect(await queuedMails(t.db)).toHaveLength(0);
      },
    );

    it('answers a taken e-mail, whatever its case, exactly like a new one, and keeps the owner’s account', async () => {
      const fresh = await register({ name: 'A', email: 'taken@example.com', password: 'mango-orchard-42' });
      const again = await register({ name: 'B', email: 'TAKEN@example.com', password: 'another orchard 43' });
      expect({ status: again.statusCode, body: again.json() }).toEqual({ status: fresh.statusCode, body: fresh.json() });
      expect(await t.db.select().from(users)).toHaveLength(1);
      expect((await login({ username: 'taken@example.com', password: 'another orchard 43' })).statusCode).toBe(401);
      expect((await login({ username: 'taken@example.com', password: 'mango-orchard-42' })).statusCode).toBe(200);
    });

    it('lets exactly one of racing sign-ups for one address make the account; every one answers 201', async () => {
      const payload = { name: 'Racer', email: 'race@example.com', password: 'mango-orchard-42' };
      const codes = (await Promise.all([register(payload), register(payload), register(payload)])).map((r) => r.statusCode);
      expect(codes).toEqual([201, 201, 201]);
      expect(await t.db.select().from(users)).toHaveLength(1);
      expect((await queuedMails(t.db, 'welcome')).length).toBe(1);
      expect((await queuedMails(t.db, 'address-in-use')).length).toBe(2);
    });

    it('answers 422 with the §5 messages per field', async () => {
      const res = await register({ name: '   ', email: 'nope', password: 'short' });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toEqual({
        'body.name': 'Name is required!',
        'body.email': 'Enter a valid email!',
        'body.password': 'Password should have at least 8 characters!',
      });
    });
  });

  describe('POST /lms/login', () => {
    it('returns an access token that GET /lms/auth accepts', async () => {
      await register({ name: 'Ravi', email: 'ravi@example.com', password: 'mango-orchard-42' });
      const res = await login({ username: ' RAVI@example.com ', password: 'mango-orchard-42' });
      expect(res.statusCode).toBe(200);
      const me = await t.app.inject({
        method: 'GET',
        url: '/lms/auth',
        headers: { authorization: `Bearer ${res.json().access_token}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ user: { name: 'Ravi', email: 'ravi@example.com' }, student: { id: expect.any(Number) } });
    });

    it.each([
      ['a wrong password', { username: 'ravi@example.com', password: 'password999' }],
      ['an unknown user', { username: 'ghost@example.com', password: 'mango-orchard-42' }],
    ])('answers 401 for %s, with the same detail', async (_label, payload) => {
      await register({ name: 'Ravi', email: 'ravi@example.com', password: 'mango-orchard-42' });
      const res = await login(payload);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: MESSAGES.badLogin });
    });

    it('answers 422 for a malformed body, 415 for XML and 400 for broken JSON', async () => {
      expect((await login({ username: 'x' })).statusCode).toBe(422);
      const text = await t.app.inject({
        method: 'POST',
        url: '/lms/login',
        headers: { 'content-type': 'application/xml' },
        payload: '<login/>',
      });
      expect(text.statusCode).toBe(415);
      expect(text.json().detail).toEqual(expect.any(String));
      const broken = await t.app.inject({
        method: 'POST',
        url: '/lms/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().detail).toEqual(expect.any(String));
    });
  });

  describe('GET /lms/auth and tokens', () => {
    const me = (authorization?: string) => t.app.inject({ method: 'GET', url: '/lms/auth', headers: authorization ? { authorization } : {} });

    it('answers 401 without a token, with a bad scheme, and with garbage', async () => {
      for (const header of [undefined, 'Basic abc', 'Bearer', 'Bearer not-a-jwt', 'Bearer a.b.c']) {
        const res = await me(header);
        expect(res.statusCode).toBe(401);
        expect(res.headers['www-authenticate']).toBe('Bearer');
        expect(res.json().detail).toEqual(expect.any(String));
      }
    });

    it('rejects expired tokens and tokens signed with another key', async () => {
      const session = await signUp(t.app);
      const key = new TextEncoder().encode(t.config.JWT_SECRET);
      const base = () =>
        new SignJWT({ sid: session.studentId })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(session.userId))
          .setJti('jti-1')
          .setIssuer(JWT_ISSUER)
          .setAudience(JWT_AUDIENCE);
      const expired = await base().setIssuedAt(1_000).setExpirationTime(2_000).sign(key);
      const forged = await base()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('x'.repeat(40)));
      const valid = await base().setExpirationTime('1h').sign(key);
      expect((await me(`Bearer ${expired}`)).statusCode).toBe(401);
      expect((await me(`Bearer ${forged}`)).statusCode).toBe(401);
      expect((await me(`Bearer ${valid}`)).statusCode).toBe(200);
    });

    it('rejects a token whose user no longer exists', async () => {
      const session = await signUp(t.app);
      await t.db.execute(sql`delete from users`);
      expect((await me(session.auth.authorization)).statusCode).toBe(401);
    });
  });

  describe('POST /lms/logout', () => {
    it('revokes the token (its jti) but not other sessions', async () => {
      const session = await signUp(t.app);
      const other = await t.app.inject({
        method: 'POST',
        url: '/lms/login',
        payload: { username: session.email, password: 'correct horse battery' },
      });
      const res = await t.app.inject({ method: 'POST', url: '/lms/logout', headers: session.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ detail: MESSAGES.loggedOut });
      expect((await t.app.inject({ method: 'GET', url: '/lms/auth', headers: session.auth })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/lms/logout', headers: session.auth })).statusCode).toBe(401);
      const otherAuth = { authorization: `Bearer ${other.json().access_token}` };
      expect((await t.app.inject({ method: 'GET', url: '/lms/auth', headers: otherAuth })).statusCode).toBe(200);
    });

    it('answers 401 without a token', async () => {
      expect((await t.app.inject({ method: 'POST', url: '/lms/logout' })).statusCode).toBe(401);
    });
  });
});
