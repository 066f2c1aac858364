// The two account changes the routes finish themselves (decisions 113 and 118): a login code that
// signs in (and may take the account over), and a new password (by reset code or by the current
// one). Each is one transaction here; the repository's statements run on it, so a code used by a
// concurrent request rolls the whole change back.
import { MESSAGES } from '../config/constants';
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { DomainError } from '../domain/errors';
import { OtpAlreadyUsed, usersRepository } from '../repositories/users';

type PasswordChangedMail = Parameters<ReturnType<typeof usersRepository>['setPassword']>[2];

/** The code went to a concurrent request (or its account went): the same 400 as a wrong code. */
const codeUsedMeanwhile = (err: unknown): never => {
  if (err instanceof OtpAlreadyUsed) throw new DomainError('rejected', MESSAGES.otpInvalid);
  throw err;
};

export function accountCredentials({ db }: { db: Db }) {
  return {
    /** Uses the login code and marks the address verified; with `takeOver`, ends every session. Returns the epoch to sign in with. */
    signInByCode(userId: number, otpId: number, takeOver: boolean): Promise<number> {
      return inTransaction(db, (tx) => usersRepository(tx).signInByCode(userId, otpId, takeOver)).catch(codeUsedMeanwhile);
    },

    /** The new password, a new session epoch and its e-mail; a reset uses its code too. Returns the new epoch. */
    setPassword(userId: number, passwordHash: string, mail: PasswordChangedMail, reset?: { otpId: number }): Promise<number> {
      const changed = inTransaction(db, (tx) => usersRepository(tx).setPassword(userId, passwordHash, mail, reset));
      // Without a code, OtpAlreadyUsed only means the account went meanwhile: left to fail as before.
      return reset ? changed.catch(codeUsedMeanwhile) : changed;
    },
  };
}
