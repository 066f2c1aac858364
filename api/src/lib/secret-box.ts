// Sealing practice-server passwords at rest (decision 150): AES-256-GCM from node:crypto, a fresh
// 96-bit IV per value, the tag checked on opening (a tampered or wrongly keyed value throws
// instead of returning garbage). The key is SERVER_CREDENTIAL_KEY: 32 bytes as base64 or hex.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const KEY_BYTES = 32;

/** 32 bytes from 64 hex digits or base64 of 32 bytes; null for anything else. */
export function parseCredentialKey(value: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return bytes.length === KEY_BYTES ? bytes : null;
  }
  return null;
}

/**
 * The development and test key: derived from a fixed phrase, so sealed demo rows survive a
 * restart; production refuses it (config/env.ts lists it among the published secrets).
 */
export const DEV_SERVER_CREDENTIAL_KEY = createHash('sha256').update('sap-academy dev practice-server credentials').digest('base64');

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export function secretBox(keyText: string): SecretBox {
  const key = parseCredentialKey(keyText);
  if (!key) throw new Error('SERVER_CREDENTIAL_KEY must be 32 bytes as base64 or 64 hex digits');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
