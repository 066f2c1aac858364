// Sealing practice-server passwords (decision 150): a round trip under the same key, a fresh IV
// per seal, and refusal (not garbage) under another key or after tampering.
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { DEV_SERVER_CREDENTIAL_KEY, parseCredentialKey, secretBox } from '../../src/lib/secret-box';

describe('secretBox', () => {
  const box = secretBox(randomBytes(32).toString('base64'));

  it('opens what it sealed, for any text, and never shows it in the sealed form', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 4, maxLength: 100 }), (plain) => {
        const sealed = box.seal(plain);
        expect(box.open(sealed)).toBe(plain);
        expect(sealed.includes(plain)).toBe(false);
      }),
    );
  });

  it('seals the same password differently each time (a fresh IV)', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses another key and a tampered value', () => {
    const sealed = box.seal('Initial-Pw-1');
    expect(() => secretBox(randomBytes(32).toString('hex')).open(sealed)).toThrow();
    const [v, iv, tag, data] = sealed.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
  });

  it('takes 32 bytes as base64 or hex only', () => {
    expect(parseCredentialKey(randomBytes(32).toString('base64'))).toHaveLength(32);
    expect(parseCredentialKey(randomBytes(32).toString('hex'))).toHaveLength(32);
    expect(parseCredentialKey(DEV_SERVER_CREDENTIAL_KEY)).toHaveLength(32);
    expect(parseCredentialKey(randomBytes(16).toString('base64'))).toBeNull();
    expect(parseCredentialKey('x'.repeat(44))).toBeNull();
    expect(() => secretBox('short')).toThrow(/SERVER_CREDENTIAL_KEY/);
  });
});
