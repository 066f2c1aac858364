// SPEC §7 auth calls: GET /lms/auth, POST /lms/login, /lms/register, /lms/logout.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessTokenResponseSchema,
  currentUserResponseSchema,
  errorResponseSchema,
  loginRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  validationErrorResponseSchema,
} from '@sap-academy/contracts';
import { ACCOUNT_MESSAGES } from '@sap-academy/contracts/account';
import { MESSAGES } from '../config/constants';
import { HttpError } from '../lib/http-error';
import { clearedSessionCookie, sessionCookie } from '../lib/session-cookie';
import { principalOf } from '../plugins/app/auth';
import { preparedQueries } from '../repositories/prepared';
import { userView, usersRepository } from '../repositories/users';
import { registration } from '../services/registration';
import { recordStaffSignIn } from '../services/audit-events';
import { authApi } from '@sap-academy/contracts/paths';

const errors = { 401: errorResponseSchema, 422: validationErrorResponseSchema, 429: errorResponseSchema };
const security = [{ bearerAuth: [] }];

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = usersRepository(app.db);
  const prepared = preparedQueries(app.db);
  const accounts = registration(app);
  const authLimit = { rateLimit: { max: app.config.RATE_LIMIT_AUTH_MAX } };
  const cookie = { ttlSeconds: app.config.JWT_TTL_SECONDS, domain: app.config.SESSION_COOKIE_DOMAIN };

  app.get(
    authApi.currentUser.pattern,
    {
      schema: { tags: ['auth'], security, response: { 200: currentUserResponseSchema, 401: errorResponseSchema } },
      onRequest: app.authenticate,
    },
    async (request) => {
      const row = await prepared.userWithStudent(principalOf(request).userId);
      if (!row?.student) throw new HttpError(401, MESSAGES.badToken);
      const { user, student } = row;
      return {
        user: userView(user),
        student: { id: student.id, user_id: student.userId },
      };
    },
  );

  app.post(
    authApi.login.pattern,
    {
      config: authLimit,
      schema: { tags: ['auth'], body: loginRequestSchema, response: { 200: accessTokenResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const user = await users.findByEmail(request.body.username);
      const ok = await app.passwords.verify(user?.passwordHash, request.body.password);
      const studentId = ok && user ? await users.studentIdOf(user.id) : undefined;
      if (!user || !studentId) throw new HttpError(401, MESSAGES.badLogin);
      await recordStaffSignIn(app.db, user); // Staff sign-ins are audited
      const token = await app.tokens.issue(user.id, studentId, user.sessionEpoch);
      reply.header('set-cookie', sessionCookie(token, cookie));
      return { access_token: token };
    },
  );

  app.post(
    authApi.register.pattern,
    {
      config: authLimit,
      schema: {
        tags: ['auth'],
        body: registerRequestSchema,
        response: { 201: registerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await accounts.register(request.body);
      return reply.code(201).send({ detail: ACCOUNT_MESSAGES.registered });
    },
  );

  app.post(
    authApi.logout.pattern,
    {
      schema: { tags: ['auth'], security, response: { 200: messageResponseSchema, 401: errorResponseSchema } },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const { jti, expiresAt } = principalOf(request);
      await app.tokens.revoke(jti, expiresAt);
      reply.header('set-cookie', clearedSessionCookie(cookie));
      return { detail: MESSAGES.loggedOut };
    },
  );
};

export default authRoutes;
