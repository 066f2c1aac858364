import { eq } from 'drizzle-orm';
import { MESSAGES, OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS } from '../../src/config/constants';
import { otps, users } from '../../src/db/schema';
import { useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';
import { signUp } from '../helpers/fixtures';

describe.each(DRIVERS)('OTP login on %s', (driver) => {
  const t = useTestApp(driver);
  const requestOtp = (email: string) => t.app.inject({ method: 'POST', url: '/request-otp', payload: { email } });
  const verifyOtp = (email: string, otp: string) => t.app.inject({ method: 'POST', url: '/verify-otp', payload: { email, otp } });
  const lastCode = () => /(\d{6})/.exec(t.mailer.sent.at(-1)!.text)![1]!;

  it('mails a 6-digit code that logs in and marks the e-mail verified', async () => {
    const student = await signUp(t.app);
    const res = await requestOtp(student.email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ detail: MESSAGES.otpSent });
    expect(t.mailer.sent).toHaveLength(1);
    expect(t.mailer.sent[0]!.to).toBe(student.email);
    const verified = await verifyOtp(student.email, lastCode());
    expect(verified.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/lms/auth', headers: { authorization: `Bearer ${verified.json().access_token}` } });
    expect(me.json().user.email_verified).toBe(true);
    // A code works once.
    expect((await verifyOtp(student.email, lastCode())).statusCode).toBe(400);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await requestOtp('nobody@example.com');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ detail: MESSAGES.otpSent });
    expect(t.mailer.sent).toHaveLength(0);
    expect((await verifyOtp('nobody@example.com', '123456')).statusCode).toBe(400);
  });

  it(`locks the code after ${OTP_MAX_ATTEMPTS} wrong attempts, even for the right code`, async () => {
    const student = await signUp(t.app);
    await requestOtp(student.email);
    const code = lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      const res = await verifyOtp(student.email, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: MESSAGES.otpInvalid });
    }
    const locked = await verifyOtp(student.email, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ detail: MESSAGES.otpTooManyAttempts });
  });

  it(`expires after ${OTP_TTL_SECONDS / 60} minutes, and a new code replaces the old one`, async () => {
    const student = await signUp(t.app);
    await requestOtp(student.email);
    const first = lastCode();
    await t.db
      .update(otps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otps.email, student.email));
    expect((await verifyOtp(student.email, first)).statusCode).toBe(400);
    await requestOtp(student.email);
    const second = lastCode();
    await requestOtp(student.email);
    const third = lastCode();
    if (second !== third) expect((await verifyOtp(student.email, second)).statusCode).toBe(400);
    expect((await verifyOtp(student.email, third)).statusCode).toBe(200);
  });

  it('answers 503 with a detail when the e-mail cannot be sent', async () => {
    const student = await signUp(t.app);
    t.mailer.failuresLeft = 1;
    const res = await requestOtp(student.email);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ detail: MESSAGES.otpMailFailed });
  });

  it('stores only a hash of the code', async () => {
    const student = await signUp(t.app);
    await requestOtp(student.email);
    const [row] = await t.db.select().from(otps);
    expect(row!.codeHash).not.toContain(lastCode());
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['/request-otp', { email: 'nope' }],
    ['/verify-otp', { email: 'a@b.co', otp: '12345' }],
    ['/verify-otp', { email: 'a@b.co', otp: 'abcdef' }],
    ['/verify-otp', { email: 'a@b.co' }],
  ])('answers 422 on %s for %p', async (url, payload) => {
    const res = await t.app.inject({ method: 'POST', url, payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toEqual(expect.any(String));
  });

  it('does not verify an account that was deleted after the code was sent', async () => {
    const student = await signUp(t.app);
    await requestOtp(student.email);
    const code = lastCode();
    await t.db.delete(users).where(eq(users.email, student.email));
    expect((await verifyOtp(student.email, code)).statusCode).toBe(400);
  });
});
