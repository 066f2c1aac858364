// POST /lms/register (SPEC §7) without an account oracle (issue 28, decision 118): a new address
// and one that has an account get the same 201 and body after the same work (one lookup, one
// argon2 hash, one mail). The new address gets its account and the welcome mail; the owner of an
// existing one is told someone tried, and nothing changes.
import type { FastifyInstance } from 'fastify';
import { refuseWeakPassword, personalInputs } from '../domain/password-strength';
import { isUniqueViolation } from '../lib/db-errors';
import { templatedMail } from '../mail/mail-kinds';
import { outboxRepository } from '../repositories/outbox';
import { normaliseEmail, usersRepository } from '../repositories/users';
import { emailChange } from './email-change';

type App = Pick<FastifyInstance, 'db' | 'config' | 'outbox' | 'passwords' | 'tokens'>;

export function registration(app: App) {
  const users = usersRepository(app.db);
  const outbox = outboxRepository(app.db);
  const addresses = emailChange(app);

  const tellOwner = (email: string) => outbox.enqueue(templatedMail(email, 'address-in-use', { purpose: 'sign-up' }));

  return {
    async register(input: { name: string; email: string; password: string }) {
      const email = normaliseEmail(input.email);
      refuseWeakPassword('password', input.password, personalInputs({ name: input.name, email }));
      // The hash runs on both paths, beside the lookup, so the answer takes as long either way.
      const [taken, passwordHash] = await Promise.all([addresses.isTaken(email, 0), app.passwords.hash(input.password)]);
      if (taken) await tellOwner(email);
      else
        await users.create({ name: input.name, email, passwordHash }).catch(async (err: unknown) => {
          // Two sign-ups racing for one address: the unique index decides, the loser's owner is told.
          if (!isUniqueViolation(err)) throw err;
          await tellOwner(email);
        });
      app.outbox.poke();
    },
  };
}
