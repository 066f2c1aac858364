// Forgot and reset password (decision 113): the request is /request-otp's twin, the reset
// takes only a 'reset' code and revokes every other session.
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@sap-academy/contracts/account';
import { MESSAGES, OTP_MAX_ATTEMPTS, OTP_THROTTLE_MAX, OTP_TTL_SECONDS } from '../../src/config/constants';
import { otps, users } from '../../src/db/schema';
import { useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';
import { STUDENT_PASSWORD, signUp } from '../helpers/fixtures';
import { lastCode, queuedMails } from '../helpers/mail';
import { accountApi } from '@sap-academy/contracts/paths';

const NEW_PASSWORD = 'a brand new passphrase';

describe.each(DRIVERS)('forgot and reset password on %s', (driver) => {
  const t = useTestApp(driver);
  const forgot = (email: string) => t.app.inject({ method: 'POST', url: accountApi.forgotPassword(), payload: { email } });
  const reset = (payload: object) => t.app.inject({ method: 'POST', url: accountApi.resetPassword(), payload });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/lms/auth', headers: { authorization: `Bearer ${token}` } });
  const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/lms/login', payload: { username, password } });
  const resetCode = (email: string) => lastCode(t.db, email, 'reset-code');
  const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

  it('answers a known and an unknown address alike, and queues a reset code or a no-account notice', async () => {
    const student = await signUp(t.app, 'Meera Iyer');
    const known = await forgot(student.email.toUpperCase());
    const unknown = await forgot('nobody@example.com');
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual({ detail: ACCOUNT_MESSAGES.resetCodeSent });
    expect([unknown.statusCode, unknown.body, unknown.headers['content-type']]).toEqual([known.statusCode, known.body, known.headers['content-type']]);
    const [toStudent] = await queuedMails(t.db, 'reset-code');
    expect(toStudent!.payload).toEqual({
      to: student.email,
      template: 'reset-code',
      data: { name: 'Meera Iyer', code: expect.stringMatching(/^\d{6}$/), minutes: OTP_TTL_SECONDS / 60 },
    });
    const toNobody = await queuedMails(t.db, 'otp-no-account');
    expect(toNobody.map((mail) => mail.payload)).toEqual([{ to: 'nobody@example.com', template: 'otp-no-account', data: { purpose: 'reset' } }]);
    // Nothing was sent inline.
    expect(t.mailer.calls).toBe(0);
    // Both rows are 'reset' codes, hashed.
    const rows = await t.db.select().from(otps);
    expect(rows.map((row) => row.purpose)).toEqual(['reset', 'reset']);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.codeHash))).toBe(true);
  });

  it('resets the password, signs in, verifies the address, revokes every other session and mails a notice', async () => {
    const student = await signUp(t.app, 'Meera Iyer');
    const otherDevice = (await login(student.email, STUDENT_PASSWORD)).json().access_token as string;
    expect((await me(student.token)).statusCode).toBe(200); // cached as trusted now
    await forgot(student.email);
    const res = await reset({ email: student.email.toUpperCase(), otp: await resetCode(student.email), password: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().access_token as string;
    const freshMe = await me(fresh);
    expect(freshMe.statusCode).toBe(200);
    expect(freshMe.json().user.email_verified).toBe(true);
    // The old sessions are over at once, even the one this process had cached.
    for (const old of [student.token, otherDevice]) {
      const revoked = await me(old);
      expect(revoked.statusCode).toBe(401);
      expect(revoked.json()).toEqual({ detail: MESSAGES.badToken });
    }
    expect((await login(student.email, STUDENT_PASSWORD)).statusCode).toBe(401);
    expect((await login(student.email, NEW_PASSWORD)).statusCode).toBe(200);
    const notices = await queuedMails(t.db, 'password-changed');
    expect(notices.map((mail) => mail.payload)).toEqual([
      { to: student.email, template: 'password-changed', data: { name: 'Meera Iyer', changedAt: expect.any(String) } },
    ]);
    expect(Number.isNaN(Date.parse(notices[0]!.payload.data.changedAt))).toBe(false);
  });

  it('uses a code once', async () => {
    const student = await signUp(t.app);
    await forgot(student.email);
    const code = await resetCode(student.email);
    expect((await reset({ email: student.email, otp: code, password: NEW_PASSWORD })).statusCode).toBe(200);
    const again = await reset({ email: student.email, otp: code, password: 'yet another passphrase' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: MESSAGES.otpInvalid });
  });

  it('lets only one of two racing resets with one code win', async () => {
    const student = await signUp(t.app);
    await forgot(student.email);
    const otp = await resetCode(student.email);
    const codes = (await Promise.all([1, 2, 3].map((n) => reset({ email: student.email, otp, password: `racing passphrase ${n}` })))).map((r) => r.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    expect(codes.filter((code) => code === 400)).toHaveLength(2);
  });

  it('refuses a wrong code, an expired one, an unknown address and an address without a code, with the same 400', async () => {
    const student = await signUp(t.app);
    await forgot(student.email);
    await forgot('nobody@example.com');
    const code = await resetCode(student.email);
    const refused = [
      await reset({ email: student.email, otp: wrongOf(code), password: NEW_PASSWORD }),
      await reset({ email: 'nobody@example.com', otp: code, password: NEW_PASSWORD }),
      await reset({ email: 'never-asked@example.com', otp: code, password: NEW_PASSWORD }),
    ];
    await t.db
      .update(otps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otps.email, student.email));
    refused.push(await reset({ email: student.email, otp: code, password: NEW_PASSWORD }));
    for (const res of refused) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: MESSAGES.otpInvalid });
    }
    expect((await login(student.email, STUDENT_PASSWORD)).statusCode).toBe(200);
  });

  it(`locks the code after ${OTP_MAX_ATTEMPTS} wrong attempts, even for the right code`, async () => {
    const student = await signUp(t.app);
    await forgot(student.email);
    const code = await resetCode(student.email);
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) expect((await reset({ email: student.email, otp: wrongOf(code), password: NEW_PASSWORD })).statusCode).toBe(400);
    const locked = await reset({ email: student.email, otp: code, password: NEW_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ detail: MESSAGES.otpTooManyAttempts });
  });

  it('keeps reset and login codes apart: neither route takes the other one', async () => {
    const student = await signUp(t.app);
    await forgot(student.email);
    const reset_ = await resetCode(student.email);
    const viaLogin = await t.app.inject({ method: 'POST', url: '/verify-otp', payload: { email: student.email, otp: reset_ } });
    expect(viaLogin.statusCode).toBe(400);
    expect(viaLogin.json()).toEqual({ detail: MESSAGES.otpInvalid });
    await t.app.inject({ method: 'POST', url: '/request-otp', payload: { email: student.email } });
    const login_ = await lastCode(t.db, student.email, 'otp-code');
    const viaReset = await reset({ email: student.email, otp: login_, password: NEW_PASSWORD });
    expect(viaReset.statusCode).toBe(400);
    // Asking for a login code did not void the reset code.
    expect((await reset({ email: student.email, otp: reset_, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('does not reset an account whose address changed after the code was sent', async () => {
    const student = await signUp(t.app);
    await forgot(student.email);
    const code = await resetCode(student.email);
    await t.db.update(users).set({ email: 'moved@example.com' }).where(eq(users.id, student.userId));
    expect((await reset({ email: student.email, otp: code, password: NEW_PASSWORD })).statusCode).toBe(400);
  });

  it(`shares the per-address throttle with /request-otp: ${OTP_THROTTLE_MAX} codes in 15 minutes, then 429 with retry-after`, async () => {
    const student = await signUp(t.app);
    for (const email of [student.email, 'nobody@example.com']) {
      expect((await t.app.inject({ method: 'POST', url: '/request-otp', payload: { email } })).statusCode).toBe(202);
      for (let i = 1; i < OTP_THROTTLE_MAX; i++) expect((await forgot(email)).statusCode).toBe(202);
      for (const refused of [await forgot(email), await t.app.inject({ method: 'POST', url: '/request-otp', payload: { email } })]) {
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ detail: MESSAGES.otpThrottled });
        expect(refused.headers['retry-after']).toBe('900');
      }
    }
  });

  it('refuses a common password with a 422 at the field, and the code still works after', async () => {
    const student = await signUp(t.app);
    await forgot(student.email);
    const code = await resetCode(student.email);
    for (const password of ['password123', 'Password123', 'QWERTYUIOP']) {
      const res = await reset({ email: student.email, otp: code, password });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail: ACCOUNT_MESSAGES.weakPassword, fields: { 'body.password': ACCOUNT_MESSAGES.weakPassword } });
    }
    expect((await reset({ email: student.email, otp: code, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it.each([
    [accountApi.forgotPassword(), { email: 'nope' }, 'body.email'],
    [accountApi.forgotPassword(), {}, 'body.email'],
    [accountApi.resetPassword(), { email: 'a@b.co', otp: '12345', password: NEW_PASSWORD }, 'body.otp'],
    [accountApi.resetPassword(), { email: 'a@b.co', otp: '123456', password: 'short' }, 'body.password'],
    [accountApi.resetPassword(), { email: 'a@b.co', otp: '123456' }, 'body.password'],
  ])('answers 422 on %s for %p', async (url, payload, field) => {
    const res = await t.app.inject({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toHaveProperty([field]);
  });
});
