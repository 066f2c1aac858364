import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { otps, outbox } from '../db/schema';

export function otpsRepository(db: Db) {
  return {
    /**
     * A new code and its e-mail, in one transaction, by the same statements whether or not the
     * address has an account (issue 16): the reply, its timing and an SMTP outage reveal nothing.
     * The e-mail goes through the outbox and its worker, never inline.
     */
    async issue(email: string, codeHash: string, expiresAt: Date, mail: { kind: string; payload: unknown }) {
      await db.transaction(async (tx) => {
        await tx
          .update(otps)
          .set({ consumedAt: new Date() })
          .where(and(eq(otps.email, email), isNull(otps.consumedAt)));
        await tx.insert(otps).values({ email, codeHash, expiresAt });
        await tx.insert(outbox).values(mail);
      });
    },
    /** Codes asked for this address since `since`, consumed or not: the per-address throttle. */
    async issuedSince(email: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(otps)
        .where(and(eq(otps.email, email), gt(otps.createdAt, since)));
      return row?.n ?? 0;
    },
    /** A new code supersedes every earlier one for the address. */
    async replace(email: string, codeHash: string, expiresAt: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(otps)
          .set({ consumedAt: new Date() })
          .where(and(eq(otps.email, email), isNull(otps.consumedAt)));
        await tx.insert(otps).values({ email, codeHash, expiresAt });
      });
    },
    async latestActive(email: string, now = new Date()) {
      const [row] = await db
        .select()
        .from(otps)
        .where(and(eq(otps.email, email), isNull(otps.consumedAt), gt(otps.expiresAt, now)))
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
