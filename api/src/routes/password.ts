// Forgot and reset password (decision 113). The request behaves exactly like
// /request-otp: one per-address throttle for every kind of code, the same statements and the same
// 202 for known and unknown addresses, the e-mail through the outbox. The reset takes only a
// 'reset' code, sets the password, and revokes every other session of the user.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessTokenResponseSchema, errorResponseSchema, messageResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import { ACCOUNT_MESSAGES, forgotPasswordRequestSchema, resetPasswordRequestSchema } from '@sap-academy/contracts/account';
import { MESSAGES } from '../config/constants';
import { personalInputs, refuseWeakPassword } from '../domain/password-strength';
import { HttpError } from '../lib/http-error';
import { sessionCookie } from '../lib/session-cookie';
import { templatedMail } from '../mail/mail-kinds';
import { normaliseEmail, usersRepository } from '../repositories/users';
import { accountCredentials } from '../services/account-credentials';
import { OTP_TTL_MINUTES, oneTimeCodes, sendCodeToAddress } from '../services/one-time-codes';
import { accountApi } from '@sap-academy/contracts/paths';

const errors = { 400: errorResponseSchema, 422: validationErrorResponseSchema, 429: errorResponseSchema };

const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = usersRepository(app.db);
  const codes = oneTimeCodes(app);
  const credentials = accountCredentials(app);
  const limit = { rateLimit: { max: app.config.RATE_LIMIT_AUTH_MAX } };

  app.post(
    accountApi.forgotPassword.pattern,
    { config: limit, schema: { tags: ['auth'], body: forgotPasswordRequestSchema, response: { 202: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      await sendCodeToAddress(app, { email, purpose: 'reset' }, users.findByEmail, (account, code) =>
        account
          ? templatedMail(email, 'reset-code', { name: account.name, code, minutes: OTP_TTL_MINUTES })
          : templatedMail(email, 'otp-no-account', { purpose: 'reset' }),
      );
      return reply.code(202).send({ detail: ACCOUNT_MESSAGES.resetCodeSent });
    },
  );

  app.post(
    accountApi.resetPassword.pattern,
    { config: limit, schema: { tags: ['auth'], body: resetPasswordRequestSchema, response: { 200: accessTokenResponseSchema, ...errors } } },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const { otp, password } = request.body;
      // Before the code is looked at, so a refused password leaves the code usable. The name is
      // not known before the code is checked (and must not leak), so the address and site count here.
      refuseWeakPassword('password', password, personalInputs({ email }));
      const code = await codes.check({ email, purpose: 'reset' }, otp);
      // The code names the account it was sent for; one whose address changed since does not count.
      const user = code.userId === null ? undefined : await users.findById(code.userId);
      const studentId = user && normaliseEmail(user.email) === email ? await users.studentIdOf(user.id) : undefined;
      if (!user || !studentId) throw new HttpError(400, MESSAGES.otpInvalid);
      refuseWeakPassword('password', password, personalInputs({ name: user.name, email }));
      const passwordHash = await app.passwords.hash(password);
      const mail = templatedMail(user.email, 'password-changed', { name: user.name, changedAt: new Date().toISOString() });
      const epoch = await credentials.setPassword(user.id, passwordHash, mail, { otpId: code.id });
      app.tokens.forgetUser(user.id);
      app.outbox.poke();
      const token = await app.tokens.issue(user.id, studentId, epoch);
      // A reset signs this device in, like a login (decision 152).
      reply.header('set-cookie', sessionCookie(token, { ttlSeconds: app.config.JWT_TTL_SECONDS, domain: app.config.SESSION_COOKIE_DOMAIN }));
      return { access_token: token };
    },
  );
};

export default passwordRoutes;
