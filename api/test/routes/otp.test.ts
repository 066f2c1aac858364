import { eq } from 'drizzle-orm';
import { MESSAGES, OTP_MAX_ATTEMPTS, OTP_THROTTLE_MAX, OTP_TTL_SECONDS } from '../../src/config/constants';
import { otps, outbox, users } from '../../src/db/schema';
import { useTestApp } from '../helpers/app';
import { EVERY_DRIVER } from '../helpers/database';
import { signUp } from '../helpers/fixtures';
import { lastCode as queuedCode, queuedMails } from '../helpers/mail';

describe.each(EVERY_DRIVER)('OTP login on %s', (driver) => {
  const t = useTestApp(driver);
  // The code goes out through the outbox: the reply comes first, the worker sends it.
  // Tests read the code from the queued mail (the worker scrubs it once sent).
  const requestOtp = (email: string) => t.app.inject({ method: 'POST', url: '/request-otp', payload: { email } });
  const verifyOtp = (email: string, otp: string) => t.app.inject({ method: 'POST', url: '/verify-otp', payload: { email, otp } });
  const lastCode = (email: string) => queuedCode(t.db, email.toLowerCase());

  it('mails a 6-digit code that logs in and marks the e-mail verified', async () => {
    const student = await signUp(t.app);
    const res = await requestOtp(student.email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ detail: MESSAGES.otpSent });
    const [mail] = await queuedMails(t.db, 'otp-code');
    expect(mail!.payload).toEqual({ to: student.email, template: 'otp-code', data: { code: expect.stringMatching(/^\d{6}$/), minutes: OTP_TTL_SECONDS / 60 } });
    await t.app.outbox.drain();
    expect(t.mailer.sent.map((sent) => sent.to)).toContain(student.email);
    const verified = await verifyOtp(student.email, mail!.payload.data.code);
    expect(verified.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/lms/auth', headers: { authorization: `Bearer ${verified.json().access_token}` } });
    expect(me.json().user.email_verified).toBe(true);
    // A code works once.
    expect((await verifyOtp(student.email, mail!.payload.data.code)).statusCode).toBe(400);
  });

  it('answers an unknown address exactly as a known one, and tells its owner there is no account', async () => {
    const student = await signUp(t.app);
    const known = await t.app.inject({ method: 'POST', url: '/request-otp', payload: { email: student.email } });
    const unknown = await t.app.inject({ method: 'POST', url: '/request-otp', payload: { email: 'nobody@example.com' } });
    expect([unknown.statusCode, unknown.body, unknown.headers['content-type']]).toEqual([known.statusCode, known.body, known.headers['content-type']]);
    expect(unknown.json()).toEqual({ detail: MESSAGES.otpSent });
    // Nothing was sent inline: both e-mails wait in the outbox.
    expect(t.mailer.sent).toHaveLength(0);
    const toNobody = await queuedMails(t.db, 'otp-no-account', 'nobody@example.com');
    expect(toNobody.map((mail) => mail.payload.data)).toEqual([{ purpose: 'login' }]);
    expect(JSON.stringify(toNobody[0]!.payload)).not.toMatch(/\d{6}/);
    await t.app.outbox.drain();
    expect(t.mailer.sent.map((mail) => mail.to)).toContain('nobody@example.com');
    expect((await verifyOtp('nobody@example.com', '123456')).statusCode).toBe(400);
  });

  it(`locks the code after ${OTP_MAX_ATTEMPTS} wrong attempts, even for the right code`, async () => {
    const student = await signUp(t.app);
    await requestOtp(student.email);
    const code = await lastCode(student.email);
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
    const first = await lastCode(student.email);
    await t.db
      .update(otps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otps.email, student.email));
    expect((await verifyOtp(student.email, first)).statusCode).toBe(400);
    await requestOtp(student.email);
    const second = await lastCode(student.email);
    await requestOtp(student.email);
    const third = await lastCode(student.email);
    if (second !== third) expect((await verifyOtp(student.email, second)).statusCode).toBe(400);
    expect((await verifyOtp(student.email, third)).statusCode).toBe(200);
  });

  it('answers 202 for known and unknown addresses while SMTP is down, and the code arrives once it is back', async () => {
    const student = await signUp(t.app);
    await t.app.outbox.drain(); // the welcome e-mail
    t.mailer.reset();
    t.mailer.down = true;
    const known = await requestOtp(student.email);
    const unknown = await requestOtp('nobody@example.com');
    await t.app.outbox.drain();
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
    expect(unknown.body).toBe(known.body);
    expect(t.mailer.sent).toHaveLength(0);
    const code = await lastCode(student.email);
    // The worker retries after its backoff; no request was lost.
    t.mailer.down = false;
    await t.db.update(outbox).set({ nextAttemptAt: new Date(0) });
    await t.app.outbox.drain();
    expect(t.mailer.sent.map((mail) => mail.to).sort()).toEqual(['nobody@example.com', student.email].sort());
    expect((await verifyOtp(student.email, code)).statusCode).toBe(200);
  });

  it(`gives an address at most ${OTP_THROTTLE_MAX} codes in 15 minutes, known or not, with the same 429`, async () => {
    const student = await signUp(t.app);
    for (const email of [student.email, 'nobody@example.com']) {
      for (let i = 0; i < OTP_THROTTLE_MAX; i++) expect((await requestOtp(email)).statusCode).toBe(202);
      const refused = await requestOtp(email.toUpperCase());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: MESSAGES.otpThrottled });
      expect(refused.headers['retry-after']).toBe('900');
    }
    // Another address is not affected, and the window moves on.
    expect((await requestOtp('someone.else@example.com')).statusCode).toBe(202);
    await t.db.update(otps).set({ createdAt: new Date(Date.now() - 16 * 60 * 1000) });
    expect((await requestOtp(student.email)).statusCode).toBe(202);
  });

  it('keeps no readable code once the e-mail is sent', async () => {
    const student = await signUp(t.app);
    await requestOtp(student.email);
    const code = await lastCode(student.email);
    await t.app.outbox.drain();
    const [mail] = await queuedMails(t.db, 'otp-code');
    expect(mail!.status).toBe('sent');
    expect(mail!.payload.to).toBe(student.email);
    // The worker scrubs the templated mail's code once it is sent.
    expect(JSON.stringify(mail!.payload)).not.toContain(code);
  });

  it('stores only a hash of the code', async () => {
    const student = await signUp(t.app);
    await requestOtp(student.email);
    const [row] = await t.db.select().from(otps);
    expect(row!.codeHash).not.toContain(await lastCode(student.email));
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
    const code = await lastCode(student.email);
    await t.db.delete(users).where(eq(users.email, student.email));
    expect((await verifyOtp(student.email, code)).statusCode).toBe(400);
  });
});
