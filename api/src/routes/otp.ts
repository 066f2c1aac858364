// POST /request-otp and /verify-otp (SPEC §7, bodies per issue 3): a 6-digit code by e-mail,
// 10-minute expiry, 5 attempts; success logs in and marks the e-mail verified. The e-mail goes
// through the outbox, for known and unknown addresses alike, and an address gets 3 codes per 15 min.
import { createHmac, randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  OTP_LENGTH,
  accessTokenResponseSchema,
  errorResponseSchema,
  messageResponseSchema,
  requestOtpRequestSchema,
  validationErrorResponseSchema,
  verifyOtpRequestSchema,
} from '@sap-academy/contracts';
import { MESSAGES, OTP_MAX_ATTEMPTS, OTP_THROTTLE_MAX, OTP_THROTTLE_WINDOW_SECONDS, OTP_TTL_SECONDS } from '../config/constants';
import { signaturesMatch } from '../domain/signature';
import { HttpError } from '../lib/http-error';
import { OTP_MAIL_KIND } from '../repositories/outbox';
import { otpsRepository } from '../repositories/otps';
import { normaliseEmail, usersRepository } from '../repositories/users';

const errors = { 400: errorResponseSchema, 503: errorResponseSchema, 422: validationErrorResponseSchema, 429: errorResponseSchema };

const otpRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = usersRepository(app.db);
  const otps = otpsRepository(app.db);
  const limit = { rateLimit: { max: app.config.RATE_LIMIT_AUTH_MAX } };
  // A keyed hash is enough for a short-lived code with 5 attempts; the key keeps a db leak useless.
  const hashCode = (email: string, code: string) => createHmac('sha256', app.config.JWT_SECRET).update(`${email}:${code}`).digest('hex');

  app.post(
    '/request-otp',
    { config: limit, schema: { tags: ['auth'], body: requestOtpRequestSchema, response: { 202: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      const email = normaliseEmail(request.body.email);
      const since = new Date(Date.now() - OTP_THROTTLE_WINDOW_SECONDS * 1000);
      if ((await otps.issuedSince(email, since)) >= OTP_THROTTLE_MAX) {
        throw new HttpError(429, MESSAGES.otpThrottled, { 'retry-after': String(OTP_THROTTLE_WINDOW_SECONDS) });
      }
      // Every address gets a code row and an e-mail, by the same statements (issue 16): an unknown
      // one is told it has no account, so the reply cannot list users and the owner learns of it.
      const account = await users.findByEmail(email);
      const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
      const minutes = OTP_TTL_SECONDS / 60;
      const mail = account
        ? {
            kind: OTP_MAIL_KIND,
            payload: { to: email, subject: 'Your SAP Academy login code', text: `Your login code is ${code}. It expires in ${minutes} minutes.` },
          }
        : {
            kind: 'otp-no-account',
            payload: {
              to: email,
              subject: 'Your SAP Academy login code',
              text: 'Someone asked for a login code for this address, but there is no SAP Academy account with it. If it was you, sign up first; otherwise you can ignore this e-mail.',
            },
          };
      await otps.issue(email, hashCode(email, code), new Date(Date.now() + OTP_TTL_SECONDS * 1000), mail);
      app.outbox.poke();
      return reply.code(202).send({ detail: MESSAGES.otpSent });
    },
  );

  app.post(
    '/verify-otp',
    { config: limit, schema: { tags: ['auth'], body: verifyOtpRequestSchema, response: { 200: accessTokenResponseSchema, ...errors } } },
    async (request) => {
      const email = normaliseEmail(request.body.email);
      const otp = await otps.latestActive(email);
      if (!otp) throw new HttpError(400, MESSAGES.otpInvalid);
      if (!(await otps.registerAttempt(otp.id, OTP_MAX_ATTEMPTS))) throw new HttpError(429, MESSAGES.otpTooManyAttempts);
      if (!signaturesMatch(otp.codeHash, hashCode(email, request.body.otp))) throw new HttpError(400, MESSAGES.otpInvalid);
      const user = await users.findByEmail(email);
      const studentId = user && (await users.studentIdOf(user.id));
      if (!user || !studentId || !(await otps.consume(otp.id))) throw new HttpError(400, MESSAGES.otpInvalid);
      await users.markVerified(user.id);
      return { access_token: await app.tokens.issue(user.id, studentId) };
    },
  );
};

export default otpRoutes;
