// The undo links of confirmed e-mail changes (decision 118): only a token's hash is kept.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailChangeUndos, otps, users } from '../db/schema';

export type EmailChangeUndoRow = typeof emailChangeUndos.$inferSelect;

export function emailChangeUndosRepository(db: Db) {
  return {
    /** True while an open undo link may give this address back to the account that had it. */
    async reserves(email: string, now = new Date()): Promise<boolean> {
      const rows = await db
        .select({ id: emailChangeUndos.id })
        .from(emailChangeUndos)
        .where(and(eq(emailChangeUndos.oldEmail, email), isNull(emailChangeUndos.usedAt), gt(emailChangeUndos.expiresAt, now)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Uses the link and gives the account its old address back, verified, without a password and
     * with a new session epoch, on the caller's transaction. Every other open link of the account (a later
     * change's, mailed to whoever made it) and every open code of it stop working. Undefined for an
     * unknown, used or expired token; a unique violation if another account holds the old address.
     */
    async undo(tokenHash: string, now = new Date()): Promise<{ userId: number } | undefined> {
      const [link] = await db
        .update(emailChangeUndos)
        .set({ usedAt: now })
        .where(and(eq(emailChangeUndos.tokenHash, tokenHash), isNull(emailChangeUndos.usedAt), gt(emailChangeUndos.expiresAt, now)))
        .returning();
      if (!link) return undefined;
      const [user] = await db
        .update(users)
        .set({ email: link.oldEmail, emailVerified: true, pendingEmail: null, passwordHash: null, sessionEpoch: sql`${users.sessionEpoch} + 1` })
        .where(eq(users.id, link.userId))
        .returning({ id: users.id });
      if (!user) return undefined;
      await db
        .update(emailChangeUndos)
        .set({ usedAt: now })
        .where(and(eq(emailChangeUndos.userId, link.userId), isNull(emailChangeUndos.usedAt)));
      await db
        .update(otps)
        .set({ consumedAt: now })
        .where(and(eq(otps.userId, link.userId), isNull(otps.consumedAt)));
      return { userId: user.id };
    },
  };
}
