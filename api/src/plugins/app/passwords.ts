import { hash, verify } from '@node-rs/argon2';
import fp from 'fastify-plugin';
import type { Config } from '../../config/env';
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

/** argon2id with the configured cost: register, login and the staff CLI (db/user-cli.ts) hash alike. */
export const argon2Options = (config: Pick<Config, 'ARGON2_MEMORY_KIB' | 'ARGON2_TIME_COST'>) => ({
  // The library's default algorithm is argon2id (its enum is a const enum, unusable here).
  memoryCost: config.ARGON2_MEMORY_KIB,
  timeCost: config.ARGON2_TIME_COST,
  parallelism: 1,
});

export default fp(
  async (app) => {
    const options = argon2Options(app.config);
    // @node-rs/argon2 hashes on the libuv pool (async), the semaphore bounds how many at once.
    const gate = new Semaphore(app.config.ARGON2_CONCURRENCY);
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
