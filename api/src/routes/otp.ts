// POST /request-otp and /verify-otp (SPEC §7, bodies per issue 3): a 6-digit code by e-mail,
// 10-minute expiry, 5 attempts; success logs in and marks the e-mail verified.
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
import { MESSAGES, OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS } from '../config/constants';
import { signaturesMatch } from '../domain/signature';
import { HttpError } from '../lib/http-error';
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
      // The same answer whether or not the account exists, so the endpoint cannot list users.
      if (await users.findByEmail(email)) {
        const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
        await otps.replace(email, hashCode(email, code), new Date(Date.now() + OTP_TTL_SECONDS * 1000));
        await app.mailer
          .send({
            to: email,
            subject: 'Your SAP Academy login code',
            text: `Your login code is ${code}. It expires in ${OTP_TTL_SECONDS / 60} minutes.`,
          })
          .catch((err: unknown) => {
            request.log.error({ err }, 'OTP e-mail failed');
            throw new HttpError(503, MESSAGES.otpMailFailed);
          });
      }
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
