// The student's own account (issue 16, decision 113): name, e-mail (changed only once a code sent
// to the new address comes back), password (the current one required), and "sign out of all
// devices". A wrong current password is a 400, never a 401: the portal signs out on 401.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessTokenResponseSchema, errorResponseSchema, messageResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_PATHS,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  confirmEmailRequestSchema,
  profileResponseSchema,
  updateProfileRequestSchema,
} from '@sap-academy/contracts/account';
import { MESSAGES } from '../config/constants';
import { refuseCommonPassword } from '../domain/common-passwords';
import { isUniqueViolation } from '../lib/db-errors';
import { HttpError } from '../lib/http-error';
import { templatedMail } from '../mail/mail-kinds';
import { principalOf } from '../plugins/app/auth';
import { OtpAlreadyUsed, normaliseEmail, userView, usersRepository } from '../repositories/users';
import { OTP_TTL_MINUTES, oneTimeCodes } from '../services/one-time-codes';

const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema, 422: validationErrorResponseSchema, 429: errorResponseSchema };

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = usersRepository(app.db);
  const codes = oneTimeCodes(app);
  const config = { rateLimit: { max: app.config.RATE_LIMIT_AUTH_MAX } };
  const schema = { tags: ['account'], security };

  /** The caller's account; a token whose user is gone is no session. */
  async function currentUser(userId: number) {
    const user = await users.findById(userId);
    if (!user) throw new HttpError(401, MESSAGES.badToken, { 'www-authenticate': 'Bearer' });
    return user;
  }

  app.patch(
    ACCOUNT_PATHS.profile,
    { config, onRequest: app.authenticate, schema: { ...schema, body: updateProfileRequestSchema, response: { 200: profileResponseSchema, ...errors } } },
    async (request) => {
      const updated = await users.rename(principalOf(request).userId, request.body.name);
      if (!updated) throw new HttpError(401, MESSAGES.badToken, { 'www-authenticate': 'Bearer' });
      return { user: userView(updated) };
    },
  );

  app.post(
    ACCOUNT_PATHS.changeEmail,
    { config, onRequest: app.authenticate, schema: { ...schema, body: changeEmailRequestSchema, response: { 202: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      const user = await currentUser(principalOf(request).userId);
      const email = normaliseEmail(request.body.email);
      if (normaliseEmail(user.email) === email) throw new HttpError(400, ACCOUNT_MESSAGES.emailUnchanged);
      const holder = await users.findByEmail(email);
      if (holder && holder.id !== user.id) throw new HttpError(409, MESSAGES.emailTaken);
      // The new address shares the per-address throttle of every other code.
      await codes.throttle(email);
      const code = codes.newCode();
      await users.setPendingEmail(user.id, email);
      await codes.issue(
        { email, purpose: 'email-change', userId: user.id, code },
        templatedMail(email, 'email-change-code', { name: user.name, code, minutes: OTP_TTL_MINUTES }),
      );
      app.outbox.poke();
      return reply.code(202).send({ detail: ACCOUNT_MESSAGES.emailCodeSent });
    },
  );

  app.post(
    ACCOUNT_PATHS.confirmEmail,
    { config, onRequest: app.authenticate, schema: { ...schema, body: confirmEmailRequestSchema, response: { 200: profileResponseSchema, ...errors } } },
    async (request) => {
      const user = await currentUser(principalOf(request).userId);
      const pending = user.pendingEmail;
      if (!pending) throw new HttpError(400, ACCOUNT_MESSAGES.noPendingEmail);
      // Only a code sent to the pending address for this account counts.
      const otp = await codes.check({ email: pending, purpose: 'email-change', userId: user.id }, request.body.otp);
      const notice = templatedMail(user.email, 'email-changed', { name: user.name, newEmail: pending });
      const updated = await users.confirmPendingEmail(user, pending, otp.id, notice).catch(async (err: unknown) => {
        if (err instanceof OtpAlreadyUsed) throw new HttpError(400, MESSAGES.otpInvalid);
        // Another account took the address since the code was sent: the change cannot happen.
        if (isUniqueViolation(err)) {
          await users.setPendingEmail(user.id, null);
          throw new HttpError(409, MESSAGES.emailTaken);
        }
        throw err;
      });
      if (!updated) throw new HttpError(400, MESSAGES.otpInvalid);
      app.outbox.poke();
      return { user: userView(updated) };
    },
  );

  app.post(
    ACCOUNT_PATHS.changePassword,
    { config, onRequest: app.authenticate, schema: { ...schema, body: changePasswordRequestSchema, response: { 200: accessTokenResponseSchema, ...errors } } },
    async (request) => {
      const { userId, studentId } = principalOf(request);
      const { current_password, new_password } = request.body;
      refuseCommonPassword('new_password', new_password);
      const user = await currentUser(userId);
      // An account made through a login code has no password: no current one can be right.
      if (!(await app.passwords.verify(user.passwordHash, current_password))) throw new HttpError(400, ACCOUNT_MESSAGES.wrongCurrentPassword);
      if (new_password === current_password) throw new HttpError(400, ACCOUNT_MESSAGES.samePassword);
      const passwordHash = await app.passwords.hash(new_password);
      const mail = templatedMail(user.email, 'password-changed', { name: user.name, changedAt: new Date().toISOString() });
      const epoch = await users.setPassword(user.id, passwordHash, mail);
      app.tokens.forgetUser(user.id);
      app.outbox.poke();
      // This device stays signed in with a token of the new epoch; every other one is out.
      return { access_token: await app.tokens.issue(user.id, studentId, epoch) };
    },
  );

  app.post(
    ACCOUNT_PATHS.logoutAll,
    {
      config,
      onRequest: app.authenticate,
      schema: { ...schema, response: { 200: messageResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema } },
    },
    async (request) => {
      const { userId } = principalOf(request);
      if ((await users.bumpSessionEpoch(userId)) === undefined) throw new HttpError(401, MESSAGES.badToken, { 'www-authenticate': 'Bearer' });
      app.tokens.forgetUser(userId);
      return { detail: ACCOUNT_MESSAGES.loggedOutEverywhere };
    },
  );
};

export default profileRoutes;
