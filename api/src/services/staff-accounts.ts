// Staff accounts: made or promoted by `npm run user:create-admin -w api`, never by the
// public register call. A staff member also gets a student row, as register gives one, so the
// portal (which signs in students) works for them too.
import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { PASSWORD_MIN_LENGTH } from '@sap-academy/contracts';
import { STAFF_ROLES, type Role } from '@sap-academy/contracts/admin';
import type { Config } from '../config/env';
import type { Db } from '../db/client';
import { students, users } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { argon2Options } from '../lib/argon2-options';
import { recordAudit } from '../repositories/audit';
import { normaliseEmail } from '../repositories/users';

export type StaffRole = (typeof STAFF_ROLES)[number];

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

export const USAGE =
  'usage: npm run user:create-admin -w api -- --email E --name N [--role admin|editor|trainer] [--password-stdin]\n' +
  '  the password comes from ADMIN_PASSWORD, or from standard input with --password-stdin';

export interface StaffArgs {
  email: string;
  name: string;
  role: StaffRole;
  passwordStdin: boolean;
}

export function parseStaffArgs(argv: string[]): StaffArgs {
  const args: Partial<StaffArgs> = { role: 'admin', passwordStdin: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const [key, inline] = flag.includes('=') ? [flag.slice(0, flag.indexOf('=')), flag.slice(flag.indexOf('=') + 1)] : [flag, undefined];
    const value = () => {
      const v = inline ?? argv[++i];
      if (v === undefined || v.startsWith('--')) throw new UsageError(`${key} needs a value\n${USAGE}`);
      return v;
    };
    if (key === '--email') args.email = value().trim();
    else if (key === '--name') args.name = value().trim();
    else if (key === '--role') {
      const role = value();
      if (!(STAFF_ROLES as readonly string[]).includes(role)) throw new UsageError(`--role must be one of ${STAFF_ROLES.join(', ')}\n${USAGE}`);
      args.role = role as StaffRole;
    } else if (key === '--password-stdin') args.passwordStdin = true;
    else throw new UsageError(`unknown argument ${flag}\n${USAGE}`);
  }
  if (!args.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(args.email)) throw new UsageError(`--email needs an e-mail address\n${USAGE}`);
  if (!args.name) throw new UsageError(`--name is required\n${USAGE}`);
  return args as StaffArgs;
}

export function checkPassword(password: string | undefined): string {
  // Trimmed like the register form's password field (contracts/src/fields.ts).
  const trimmed = password?.replace(/\r?\n$/, '').trim() ?? '';
  if (!trimmed) throw new UsageError(`no password: set ADMIN_PASSWORD or pass --password-stdin\n${USAGE}`);
  if (trimmed.length < PASSWORD_MIN_LENGTH) throw new UsageError(`the password must have at least ${PASSWORD_MIN_LENGTH} characters`);
  return trimmed;
}

export interface StaffInput {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

/**
 * Creates the staff user (with its student row) or promotes the existing user with that e-mail,
 * setting the password and the role. Running it again with the same input changes nothing visible.
 */
export async function createOrPromoteStaff(
  db: Db,
  input: StaffInput,
  config: Pick<Config, 'ARGON2_MEMORY_KIB' | 'ARGON2_TIME_COST'>,
): Promise<{ created: boolean; userId: number; role: Role }> {
  const passwordHash = await hash(checkPassword(input.password), argon2Options(config));
  const email = normaliseEmail(input.email);
  return inTransaction(db, async (tx) => {
    const [found] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .for('update');
    let userId: number;
    if (found) {
      userId = found.id;
      await tx.update(users).set({ name: input.name, role: input.role, passwordHash }).where(eq(users.id, userId));
    } else {
      // Staff addresses are vouched for by whoever runs the command.
      const [user] = await tx.insert(users).values({ name: input.name, email, passwordHash, emailVerified: true, role: input.role }).returning();
      userId = user!.id;
    }
    await tx.insert(students).values({ userId }).onConflictDoNothing();
    // Decision 119: no actor (a shell, not a signed-in user), in this transaction.
    // A new password is recorded as the fact, never the hash.
    await recordAudit(tx, {
      actorUserId: null,
      action: !found ? 'staff.create' : found.role !== input.role ? 'staff.role' : 'staff.password',
      entity: 'staff',
      entityId: userId,
      before: found ? { role: found.role, name: found.name } : null,
      after: { role: input.role, name: input.name, ...(!found && { email }), password: 'set by user:create-admin' },
    });
    return { created: !found, userId, role: input.role };
  });
}
