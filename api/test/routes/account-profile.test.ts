// The student's own account (decision 113): name, e-mail change through a code sent to
// the new address, password change, sign out of all devices.
import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, profileResponseSchema } from '@sap-academy/contracts/account';
import { MESSAGES, OTP_MAX_ATTEMPTS, OTP_THROTTLE_MAX, OTP_TTL_SECONDS } from '../../src/config/constants';
import { otps, users } from '../../src/db/schema';
import { useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';
import { STUDENT_PASSWORD, signUp, type StudentSession } from '../helpers/fixtures';
import { lastCode, queuedMails } from '../helpers/mail';
import { accountApi } from '@sap-academy/contracts/paths';

describe.each(DRIVERS)('profile routes on %s', (driver) => {
  const t = useTestApp(driver);
  const call = (method: 'POST' | 'PATCH', url: string, who: StudentSession | { auth: { authorization: string } } | null, payload?: object) =>
    t.app.inject({ method, url, headers: who ? who.auth : {}, ...(payload ? { payload } : {}) });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/lms/auth', headers: { authorization: `Bearer ${token}` } });
  const login = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/lms/login', payload: { username, password } });
  const bearer = (token: string) => ({ auth: { authorization: `Bearer ${token}` } });
  const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');

  it('answers 401 on every profile route without a token', async () => {
    for (const [method, url] of [
      ['PATCH', accountApi.profile()],
      ['POST', accountApi.changeEmail()],
      ['POST', accountApi.confirmEmail()],
      ['POST', accountApi.changePassword()],
      ['POST', accountApi.logoutAll()],
    ] as const) {
      const res = await call(method, url, null, {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: MESSAGES.unauthenticated });
    }
  });

  describe('PATCH profile', () => {
    it('renames the user and answers the user as GET /lms/auth shows it', async () => {
      const student = await signUp(t.app);
      const res = await call('PATCH', accountApi.profile(), student, { name: '  Meera   Iyer ' });
      expect(res.statusCode).toBe(200);
      const body = profileResponseSchema.parse(res.json());
      expect(body.user).toEqual((await me(student.token)).json().user);
      expect(body.user.name).toBe((await t.db.select().from(users).where(eq(users.id, student.userId)))[0]!.name);
      expect(body.user).toMatchObject({ id: student.userId, email: student.email, email_verified: false, role: 'student' });
    });

    it('answers 422 with the §5 message for a blank name', async () => {
      const student = await signUp(t.app);
      const res = await call('PATCH', accountApi.profile(), student, { name: '   ' });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toEqual({ 'body.name': 'Name is required!' });
    });
  });

  describe('e-mail change', () => {
    const changeEmail = (who: StudentSession, email: string) => call('POST', accountApi.changeEmail(), who, { email, current_password: STUDENT_PASSWORD });
    const confirm = (who: StudentSession, otp: string) => call('POST', accountApi.confirmEmail(), who, { otp });
    const codeTo = (email: string) => lastCode(t.db, email, 'email-change-code');

    it('sends a code to the new address, and changes the address only once that code comes back', async () => {
      const student = await signUp(t.app, 'Meera Iyer');
      const res = await changeEmail(student, ' New.Address@Example.com ');
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ detail: ACCOUNT_MESSAGES.emailCodeSent });
      const [codeMail] = await queuedMails(t.db, 'email-change-code');
      expect(codeMail!.payload).toEqual({
        to: 'new.address@example.com',
        template: 'email-change-code',
        data: { name: 'Meera Iyer', code: expect.stringMatching(/^\d{6}$/), minutes: OTP_TTL_SECONDS / 60 },
      });
      // Nothing changed yet: the old address still logs in.
      expect((await me(student.token)).json().user.email).toBe(student.email);
      const [row] = await t.db.select().from(users).where(eq(users.id, student.userId));
      expect(row!.pendingEmail).toBe('new.address@example.com');

      const done = await confirm(student, codeMail!.payload.data.code);
      expect(done.statusCode).toBe(200);
      expect(profileResponseSchema.parse(done.json()).user).toMatchObject({ email: 'new.address@example.com', email_verified: true });
      expect((await t.db.select().from(users).where(eq(users.id, student.userId)))[0]!.pendingEmail).toBeNull();
      expect((await login('new.address@example.com', STUDENT_PASSWORD)).statusCode).toBe(200);
      expect((await login(student.email, STUDENT_PASSWORD)).statusCode).toBe(401);
      // The old address is told, with a 7-day undo link.
      const notices = await queuedMails(t.db, 'email-changed');
      expect(notices.map((mail) => mail.payload)).toEqual([
        {
          to: student.email,
          template: 'email-changed',
          data: { name: 'Meera Iyer', newEmail: 'new.address@example.com', code: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), days: 7 },
        },
      ]);
      // Every earlier session ends; this device goes on with the token of the answer.
      expect((await me(student.token)).statusCode).toBe(401);
      const fresh = bearer(done.json().access_token as string);
      const again = await call('POST', accountApi.confirmEmail(), fresh, { otp: codeMail!.payload.data.code });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ detail: ACCOUNT_MESSAGES.noPendingEmail });
    });

    it('answers 400 for the current address, whatever its case', async () => {
      const student = await signUp(t.app);
      const res = await changeEmail(student, student.email.toUpperCase());
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: ACCOUNT_MESSAGES.emailUnchanged });
      expect(await queuedMails(t.db, 'email-change-code')).toHaveLength(0);
    });

    it('answers an address another account has exactly like a free one, and tells its owner instead of sending a code', async () => {
      const [student, other] = [await signUp(t.app), await signUp(t.app)];
      const free = await changeEmail(student, 'free@example.com');
      const taken = await changeEmail(student, other.email.toUpperCase());
      expect({ status: taken.statusCode, body: taken.json() }).toEqual({ status: free.statusCode, body: free.json() });
      expect((await queuedMails(t.db, 'email-change-code')).map((mail) => mail.payload.to)).toEqual(['free@example.com']);
      expect((await queuedMails(t.db, 'address-in-use')).map((mail) => mail.payload)).toEqual([
        { to: other.email, template: 'address-in-use', data: { purpose: 'email-change' } },
      ]);
    });

    it('answers 409 at the confirmation when another account took the address meanwhile, and drops the pending change', async () => {
      const student = await signUp(t.app);
      await changeEmail(student, 'contested@example.com');
      const code = await codeTo('contested@example.com');
      const rival = await t.app.inject({
        method: 'POST',
        url: '/lms/register',
        payload: { name: 'Rival', email: 'Contested@example.com', password: 'a rival passphrase' },
      });
      expect(rival.statusCode).toBe(201);
      const res = await confirm(student, code);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: MESSAGES.emailTaken });
      const [row] = await t.db.select().from(users).where(eq(users.id, student.userId));
      expect([row!.email, row!.pendingEmail]).toEqual([student.email, null]);
      expect(await queuedMails(t.db, 'email-changed')).toHaveLength(0);
    });

    it('takes only the code sent to the new address: a login code to the old one does not work', async () => {
      const student = await signUp(t.app);
      await changeEmail(student, 'next@example.com');
      await t.app.inject({ method: 'POST', url: '/request-otp', payload: { email: student.email } });
      const oldAddressCode = await lastCode(t.db, student.email, 'otp-code');
      const newAddressCode = await codeTo('next@example.com');
      if (oldAddressCode !== newAddressCode) {
        const res = await confirm(student, oldAddressCode);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ detail: MESSAGES.otpInvalid });
      }
      // Nor can the new-address code log in or reset anything.
      expect((await t.app.inject({ method: 'POST', url: '/verify-otp', payload: { email: 'next@example.com', otp: newAddressCode } })).statusCode).toBe(400);
      expect((await confirm(student, newAddressCode)).statusCode).toBe(200);
    });

    it("does not take another account's code for the same new address", async () => {
      const [first, second] = [await signUp(t.app), await signUp(t.app)];
      await changeEmail(first, 'wanted@example.com');
      const firstCode = await codeTo('wanted@example.com');
      await changeEmail(second, 'wanted@example.com');
      const secondCode = await codeTo('wanted@example.com');
      if (firstCode !== secondCode) expect((await confirm(second, firstCode)).statusCode).toBe(400);
      // The second request did not void the first account's code.
      expect((await confirm(first, firstCode)).statusCode).toBe(200);
      expect((await confirm(second, secondCode)).statusCode).toBe(409);
    });

    it('answers 400 when no change is waiting, for a wrong code and for an expired one', async () => {
      const student = await signUp(t.app);
      const none = await confirm(student, '123456');
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({ detail: ACCOUNT_MESSAGES.noPendingEmail });
      await changeEmail(student, 'next@example.com');
      const code = await codeTo('next@example.com');
      const wrong = await confirm(student, wrongOf(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ detail: MESSAGES.otpInvalid });
      await t.db.update(otps).set({ expiresAt: new Date(Date.now() - 1000) });
      const expired = await confirm(student, code);
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({ detail: MESSAGES.otpInvalid });
    });

    it('a newer request replaces the pending address and voids the earlier code', async () => {
      const student = await signUp(t.app);
      await changeEmail(student, 'first@example.com');
      const firstCode = await codeTo('first@example.com');
      await changeEmail(student, 'second@example.com');
      const secondCode = await codeTo('second@example.com');
      if (firstCode !== secondCode) expect((await confirm(student, firstCode)).statusCode).toBe(400);
      const done = await confirm(student, secondCode);
      expect(done.json().user.email).toBe('second@example.com');
    });

    it(`locks the code after ${OTP_MAX_ATTEMPTS} wrong attempts`, async () => {
      const student = await signUp(t.app);
      await changeEmail(student, 'next@example.com');
      const code = await codeTo('next@example.com');
      for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) expect((await confirm(student, wrongOf(code))).statusCode).toBe(400);
      const locked = await confirm(student, code);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ detail: MESSAGES.otpTooManyAttempts });
    });

    it(`throttles the new address like every other code: ${OTP_THROTTLE_MAX} in 15 minutes, then 429`, async () => {
      const student = await signUp(t.app);
      for (let i = 0; i < OTP_THROTTLE_MAX; i++) expect((await changeEmail(student, 'next@example.com')).statusCode).toBe(202);
      const refused = await changeEmail(student, 'next@example.com');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ detail: MESSAGES.otpThrottled });
      expect(refused.headers['retry-after']).toBe('900');
      // The same address's own /request-otp shares that count.
      expect((await t.app.inject({ method: 'POST', url: '/request-otp', payload: { email: 'next@example.com' } })).statusCode).toBe(429);
    });

    it('answers 422 for a malformed address or code', async () => {
      const student = await signUp(t.app);
      expect((await changeEmail(student, 'nope')).json().fields).toHaveProperty(['body.email']);
      expect((await confirm(student, '12ab56')).json().fields).toHaveProperty(['body.otp']);
    });
  });

  describe('password change', () => {
    const change = (who: StudentSession | { auth: { authorization: string } }, current_password: string, new_password: string) =>
      call('POST', accountApi.changePassword(), who, { current_password, new_password });

    it('changes the password, keeps this device through the returned token, and signs every other one out', async () => {
      const student = await signUp(t.app, 'Meera Iyer');
      const other = (await login(student.email, STUDENT_PASSWORD)).json().access_token as string;
      expect((await me(other)).statusCode).toBe(200);
      const res = await change(student, STUDENT_PASSWORD, 'a brand new passphrase');
      expect(res.statusCode).toBe(200);
      const fresh = res.json().access_token as string;
      expect((await me(fresh)).statusCode).toBe(200);
      expect((await me(student.token)).statusCode).toBe(401);
      expect((await me(other)).statusCode).toBe(401);
      expect((await login(student.email, 'a brand new passphrase')).statusCode).toBe(200);
      expect((await login(student.email, STUDENT_PASSWORD)).statusCode).toBe(401);
      // The returned token works for the next change too.
      expect((await change(bearer(fresh), 'a brand new passphrase', 'and another passphrase')).statusCode).toBe(200);
      const notices = await queuedMails(t.db, 'password-changed');
      expect(notices.map((mail) => [mail.payload.to, mail.payload.data.name])).toEqual([
        [student.email, 'Meera Iyer'],
        [student.email, 'Meera Iyer'],
      ]);
    });

    it('answers 400, not 401, for a wrong current password, and changes nothing', async () => {
      const student = await signUp(t.app);
      const res = await change(student, 'not the password', 'a brand new passphrase');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: ACCOUNT_MESSAGES.wrongCurrentPassword });
      expect((await me(student.token)).statusCode).toBe(200);
      expect((await login(student.email, STUDENT_PASSWORD)).statusCode).toBe(200);
    });

    it('answers 400 for an account that has no password (made through a login code)', async () => {
      const student = await signUp(t.app);
      await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, student.userId));
      const res = await change(student, STUDENT_PASSWORD, 'a brand new passphrase');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: ACCOUNT_MESSAGES.wrongCurrentPassword });
    });

    it('answers 400 when the new password is the current one', async () => {
      const student = await signUp(t.app);
      const res = await change(student, STUDENT_PASSWORD, STUDENT_PASSWORD);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: ACCOUNT_MESSAGES.samePassword });
    });

    it('refuses a common new password with a 422 at the field', async () => {
      const student = await signUp(t.app);
      const res = await change(student, STUDENT_PASSWORD, 'Sunshine');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ detail: ACCOUNT_MESSAGES.weakPassword, fields: { 'body.new_password': ACCOUNT_MESSAGES.weakPassword } });
      expect((await me(student.token)).statusCode).toBe(200);
    });

    it('answers 422 for a short new password or a missing current one', async () => {
      const student = await signUp(t.app);
      expect((await change(student, STUDENT_PASSWORD, 'short')).json().fields).toEqual({ 'body.new_password': 'Password should have at least 8 characters!' });
      expect((await change(student, '', 'a brand new passphrase')).json().fields).toEqual({ 'body.current_password': 'Enter your current password.' });
    });
  });

  describe('sign out of all devices', () => {
    it('revokes every session of the user, this one included, and no one else’s', async () => {
      const [student, bystander] = [await signUp(t.app), await signUp(t.app)];
      const other = (await login(student.email, STUDENT_PASSWORD)).json().access_token as string;
      expect((await me(other)).statusCode).toBe(200);
      const res = await call('POST', accountApi.logoutAll(), student);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ detail: ACCOUNT_MESSAGES.loggedOutEverywhere });
      expect((await me(student.token)).statusCode).toBe(401);
      expect((await me(other)).statusCode).toBe(401);
      expect((await me(bystander.token)).statusCode).toBe(200);
      // A new login works, in the new epoch.
      const again = (await login(student.email, STUDENT_PASSWORD)).json().access_token as string;
      expect((await me(again)).statusCode).toBe(200);
      expect((await call('POST', accountApi.logoutAll(), student)).statusCode).toBe(401);
    });
  });
});
