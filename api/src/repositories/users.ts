import type { Role } from '@sap-academy/contracts/admin';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailChangeUndos, otps, outbox, students, users } from '../db/schema';
import { templatedMail } from '../mail/mail-kinds';

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export type UserRow = typeof users.$inferSelect;
type Mail = ReturnType<typeof templatedMail>;

/** The user as GET /lms/auth shows it. */
export const userView = (user: UserRow) => ({
  id: user.id,
  name: user.name,
  email: user.email,
  email_verified: user.emailVerified,
  role: user.role as Role,
});

/** Uses the code in the same transaction as the change it allows: a code that was used already rolls the change back (the service opens it). */
async function consumeOtp(tx: Db, otpId: number) {
  const used = await tx
    .update(otps)
    .set({ consumedAt: new Date() })
    .where(and(eq(otps.id, otpId), isNull(otps.consumedAt)))
    .returning({ id: otps.id });
  if (used.length === 0) throw new OtpAlreadyUsed();
}

/** Thrown inside a transaction when its code was used by a concurrent request; nothing is changed. */
export class OtpAlreadyUsed extends Error {
  constructor() {
    super('one-time code already used');
    this.name = 'OtpAlreadyUsed';
  }
}

export function usersRepository(db: Db) {
  return {
    async findByEmail(email: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`)
        .limit(1);
      return row;
    },

    async findById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async userIdOfStudent(studentId: number): Promise<number | undefined> {
      const [row] = await db.select({ id: students.userId }).from(students).where(eq(students.id, studentId));
      return row?.id;
    },

    async studentIdOf(userId: number): Promise<number | undefined> {
      const [row] = await db.select({ id: students.id }).from(students).where(eq(students.userId, userId));
      return row?.id;
    },

    /**
     * User, student and the welcome e-mail, on the caller's transaction: the mail is queued only
     * if the account exists. The unique index on lower(email) settles races.
     */
    async create(input: { name: string; email: string; passwordHash: string | null }) {
      const email = normaliseEmail(input.email);
      const [user] = await db.insert(users).values({ name: input.name, email, passwordHash: input.passwordHash }).returning();
      const [student] = await db.insert(students).values({ userId: user!.id }).returning();
      await db.insert(outbox).values(templatedMail(email, 'welcome', { name: input.name }));
      return { user: user!, student: student! };
    },

    /**
     * A login code came back: the address is the account's, verified, and the code is used, on the
     * caller's transaction. With `takeOver` (so whoever set
     * the password may not own it), the password goes and the session epoch moves on, ending every
     * earlier session. Returns the epoch to sign in with; OtpAlreadyUsed if the code went meanwhile.
     */
    async signInByCode(userId: number, otpId: number, takeOver: boolean): Promise<number> {
      await consumeOtp(db, otpId);
      const [row] = await db
        .update(users)
        .set({ emailVerified: true, ...(takeOver ? { passwordHash: null, pendingEmail: null, sessionEpoch: sql`${users.sessionEpoch} + 1` } : {}) })
        .where(eq(users.id, userId))
        .returning({ epoch: users.sessionEpoch });
      if (!row) throw new OtpAlreadyUsed(); // the account went meanwhile
      return row.epoch;
    },

    async rename(userId: number, name: string): Promise<UserRow | undefined> {
      const [row] = await db.update(users).set({ name }).where(eq(users.id, userId)).returning();
      return row;
    },

    /**
     * A new password and a new session epoch (every earlier token of the user stops working), with
     * its "password changed" e-mail, on the caller's transaction. A reset passes its code, used here too,
     * and marks the address verified (the code reached it). Returns the new epoch.
     */
    async setPassword(userId: number, passwordHash: string, mail: Mail, reset?: { otpId: number }): Promise<number> {
      if (reset) await consumeOtp(db, reset.otpId);
      const [row] = await db
        .update(users)
        .set({ passwordHash, sessionEpoch: sql`${users.sessionEpoch} + 1`, ...(reset ? { emailVerified: true } : {}) })
        .where(eq(users.id, userId))
        .returning({ epoch: users.sessionEpoch });
      if (!row) throw new OtpAlreadyUsed(); // the account went meanwhile
      await db.insert(outbox).values(mail);
      return row.epoch;
    },

    /** "Sign out of all devices": a new session epoch; returns it. */
    async bumpSessionEpoch(userId: number): Promise<number | undefined> {
      const [row] = await db
        .update(users)
        .set({ sessionEpoch: sql`${users.sessionEpoch} + 1` })
        .where(eq(users.id, userId))
        .returning({ epoch: users.sessionEpoch });
      return row?.epoch;
    },

    async setPendingEmail(userId: number, pendingEmail: string | null) {
      await db.update(users).set({ pendingEmail }).where(eq(users.id, userId));
    },

    /**
     * The pending address becomes the account's, verified (its code reached it), with a new session
     * epoch (every earlier session ends), the old address's undo link and notice, and the
     * code used, on the caller's transaction. Undefined if the user or the pending address changed
     * meanwhile; a unique violation if another account took the address.
     */
    async confirmPendingEmail(
      user: Pick<UserRow, 'id' | 'email'>,
      pendingEmail: string,
      otpId: number,
      undo: { tokenHash: string; expiresAt: Date },
      mail: Mail,
    ): Promise<UserRow | undefined> {
      await consumeOtp(db, otpId);
      const [row] = await db
        .update(users)
        .set({ email: pendingEmail, emailVerified: true, pendingEmail: null, sessionEpoch: sql`${users.sessionEpoch} + 1` })
        .where(and(eq(users.id, user.id), eq(users.email, user.email), eq(users.pendingEmail, pendingEmail)))
        .returning();
      if (!row) return undefined;
      await db.insert(emailChangeUndos).values({ userId: user.id, oldEmail: user.email, newEmail: pendingEmail, ...undo });
      await db.insert(outbox).values(mail);
      return row;
    },
  };
}
