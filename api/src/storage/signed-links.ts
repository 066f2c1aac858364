// Short-lived download links (decision 131). A link carries the storage key, the name and type to
// serve it with, the user it was made for and its expiry, signed with HMAC-SHA256 under
// FILE_LINK_SECRET. The API made it a moment ago for a caller it had just authorised, so the
// download needs no session (a browser following a link sends none); a changed byte fails the
// signature, and after the expiry the link is gone.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface LinkGrant {
  key: string;
  fileName: string;
  contentType: string;
  userId: number;
}

export interface SignedLink extends LinkGrant {
  /** Seconds since the epoch. */
  expiresAt: number;
}

export type LinkVerdict = { ok: true; link: SignedLink } | { ok: false; reason: 'tampered' | 'expired' };

const encode = (value: string) => Buffer.from(value, 'utf8').toString('base64url');

export function fileLinks(secret: string, ttlSeconds: number, now: () => Date = () => new Date()) {
  const mac = (payload: string) => createHmac('sha256', secret).update(payload).digest();

  return {
    ttlSeconds,

    /** The token to put in the download path. */
    sign(grant: LinkGrant): { token: string; expiresAt: Date } {
      const expiresAt = Math.floor(now().getTime() / 1000) + ttlSeconds;
      const payload = encode(JSON.stringify({ k: grant.key, n: grant.fileName, t: grant.contentType, u: grant.userId, e: expiresAt }));
      return { token: `${payload}.${mac(payload).toString('base64url')}`, expiresAt: new Date(expiresAt * 1000) };
    },

    verify(token: string): LinkVerdict {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'tampered' };
      const expected = mac(payload);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'tampered' };
      const fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { k: string; n: string; t: string; u: number; e: number };
      if (fields.e * 1000 <= now().getTime()) return { ok: false, reason: 'expired' };
      return { ok: true, link: { key: fields.k, fileName: fields.n, contentType: fields.t, userId: fields.u, expiresAt: fields.e } };
    },
  };
}

export type FileLinks = ReturnType<typeof fileLinks>;
