import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { otps, outbox, type OtpPurpose } from '../db/schema';

export interface NewOtp {
  email: string;
  purpose: OtpPurpose;
  /** The account the code is for; null for a login code and for an address with no account. */
  userId: number | null;
  codeHash: string;
  expiresAt: Date;
}

export type OtpRow = typeof otps.$inferSelect;

/** The first key of the per-address advisory lock (the second is the address's hash): ours alone. */
const OTP_LOCK_NAMESPACE = 28_016;

/** The codes a new one supersedes: an e-mail change's earlier codes (to any address), else the address's of that purpose. */
const supersededBy = (otp: Pick<NewOtp, 'email' | 'purpose' | 'userId'>) =>
  otp.purpose === 'email-change' && otp.userId !== null
    ? and(eq(otps.purpose, otp.purpose), eq(otps.userId, otp.userId))
    : and(eq(otps.purpose, otp.purpose), eq(otps.email, otp.email));

export function otpsRepository(db: Db) {
  return {
    /**
     * A new code and its e-mail, on the caller's transaction (the lock below lasts as long as it),
     * by the same statements whether or not the
     * address has an account: the reply, its timing and an SMTP outage reveal nothing.
     * The e-mail goes through the outbox and its worker, never inline. With `limit`, the code is
     * stored only if the address had fewer than `limit.max` since `limit.since`; false otherwise.
     * The count and the insert are one step. A transaction-scoped advisory lock on the
     * address queues concurrent requests for it (PostgreSQL; PGlite runs one transaction at a
     * time anyway), so 12 parallel requests cannot all count 2 and all insert.
     */
    async issue(otp: NewOtp, mail: { kind: string; payload: unknown }, limit?: { max: number; since: Date }): Promise<boolean> {
      if (limit) {
        await db.execute(sql`select pg_advisory_xact_lock(${OTP_LOCK_NAMESPACE}, hashtext(${otp.email}))`);
        const [row] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(otps)
          .where(and(eq(otps.email, otp.email), gt(otps.createdAt, limit.since)));
        if ((row?.n ?? 0) >= limit.max) return false;
      }
      await db
        .update(otps)
        .set({ consumedAt: new Date() })
        .where(and(supersededBy(otp), isNull(otps.consumedAt)));
      await db.insert(otps).values(otp);
      await db.insert(outbox).values(mail);
      return true;
    },
    /** The newest unexpired, unused code of this purpose for the address (and, if given, the account). */
    async latestActive(email: string, purpose: OtpPurpose, userId?: number, now = new Date()): Promise<OtpRow | undefined> {
      const [row] = await db
        .select()
        .from(otps)
        .where(
          and(
            eq(otps.email, email),
            eq(otps.purpose, purpose),
            userId === undefined ? undefined : eq(otps.userId, userId),
            isNull(otps.consumedAt),
            gt(otps.expiresAt, now),
          ),
        )
        .orderBy(desc(otps.id))
        .limit(1);
      return row;
    },
    /** Counts the attempt atomically, so parallel guesses cannot exceed the limit. */
    async registerAttempt(id: number, maxAttempts: number): Promise<boolean> {
      const rows = await db
        .update(otps)
        .set({ attempts: sql`${otps.attempts} + 1` })
        .where(and(eq(otps.id, id), isNull(otps.consumedAt), sql`${otps.attempts} < ${maxAttempts}`))
        .returning({ id: otps.id });
      return rows.length > 0;
    },
    /** Single use: only the first caller gets true, however many race for one code. */
    async consume(id: number): Promise<boolean> {
      const rows = await db
        .update(otps)
        .set({ consumedAt: new Date() })
        .where(and(eq(otps.id, id), isNull(otps.consumedAt)))
        .returning({ id: otps.id });
      return rows.length > 0;
    },
  };
}
