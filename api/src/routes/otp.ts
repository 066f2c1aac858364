// POST /request-otp and /verify-otp (SPEC §7): a 6-digit code by e-mail,
// 10-minute expiry, 5 attempts; success logs in and marks the e-mail verified. The e-mail goes
// through the outbox, for known and unknown addresses alike, and an address gets 3 codes per 15 min
// (shared with the reset and e-mail change codes: services/one-time-codes.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessTokenResponseSchema,
  errorResponseSchema,
  messageResponseSchema,
  requestOtpRequestSchema,
  validationErrorResponseSchema,
  verifyOtpRequestSchema,
} from '@sap-academy/contracts';
import { MESSAGES } from '../config/constants';
import { HttpError } from '../lib/http-error';
import { sessionCookie } from '../lib/session-cookie';
import { templatedMail } from '../mail/mail-kinds';
import { normaliseEmail, usersRepository } from '../repositories/users';
import { accountCredentials } from '../services/account-credentials';
import { recordStaffSignIn } from '../services/audit-events';
import { OTP_TTL_MINUTES, oneTimeCodes, sendCodeToAddress } from '../services/one-time-codes';
import { authApi } from '@sap-academy/contracts/paths';

const errors = { 400: errorResponseSchema, 503: errorResponseSchema, 422: validationErrorResponseSchema, 429: errorResponseSchema };

const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = usersRepository(app.db);
  const codes = oneTimeCodes(app);
  const credentials = accountCredentials(app);
  const limit = { rateLimit: { max: app.config.RATE_LIMIT_AUTH_MAX } };

  app.post(
    authApi.requestOtp.pattern,
    { config: limit, schema: { tags: ['auth'], body: requestOtpRequestSchema, response: { 202: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      // Every address gets a code row and an e-mail, by the same statements: an unknown
      // one is told it has no account, so the reply cannot list users and the owner learns of it.
      await sendCodeToAddress(app, { email, purpose: 'login' }, users.findByEmail, (account, code) =>
        account ? templatedMail(email, 'otp-code', { code, minutes: OTP_TTL_MINUTES }) : templatedMail(email, 'otp-no-account', { purpose: 'login' }),
      );
      return reply.code(202).send({ detail: MESSAGES.otpSent });
    },
  );

  app.post(
    authApi.verifyOtp.pattern,
    {
      config: limit,
      // The portal's verification banner sends its session: then the code proves the same person
      // holds the session and the mailbox.
      onRequest: app.authenticateOptional,
      schema: { tags: ['auth'], body: verifyOtpRequestSchema, response: { 200: accessTokenResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      // Only a login code: a reset or e-mail change code cannot sign anyone in here.
      const otp = await codes.check({ email, purpose: 'login' }, request.body.otp);
      const user = await users.findByEmail(email);
      const studentId = user && (await users.studentIdOf(user.id));
      if (!user || !studentId) throw new HttpError(400, MESSAGES.otpInvalid);
      // Account pre-hijacking: someone may have registered this address before its owner.
      // The first proof of the address, unless it comes from a session of this account, hands the
      // account to the mailbox's owner: the password set by whoever registered goes, and every
      // earlier session ends (decision 118). A verified account signs in as before.
      const takeOver = !user.emailVerified && request.principal?.userId !== user.id;
      const epoch = await credentials.signInByCode(user.id, otp.id, takeOver);
      if (takeOver) app.tokens.forgetUser(user.id);
      await recordStaffSignIn(app.db, user, 'otp'); // A code sign-in is a staff sign-in too
      const token = await app.tokens.issue(user.id, studentId, epoch);
      reply.header('set-cookie', sessionCookie(token, { ttlSeconds: app.config.JWT_TTL_SECONDS, domain: app.config.SESSION_COOKIE_DOMAIN }));
      return { access_token: token };
    },
  );
};

export default otpRoutes;
