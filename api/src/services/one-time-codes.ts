// The one-time codes, shared by login (/request-otp), password reset and e-mail change:
// 6 digits, hashed at rest, 10-minute expiry, 5 attempts, single use, and at most 3 codes per
// address in 15 minutes whatever they are for, on top of the per-IP limit.
import { createHmac, randomInt } from 'node:crypto';
import { OTP_LENGTH } from '@sap-academy/contracts';
import { MESSAGES, OTP_MAX_ATTEMPTS, OTP_THROTTLE_MAX, OTP_THROTTLE_WINDOW_SECONDS, OTP_TTL_SECONDS } from '../config/constants';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import type { OtpPurpose } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { signaturesMatch } from '../domain/signature';
import { DomainError } from '../domain/errors';
import { otpsRepository, type OtpRow } from '../repositories/otps';

export const OTP_TTL_MINUTES = OTP_TTL_SECONDS / 60;

export interface OneTimeCodesDeps {
  db: Db;
  /** The codes' hashes are keyed with the JWT secret. */
  config: Pick<Config, 'JWT_SECRET'>;
}

export function oneTimeCodes(app: OneTimeCodesDeps) {
  const otps = otpsRepository(app.db);
  // A keyed hash is enough for a short-lived code with 5 attempts; the key keeps a db leak useless.
  // The purpose is hashed in too, so a code can never count for another purpose.
  const hashCode = (purpose: OtpPurpose, email: string, code: string) =>
    createHmac('sha256', app.config.JWT_SECRET).update(`${purpose}:${email}:${code}`).digest('hex');

  return {
    newCode: () => String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0'),

    /**
     * Stores the code's hash and queues its e-mail in one transaction; earlier codes of the purpose
     * stop working. 429 with retry-after once the address had its codes for the window, of any
     * purpose, known address or not: counted and inserted atomically.
     */
    async issue(input: { email: string; purpose: OtpPurpose; userId: number | null; code: string }, mail: { kind: string; payload: unknown }) {
      const { email, purpose, userId, code } = input;
      const row = { email, purpose, userId, codeHash: hashCode(purpose, email, code), expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000) };
      const since = new Date(Date.now() - OTP_THROTTLE_WINDOW_SECONDS * 1000);
      // One transaction: the per-address advisory lock the repository takes lasts until the commit,
      // so the count, the insert and the mail are one step for concurrent requests.
      const issued = await inTransaction(app.db, (tx) => otpsRepository(tx).issue(row, mail, { max: OTP_THROTTLE_MAX, since }));
      if (!issued) {
        throw new DomainError('throttled', MESSAGES.otpThrottled, { retryAfterSeconds: OTP_THROTTLE_WINDOW_SECONDS });
      }
    },

    /**
     * The active code of this purpose for the address (and account) if `code` is it; the attempt
     * counts either way. 400 for no code or a wrong one, 429 once the attempts are spent. The
     * caller uses the code (in the transaction of the change it allows).
     */
    async check(input: { email: string; purpose: OtpPurpose; userId?: number }, code: string): Promise<OtpRow> {
      const otp = await otps.latestActive(input.email, input.purpose, input.userId);
      if (!otp) throw new DomainError('rejected', MESSAGES.otpInvalid);
      if (!(await otps.registerAttempt(otp.id, OTP_MAX_ATTEMPTS))) {
        // Either the attempts are spent, or a concurrent request used the code between the lookup
        // and the count (two racing resets): that one is a used code, 400, not "too many attempts".
        const still = await otps.latestActive(input.email, input.purpose, input.userId);
        throw still?.id === otp.id ? new DomainError('throttled', MESSAGES.otpTooManyAttempts) : new DomainError('rejected', MESSAGES.otpInvalid);
      }
      if (!signaturesMatch(otp.codeHash, hashCode(input.purpose, input.email, code))) throw new DomainError('rejected', MESSAGES.otpInvalid);
      return otp;
    },
  };
}

type Account = { id: number; name: string };
type QueuedMail = { kind: string; payload: unknown };

/**
 * A code for an address that may or may not have an account (login, password reset), by the same
 * statements either way: one account lookup, then the throttled code row and one e-mail
 * in the outbox, so status, body, timing and an SMTP outage tell the caller nothing. `mailFor` picks
 * the e-mail: the code for an account, an "there is no account" notice otherwise.
 */
export async function sendCodeToAddress(
  app: OneTimeCodesDeps & { outbox: { poke(): void } },
  input: { email: string; purpose: Extract<OtpPurpose, 'login' | 'reset'> },
  findAccount: (email: string) => Promise<Account | undefined>,
  mailFor: (account: Account | undefined, code: string) => QueuedMail,
) {
  const codes = oneTimeCodes(app);
  const account = await findAccount(input.email);
  const code = codes.newCode();
  // Login codes are not tied to an account: /verify-otp finds the account when the code is used.
  const userId = input.purpose === 'reset' ? (account?.id ?? null) : null;
  await codes.issue({ ...input, userId, code }, mailFor(account, code));
  app.outbox.poke();
}
