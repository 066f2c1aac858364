// The unsubscribe link's token (decision 145): the user's id and an HMAC-SHA256 of it under
// JWT_SECRET, with a purpose prefix so no other signature of the API (a code hash, a session) can
// stand in for it. It never expires: an unsubscribe link in a mail read a year later must still
// work (RFC 8058 wants it to work without signing in). A changed byte fails the comparison.
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'marketing-unsubscribe:v1:';

export function unsubscribeTokens(secret: string) {
  const mac = (userId: number) => createHmac('sha256', secret).update(`${PURPOSE}${userId}`).digest();
  return {
    sign: (userId: number) => `${userId}.${mac(userId).toString('base64url')}`,
    /** The user's id, or null when the token is not one this API signed. */
    verify(token: string): number | null {
      const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const userId = Number(match[1]);
      if (!Number.isSafeInteger(userId) || userId > 2_147_483_647) return null;
      const given = Buffer.from(match[2]!, 'base64url');
      const expected = mac(userId);
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof unsubscribeTokens>;
