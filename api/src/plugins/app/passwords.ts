import { hash, verify } from '@node-rs/argon2';
import fp from 'fastify-plugin';
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
    const { ARGON2_MEMORY_KIB, ARGON2_TIME_COST, ARGON2_CONCURRENCY } = app.config;
    // The library's default algorithm is argon2id (its enum is a const enum, unusable here).
    const options = {
      memoryCost: ARGON2_MEMORY_KIB,
      timeCost: ARGON2_TIME_COST,
      parallelism: 1,
    };
    // @node-rs/argon2 hashes on the libuv pool (async), the semaphore bounds how many at once.
    const gate = new Semaphore(ARGON2_CONCURRENCY);
    const dummyHash = await hash('dummy-password-for-timing', options);
    app.decorate('passwords', {
      hash: (plain) => gate.run(() => hash(plain, options)),
      verify: (storedHash, plain) =>
        gate.run(async () => {
          const ok = await verify(storedHash ?? dummyHash, plain).catch(() => false);
          return ok && Boolean(storedHash);
        }),
    } satisfies Passwords);
  },
  { name: 'passwords', dependencies: ['config'] },
);
