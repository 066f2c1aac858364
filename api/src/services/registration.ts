// POST /lms/register (SPEC §7) without an account oracle (decision 118): a new address
// and one that has an account get the same 201 and body after the same work (one reservation
// check, one argon2 hash, one attempt to insert, one mail). The new address gets its account and the welcome mail; the owner of an
// existing one is told someone tried, and nothing changes.
import type { Db } from '../db/client';
import { inTransaction } from '../db/transaction';
import { refuseWeakPassword, personalInputs } from '../domain/password-strength';
import { isUniqueViolation } from '../lib/db-errors';
import { templatedMail } from '../mail/mail-kinds';
import { outboxRepository } from '../repositories/outbox';
import { normaliseEmail, usersRepository } from '../repositories/users';
import { emailChangeUndosRepository } from '../repositories/email-change-undos';

export interface RegistrationDeps {
  db: Db;
  outbox: { poke(): void };
  passwords: { hash(plain: string): Promise<string> };
}

export function registration(app: RegistrationDeps) {
  const outbox = outboxRepository(app.db);
  const undos = emailChangeUndosRepository(app.db);

  const tellOwner = (email: string) => outbox.enqueue(templatedMail(email, 'address-in-use', { purpose: 'sign-up' }));

  return {
    async register(input: { name: string; email: string; password: string }) {
      const email = normaliseEmail(input.email);
      refuseWeakPassword('password', input.password, personalInputs({ name: input.name, email }));
      // The hash runs on both paths, beside the reservation check, and both paths try to make the
      // account: the unique index says the address is taken (a cheaper lookup first would answer
      // a taken address measurably faster than the three inserts of a new account).
      const [reserved, passwordHash] = await Promise.all([undos.reserves(email), app.passwords.hash(input.password)]);
      const created = reserved
        ? false
        : await inTransaction(app.db, (tx) => usersRepository(tx).create({ name: input.name, email, passwordHash })).then(
            () => true,
            (err: unknown) => {
              if (isUniqueViolation(err)) return false;
              throw err;
            },
          );
      if (!created) await tellOwner(email);
      app.outbox.poke();
    },
  };
}
