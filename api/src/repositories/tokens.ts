import { eq, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { revokedTokens } from '../db/schema';

export function tokensRepository(db: Db) {
  return {
    async revoke(jti: string, expiresAt: Date) {
      await db.insert(revokedTokens).values({ jti, expiresAt }).onConflictDoNothing();
    },
    async isRevoked(jti: string): Promise<boolean> {
      const rows = await db.select({ jti: revokedTokens.jti }).from(revokedTokens).where(eq(revokedTokens.jti, jti));
      return rows.length > 0;
    },
    /** Expired tokens fail verification anyway, so their revocation rows can go. */
    async purgeExpired(now = new Date()) {
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, now));
    },
  };
}
