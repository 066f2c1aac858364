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

/** The codes a new one supersedes: an e-mail change's earlier codes (to any address), else the address's of that purpose. */
const supersededBy = (otp: Pick<NewOtp, 'email' | 'purpose' | 'userId'>) =>
  otp.purpose === 'email-change' && otp.userId !== null
    ? and(eq(otps.purpose, otp.purpose), eq(otps.userId, otp.userId))
    : and(eq(otps.purpose, otp.purpose), eq(otps.email, otp.email));

export function otpsRepository(db: Db) {
  return {
    /**
     * A new code and its e-mail, in one transaction, by the same statements whether or not the
     * address has an account (issue 16): the reply, its timing and an SMTP outage reveal nothing.
     * The e-mail goes through the outbox and its worker, never inline.
     */
    async issue(otp: NewOtp, mail: { kind: string; payload: unknown }) {
      await db.transaction(async (tx) => {
        await tx
          .update(otps)
          .set({ consumedAt: new Date() })
          .where(and(supersededBy(otp), isNull(otps.consumedAt)));
        await tx.insert(otps).values(otp);
        await tx.insert(outbox).values(mail);
      });
    },
    /** Codes asked for this address since `since`, of any purpose, consumed or not: the per-address throttle. */
    async issuedSince(email: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(otps)
        .where(and(eq(otps.email, email), gt(otps.createdAt, since)));
      return row?.n ?? 0;
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
