// The account behind an e-mail an HR contact or staff names (decision 149): an existing student,
// or a new account created like a registration but without a password (the person signs in with a
// one-time code; the welcome mail is queued in the same transaction). A staff account has no
// student row and cannot hold a seat.
import type { Db } from '../db/client';
import { normaliseEmail, usersRepository } from '../repositories/users';

export type AccountOf = { userId: number; studentId: number | undefined; created: boolean };

/** The e-mail's local part, as a name for an account created without one. */
export const nameFromEmail = (email: string) => normaliseEmail(email).split('@')[0]!.slice(0, 120) || 'Learner';

export async function findAccount(db: Db, email: string): Promise<Omit<AccountOf, 'created'> | undefined> {
  const users = usersRepository(db);
  const user = await users.findByEmail(email);
  if (!user) return undefined;
  return { userId: user.id, studentId: await users.studentIdOf(user.id) };
}

export async function findOrCreateAccount(db: Db, email: string, name: string | undefined): Promise<AccountOf> {
  const found = await findAccount(db, email);
  if (found) return { ...found, created: false };
  const { user, student } = await usersRepository(db).create({ name: name ?? nameFromEmail(email), email, passwordHash: null });
  return { userId: user.id, studentId: student.id, created: true };
}
