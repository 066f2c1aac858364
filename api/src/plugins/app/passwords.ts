import { hash, verify } from '@node-rs/argon2';
import fp from 'fastify-plugin';
import { normalisePassword } from '../../domain/password-strength';
import { argon2Options } from '../../lib/argon2-options';
import { Semaphore } from '../../lib/semaphore';

export interface Passwords {
  hash(plain: string): Promise<string>;
  /** Always spends one verification, even for an unknown user, so timing reveals nothing. */
  verify(storedHash: string | null | undefined, plain: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwords: Passwords;
  }
}

export default fp(
  async (app) => {
    const options = argon2Options(app.config);
    // @node-rs/argon2 hashes on the libuv pool (async), the semaphore bounds how many at once.
    const gate = new Semaphore(app.config.ARGON2_CONCURRENCY);
    const dummyHash = await hash('dummy-password-for-timing', options);
    const check = (storedHash: string, plain: string) => gate.run(() => verify(storedHash, plain).catch(() => false));
    app.decorate('passwords', {
      // Decision 118: hashed in the normal form, never trimmed.
      hash: (plain) => gate.run(() => hash(normalisePassword(plain), options)),
      async verify(storedHash, plain) {
        const normal = normalisePassword(plain);
        if (await check(storedHash ?? dummyHash, normal)) return Boolean(storedHash);
        // Hashes made before decision 118 are of the trimmed, unnormalised text: the same password
        // typed again still signs in. Only a failed check whose text differs pays the extra hash.
        const legacy = plain.trim();
        return Boolean(storedHash) && legacy !== normal && (await check(storedHash!, legacy));
      },
    } satisfies Passwords);
  },
  { name: 'passwords', dependencies: ['config'] },
);
