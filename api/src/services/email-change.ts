// Changing the account's e-mail address (hardened by decision 118). A stolen
// session alone must not become a permanent takeover:
// - the request needs the current password;
// - a taken address answers exactly like a free one (same statements, status and body); its owner
//   is told by mail instead of getting a code, so the form cannot list accounts;
// - the confirmation ends every other session and mails the old address a single-use undo link
//   (7 days) that gives the address back, ends every session and drops the password.
import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@sap-academy/contracts/account';
import { MESSAGES } from '../config/constants';
import { inTransaction } from '../db/transaction';
import { isUniqueViolation } from '../lib/db-errors';
import { DomainError } from '../domain/errors';
import { templatedMail } from '../mail/mail-kinds';
import { emailChangeUndosRepository } from '../repositories/email-change-undos';
import { OtpAlreadyUsed, normaliseEmail, usersRepository, type UserRow } from '../repositories/users';
import { OTP_TTL_MINUTES, oneTimeCodes, type OneTimeCodesDeps } from './one-time-codes';

/** "a one-click undo valid for days". A week covers a holiday away from the mailbox. */
export const EMAIL_UNDO_DAYS = 7;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface EmailChangeDeps extends OneTimeCodesDeps {
  outbox: { poke(): void };
  passwords: { verify(storedHash: string | null | undefined, plain: string): Promise<boolean> };
  /** Ends the sessions the change ended (decision 118) on this replica at once. */
  tokens: { forgetUser(userId: number): void };
}

export function emailChange(app: EmailChangeDeps) {
  const users = usersRepository(app.db);
  const undos = emailChangeUndosRepository(app.db);
  const codes = oneTimeCodes(app);

  /** Another account has the address, or an open undo link keeps it for the account that had it. */
  const isTaken = async (email: string, userId: number) => {
    const [holder, reserved] = await Promise.all([users.findByEmail(email), undos.reserves(email)]);
    return Boolean((holder && holder.id !== userId) || reserved);
  };

  return {
    isTaken,

    async request(user: UserRow, input: { email: string; current_password: string }) {
      // An account made through a login code has no password: it sets one by "forgot password" first.
      if (!(await app.passwords.verify(user.passwordHash, input.current_password))) throw new DomainError('rejected', ACCOUNT_MESSAGES.wrongCurrentPassword);
      const email = normaliseEmail(input.email);
      if (normaliseEmail(user.email) === email) throw new DomainError('rejected', ACCOUNT_MESSAGES.emailUnchanged);
      const taken = await isTaken(email, user.id);
      // The same statements either way: a code row (never sent when taken, so it cannot confirm)
      // and one mail to the address, under the address's shared throttle.
      const code = codes.newCode();
      const mail = taken
        ? templatedMail(email, 'address-in-use', { purpose: 'email-change' })
        : templatedMail(email, 'email-change-code', { name: user.name, code, minutes: OTP_TTL_MINUTES });
      await codes.issue({ email, purpose: 'email-change', userId: user.id, code }, mail);
      await users.setPendingEmail(user.id, email);
      app.outbox.poke();
    },

    /** The new address is the account's; returns the user and the epoch this device signs in with. */
    async confirm(user: UserRow, otp: string) {
      const pending = user.pendingEmail;
      if (!pending) throw new DomainError('rejected', ACCOUNT_MESSAGES.noPendingEmail);
      // Only a code sent to the pending address for this account counts.
      const code = await codes.check({ email: pending, purpose: 'email-change', userId: user.id }, otp);
      const token = randomBytes(32).toString('base64url');
      const undo = { tokenHash: hashToken(token), expiresAt: new Date(Date.now() + EMAIL_UNDO_DAYS * 86_400_000) };
      const notice = templatedMail(user.email, 'email-changed', { name: user.name, newEmail: pending, code: token, days: EMAIL_UNDO_DAYS });
      const confirmed = inTransaction(app.db, (tx) => usersRepository(tx).confirmPendingEmail(user, pending, code.id, undo, notice));
      const updated = await confirmed.catch(async (err: unknown) => {
        if (err instanceof OtpAlreadyUsed) throw new DomainError('rejected', MESSAGES.otpInvalid);
        // Another account took the address since the code was sent: the change cannot happen.
        if (isUniqueViolation(err)) {
          await users.setPendingEmail(user.id, null);
          throw new DomainError('conflict', MESSAGES.emailTaken);
        }
        throw err;
      });
      if (!updated) throw new DomainError('rejected', MESSAGES.otpInvalid);
      app.tokens.forgetUser(user.id);
      app.outbox.poke();
      return updated;
    },

    /** The undo link: the old address comes back, every session ends, the password must be reset. */
    async undo(token: string) {
      const done = await inTransaction(app.db, (tx) => emailChangeUndosRepository(tx).undo(hashToken(token))).catch((err: unknown) => {
        // Only if the address was taken despite its reservation (an account made before the change).
        if (isUniqueViolation(err)) throw new DomainError('conflict', ACCOUNT_MESSAGES.undoLinkInvalid);
        throw err;
      });
      if (!done) throw new DomainError('rejected', ACCOUNT_MESSAGES.undoLinkInvalid);
      app.tokens.forgetUser(done.userId);
    },
  };
}
