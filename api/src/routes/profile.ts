// The student's own account (decision 113): name, e-mail (changed only once a code sent
// to the new address comes back, decision 118: the current password asked, the old
// address can undo it), password (the current one required), and "sign out of all devices". A wrong current password is a 400, never a 401: the portal signs out on 401.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessTokenResponseSchema, errorResponseSchema, messageResponseSchema, validationErrorResponseSchema } from '@sap-academy/contracts';
import {
  ACCOUNT_MESSAGES,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  confirmEmailRequestSchema,
  confirmEmailResponseSchema,
  profileResponseSchema,
  undoEmailChangeRequestSchema,
  updateProfileRequestSchema,
} from '@sap-academy/contracts/account';
import { MESSAGES } from '../config/constants';
import { personalInputs, refuseWeakPassword } from '../domain/password-strength';
import { HttpError } from '../lib/http-error';
import { clearedSessionCookie, sessionCookie } from '../lib/session-cookie';
import { templatedMail } from '../mail/mail-kinds';
import { principalOf } from '../plugins/app/auth';
import { userView, usersRepository } from '../repositories/users';
import { accountCredentials } from '../services/account-credentials';
import { emailChange } from '../services/email-change';
import { accountApi } from '@sap-academy/contracts/paths';

const security = [{ bearerAuth: [] }];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema, 422: validationErrorResponseSchema, 429: errorResponseSchema };

const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = usersRepository(app.db);
  const emails = emailChange(app);
  const credentials = accountCredentials(app);
  const config = { rateLimit: { max: app.config.RATE_LIMIT_AUTH_MAX } };
  const schema = { tags: ['account'], security };
  const cookie = { ttlSeconds: app.config.JWT_TTL_SECONDS, domain: app.config.SESSION_COOKIE_DOMAIN };

  /** The caller's account; a token whose user is gone is no session. */
  async function currentUser(userId: number) {
    const user = await users.findById(userId);
    if (!user) throw new HttpError(401, MESSAGES.badToken, { 'www-authenticate': 'Bearer' });
    return user;
  }

  app.patch(
    accountApi.profile.pattern,
    { config, onRequest: app.authenticate, schema: { ...schema, body: updateProfileRequestSchema, response: { 200: profileResponseSchema, ...errors } } },
    async (request) => {
      const updated = await users.rename(principalOf(request).userId, request.body.name);
      if (!updated) throw new HttpError(401, MESSAGES.badToken, { 'www-authenticate': 'Bearer' });
      return { user: userView(updated) };
    },
  );

  app.post(
    accountApi.changeEmail.pattern,
    { config, onRequest: app.authenticate, schema: { ...schema, body: changeEmailRequestSchema, response: { 202: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      await emails.request(await currentUser(principalOf(request).userId), request.body);
      return reply.code(202).send({ detail: ACCOUNT_MESSAGES.emailCodeSent });
    },
  );

  app.post(
    accountApi.confirmEmail.pattern,
    {
      config,
      onRequest: app.authenticate,
      schema: { ...schema, body: confirmEmailRequestSchema, response: { 200: confirmEmailResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { userId, studentId } = principalOf(request);
      const updated = await emails.confirm(await currentUser(userId), request.body.otp);
      // Every other session ended with the change; this device goes on with a token of the new
      // epoch, and its session cookie with it (decision 152).
      const token = await app.tokens.issue(updated.id, studentId, updated.sessionEpoch);
      reply.header('set-cookie', sessionCookie(token, cookie));
      return { user: userView(updated), access_token: token };
    },
  );

  app.post(
    accountApi.undoEmailChange.pattern,
    // No session: whoever changed the address may have ended the owner's; the link is the proof.
    { config, schema: { tags: ['account'], body: undoEmailChangeRequestSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await emails.undo(request.body.token);
      return { detail: ACCOUNT_MESSAGES.emailChangeUndone };
    },
  );

  app.post(
    accountApi.changePassword.pattern,
    { config, onRequest: app.authenticate, schema: { ...schema, body: changePasswordRequestSchema, response: { 200: accessTokenResponseSchema, ...errors } } },
    async (request, reply) => {
      const { userId, studentId } = principalOf(request);
      const { current_password, new_password } = request.body;
      const user = await currentUser(userId);
      refuseWeakPassword('new_password', new_password, personalInputs({ name: user.name, email: user.email }));
      // An account made through a login code has no password: no current one can be right.
      if (!(await app.passwords.verify(user.passwordHash, current_password))) throw new HttpError(400, ACCOUNT_MESSAGES.wrongCurrentPassword);
      if (new_password === current_password) throw new HttpError(400, ACCOUNT_MESSAGES.samePassword);
      const passwordHash = await app.passwords.hash(new_password);
      const mail = templatedMail(user.email, 'password-changed', { name: user.name, changedAt: new Date().toISOString() });
      const epoch = await credentials.setPassword(user.id, passwordHash, mail);
      app.tokens.forgetUser(user.id);
      app.outbox.poke();
      // This device stays signed in with a token of the new epoch; every other one is out.
      const token = await app.tokens.issue(user.id, studentId, epoch);
      reply.header('set-cookie', sessionCookie(token, cookie));
      return { access_token: token };
    },
  );

  app.post(
    accountApi.logoutAll.pattern,
    {
      config,
      onRequest: app.authenticate,
      schema: { ...schema, response: { 200: messageResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema } },
    },
    async (request, reply) => {
      const { userId } = principalOf(request);
      if ((await users.bumpSessionEpoch(userId)) === undefined) throw new HttpError(401, MESSAGES.badToken, { 'www-authenticate': 'Bearer' });
      app.tokens.forgetUser(userId);
      reply.header('set-cookie', clearedSessionCookie(cookie));
      return { detail: ACCOUNT_MESSAGES.loggedOutEverywhere };
    },
  );
};

export default profileRoutes;
