// 5 and 6 (decision 118): a stolen session cannot keep the account, a
// squatter loses a pre-registered account to the mailbox's owner, guessable passwords are refused,
// and the per-address code throttle holds under parallel requests.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { ACCOUNT_MESSAGES } from '@sap-academy/contracts/account';
import { MESSAGES, OTP_THROTTLE_MAX } from '../../src/config/constants';
import { emailChangeUndos, otps, users } from '../../src/db/schema';
import { useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';
import { STUDENT_PASSWORD, signUp, type StudentSession } from '../helpers/fixtures';
import { lastCode, queuedMails } from '../helpers/mail';
import { accountApi } from '@sap-academy/contracts/paths';

describe.each(DRIVERS)('account takeover defences on %s', (driver) => {
  const t = useTestApp(driver);
  const post = (url: string, payload: object, auth?: { authorization: string }) => t.app.inject({ method: 'POST', url, payload, headers: auth ?? {} });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/lms/auth', headers: { authorization: `Bearer ${token}` } });
  const login = (username: string, password: string) => post('/lms/login', { username, password });
  const tokenOf = async (username: string, password: string) => (await login(username, password)).json().access_token as string;

  describe('finding 2: changing the e-mail', () => {
    /** The thief's whole path with the victim's session: change, confirm with the code sent to the thief. */
    async function steal(victim: StudentSession, to: string, password = STUDENT_PASSWORD) {
      const asked = await post(accountApi.changeEmail(), { email: to, current_password: password }, victim.auth);
      if (asked.statusCode !== 202) return asked;
      return post(accountApi.confirmEmail(), { otp: await lastCode(t.db, to, 'email-change-code') }, victim.auth);
    }
    const undoToken = async () => (await queuedMails(t.db, 'email-changed')).at(-1)!.payload.data.code;

    it('needs the current password: a session alone changes nothing', async () => {
      const victim = await signUp(t.app);
      const wrong = await post(accountApi.changeEmail(), { email: 'thief@example.com', current_password: 'a guess at it' }, victim.auth);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ detail: ACCOUNT_MESSAGES.wrongCurrentPassword });
      const missing = await post(accountApi.changeEmail(), { email: 'thief@example.com' }, victim.auth);
      expect(missing.statusCode).toBe(422);
      expect(missing.json().fields).toHaveProperty(['body.current_password']);
      expect(await queuedMails(t.db, 'email-change-code')).toHaveLength(0);
      expect((await t.db.select().from(users).where(eq(users.id, victim.userId)))[0]!.pendingEmail).toBeNull();
    });

    it('ends every other session on confirmation, and the undo link gives the address back, ends every session and drops the password', async () => {
      const victim = await signUp(t.app, 'Meera Iyer');
      const laptop = await tokenOf(victim.email, STUDENT_PASSWORD);
      const done = await steal(victim, 'thief@example.com');
      expect(done.statusCode).toBe(200);
      const thief = done.json().access_token as string;
      expect((await me(laptop)).statusCode).toBe(401);
      expect((await me(thief)).statusCode).toBe(200);

      const undone = await post(accountApi.undoEmailChange(), { token: await undoToken() });
      expect(undone.statusCode).toBe(200);
      expect(undone.json()).toEqual({ detail: ACCOUNT_MESSAGES.emailChangeUndone });
      expect((await me(thief)).statusCode).toBe(401);
      const [row] = await t.db.select().from(users).where(eq(users.id, victim.userId));
      expect(row).toMatchObject({ email: victim.email, emailVerified: true, passwordHash: null, pendingEmail: null });
      // Neither the thief's address nor the old password signs in; the owner resets by a code to the old address.
      expect((await login('thief@example.com', STUDENT_PASSWORD)).statusCode).toBe(401);
      expect((await login(victim.email, STUDENT_PASSWORD)).statusCode).toBe(401);
      expect((await post(accountApi.forgotPassword(), { email: victim.email })).statusCode).toBe(202);
      const code = await lastCode(t.db, victim.email, 'reset-code');
      expect((await post(accountApi.resetPassword(), { email: victim.email, otp: code, password: 'my own new passphrase' })).statusCode).toBe(200);
      // Single use.
      const again = await post(accountApi.undoEmailChange(), { token: await undoToken() });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ detail: ACCOUNT_MESSAGES.undoLinkInvalid });
    });

    it('keeps the first undo link working after further changes, and voids the later links (mailed to the thief)', async () => {
      const victim = await signUp(t.app);
      await steal(victim, 'thief@example.com');
      const victimsLink = await undoToken();
      const thiefSession = { authorization: `Bearer ${await tokenOf('thief@example.com', STUDENT_PASSWORD)}` };
      await steal({ ...victim, auth: thiefSession }, 'thief2@example.com');
      const thiefsLink = await undoToken();
      expect((await post(accountApi.undoEmailChange(), { token: victimsLink })).statusCode).toBe(200);
      expect((await t.db.select().from(users).where(eq(users.id, victim.userId)))[0]!.email).toBe(victim.email);
      expect((await post(accountApi.undoEmailChange(), { token: thiefsLink })).statusCode).toBe(400);
      expect((await t.db.select().from(users).where(eq(users.id, victim.userId)))[0]!.email).toBe(victim.email);
    });

    it('keeps the old address for its owner while the link is open: registering it makes no account', async () => {
      const victim = await signUp(t.app);
      await steal(victim, 'thief@example.com');
      const squat = await post('/lms/register', { name: 'Thief', email: victim.email, password: 'a squatter passphrase' });
      expect(squat.statusCode).toBe(201);
      expect(await t.db.select().from(users).where(eq(users.email, victim.email))).toHaveLength(0);
      expect((await post(accountApi.undoEmailChange(), { token: await undoToken() })).statusCode).toBe(200);
    });

    it('refuses an expired, unknown or malformed link', async () => {
      const victim = await signUp(t.app);
      await steal(victim, 'thief@example.com');
      const token = await undoToken();
      await t.db.update(emailChangeUndos).set({ expiresAt: new Date(Date.now() - 1000) });
      expect((await post(accountApi.undoEmailChange(), { token })).json()).toEqual({ detail: ACCOUNT_MESSAGES.undoLinkInvalid });
      expect((await post(accountApi.undoEmailChange(), { token: 'B'.repeat(43) })).statusCode).toBe(400);
      const bad = await post(accountApi.undoEmailChange(), { token: 'short' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().fields).toEqual({ 'body.token': ACCOUNT_MESSAGES.undoLinkInvalid });
      expect((await t.db.select().from(users).where(eq(users.id, victim.userId)))[0]!.email).toBe('thief@example.com');
    });
  });

  describe('finding 3: account pre-hijacking', () => {
    const signInByCode = async (email: string, auth?: { authorization: string }) => {
      expect((await post('/request-otp', { email })).statusCode).toBe(202);
      const res = await post('/verify-otp', { email, otp: await lastCode(t.db, email) }, auth);
      expect(res.statusCode).toBe(200);
      return res.json().access_token as string;
    };

    it("hands a squatter's unverified account to the mailbox's owner: the squatter's password and sessions end", async () => {
      const squatter = await signUp(t.app);
      const owner = await signInByCode(squatter.email);
      expect((await me(squatter.token)).statusCode).toBe(401);
      expect((await login(squatter.email, STUDENT_PASSWORD)).statusCode).toBe(401);
      expect((await me(owner)).statusCode).toBe(200);
      expect((await t.db.select().from(users).where(eq(users.id, squatter.userId)))[0]).toMatchObject({ emailVerified: true, passwordHash: null });
    });

    it('keeps the password and sessions of a verified account, and of one verified from its own session (the banner)', async () => {
      const verified = await signUp(t.app);
      await signInByCode(verified.email, verified.auth); // the banner: this account's own session
      expect((await me(verified.token)).statusCode).toBe(200);
      await signInByCode(verified.email); // later sign-ins by code: the address was proved already
      expect((await me(verified.token)).statusCode).toBe(200);
      expect((await login(verified.email, STUDENT_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('finding 5: password strength', () => {
    const register = (password: string, email = 'meera.iyer@example.com') => post('/lms/register', { name: 'Meera Iyer', email, password });
    const refused = { detail: ACCOUNT_MESSAGES.weakPassword, fields: { 'body.password': ACCOUNT_MESSAGES.weakPassword } };

    it.each([
      ['Password1!'],
      ['Welcome@123'],
      ['India@123'],
      ['SapAcademy2026'],
      ['meera.iyer@example.com'],
      ['Meera Iyer 1'],
      ['ｐａｓｓｗｏｒｄ１２３'], // full-width "password123": the same password after NFKC
      ['pass\u200Bword\u200B123'], // zero-width spaces hide nothing
    ])('refuses %p on sign-up with a 422 the user understands', async (password) => {
      const res = await register(password);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(refused);
    });

    it('refuses a guessable new password on change and on reset too', async () => {
      const student = await signUp(t.app);
      const change = await post(accountApi.changePassword(), { current_password: STUDENT_PASSWORD, new_password: 'Welcome@123' }, student.auth);
      expect(change.json()).toEqual({ detail: ACCOUNT_MESSAGES.weakPassword, fields: { 'body.new_password': ACCOUNT_MESSAGES.weakPassword } });
      await post(accountApi.forgotPassword(), { email: student.email });
      const code = await lastCode(t.db, student.email, 'reset-code');
      expect((await post(accountApi.resetPassword(), { email: student.email, otp: code, password: 'India@123' })).json()).toEqual(refused);
    });

    it('never trims: the spaces typed are part of the password; full-width and plain forms sign in alike', async () => {
      expect((await register('  saffron kite river  ')).statusCode).toBe(201);
      expect((await login('meera.iyer@example.com', '  saffron kite river  ')).statusCode).toBe(200);
      expect((await login('meera.iyer@example.com', 'saffron kite river')).statusCode).toBe(401);
      expect((await register('ｔａｎｇｅｒｉｎｅ ｏｒｃｈａｒｄ ９', 'wide@example.com')).statusCode).toBe(201);
      expect((await login('wide@example.com', 'tangerine orchard 9')).statusCode).toBe(200);
    });

    it('still signs in a password hashed before decision 118, from its trimmed text', async () => {
      const student = await signUp(t.app);
      const { hash } = await import('@node-rs/argon2');
      await t.db
        .update(users)
        .set({ passwordHash: await hash('legacy passphrase here') })
        .where(eq(users.id, student.userId));
      expect((await login(student.email, ' legacy passphrase here ')).statusCode).toBe(200);
    });
  });

  describe('finding 6: the per-address code throttle', () => {
    const codesFor = async (email: string) => (await t.db.select().from(otps).where(eq(otps.email, email))).length;

    it(`gives at most ${OTP_THROTTLE_MAX} codes to 12 parallel requests for one address`, async () => {
      const student = await signUp(t.app);
      const replies = await Promise.all(
        Array.from({ length: 12 }, (_, i) => post(i % 2 ? '/request-otp' : accountApi.forgotPassword(), { email: student.email })),
      );
      const statuses = replies.map((r) => r.statusCode);
      console.log(`${driver}: 12 parallel code requests → ${statuses.filter((s) => s === 202).length} × 202, ${await codesFor(student.email)} codes stored`);
      expect(statuses.filter((s) => s === 202)).toHaveLength(OTP_THROTTLE_MAX);
      expect(statuses.filter((s) => s === 429)).toHaveLength(12 - OTP_THROTTLE_MAX);
      expect(await codesFor(student.email)).toBe(OTP_THROTTLE_MAX);
      expect(replies.find((r) => r.statusCode === 429)!.json()).toEqual({ detail: MESSAGES.otpThrottled });
    });

    it('never stores more than the limit, whatever the bursts (property)', async () => {
      let round = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 4 }), async (bursts) => {
          const email = `burst-${round++}@example.com`;
          let accepted = 0;
          for (const size of bursts) {
            const replies = await Promise.all(Array.from({ length: size }, () => post('/request-otp', { email })));
            accepted += replies.filter((r) => r.statusCode === 202).length;
          }
          const total = bursts.reduce((a, b) => a + b, 0);
          expect(accepted).toBe(Math.min(total, OTP_THROTTLE_MAX));
          expect(await codesFor(email)).toBe(Math.min(total, OTP_THROTTLE_MAX));
        }),
        { numRuns: 15 },
      );
    });
  });
});
