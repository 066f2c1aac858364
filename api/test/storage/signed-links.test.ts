// Signed download links (decision 131): a link opens its file until it expires, and any change
// to it (key, name, type, user or expiry, or the signature itself) makes it worthless.
import fc from 'fast-check';
import { fileLinks } from '../../src/storage/signed-links';

const SECRET = 'test-file-link-secret-0123456789abcdef-xyz';
const GRANT = { key: 'class-resources/3/17/0b6e1c8e-5d2a-4a57-9a44-1f1f0c2b8e11', fileName: 'MM handbook.pdf', contentType: 'application/pdf', userId: 42 };

describe('fileLinks', () => {
  it('opens a fresh link and gives back what was signed', () => {
    const links = fileLinks(SECRET, 300, () => new Date('2026-11-27T10:00:00Z'));
    const { token, expiresAt } = links.sign(GRANT);
    expect(expiresAt.toISOString()).toBe('2026-11-27T10:05:00.000Z');
    expect(links.verify(token)).toEqual({ ok: true, link: { ...GRANT, expiresAt: expiresAt.getTime() / 1000 } });
  });

  it('refuses a link at its expiry and after, as expired', () => {
    let now = new Date('2026-11-27T10:00:00Z');
    const links = fileLinks(SECRET, 300, () => now);
    const { token } = links.sign(GRANT);
    now = new Date('2026-11-27T10:04:59Z');
    expect(links.verify(token).ok).toBe(true);
    now = new Date('2026-11-27T10:05:00Z');
    expect(links.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a link signed with another secret', () => {
    const { token } = fileLinks('another-secret-another-secret-0123456789', 300).sign(GRANT);
    expect(fileLinks(SECRET, 300).verify(token)).toEqual({ ok: false, reason: 'tampered' });
  });

  it('refuses a payload rewritten for another file, user or a later expiry, keeping the signature', () => {
    const links = fileLinks(SECRET, 300);
    const [payload, signature] = links.sign(GRANT).token.split('.');
    const fields = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    for (const change of [{ k: 'class-resources/9/9/0b6e1c8e-5d2a-4a57-9a44-1f1f0c2b8e11' }, { u: 7 }, { e: fields.e + 86_400 }, { t: 'text/html' }]) {
      const forged = Buffer.from(JSON.stringify({ ...fields, ...change })).toString('base64url');
      expect(links.verify(`${forged}.${signature}`)).toEqual({ ok: false, reason: 'tampered' });
    }
  });

  it('refuses every single-character change anywhere in a link (property, 500 runs)', () => {
    const links = fileLinks(SECRET, 300);
    const { token } = links.sign(GRANT);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
    fc.assert(
      fc.property(fc.nat({ max: token.length - 1 }), fc.constantFrom(...alphabet), (at, char) => {
        fc.pre(token[at] !== char);
        const changed = token.slice(0, at) + char + token.slice(at + 1);
        // base64url's last character can carry unused bits: a change there may decode to the same bytes.
        const verdict = links.verify(changed);
        if (verdict.ok) expect(Buffer.from(changed.split('.')[1] ?? '', 'base64url')).toEqual(Buffer.from(token.split('.')[1]!, 'base64url'));
        else expect(verdict.reason).toBe('tampered');
      }),
      { numRuns: 500 },
    );
  });

  it.each(['', '.', 'abc', 'a.b.c', '..', 'eyJrIjoxfQ.'])('refuses the malformed link %j', (token) => {
    expect(fileLinks(SECRET, 300).verify(token)).toEqual({ ok: false, reason: 'tampered' });
  });
});
