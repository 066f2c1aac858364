// argon2id with the configured cost, in one place: the passwords plugin (sign-up, sign-in, resets)
// and the staff-accounts service (which the staff CLI calls) hash alike, so a hash made by one verifies in all.
import type { Config } from '../config/env';

export const argon2Options = (config: Pick<Config, 'ARGON2_MEMORY_KIB' | 'ARGON2_TIME_COST'>) => ({
  // The library's default algorithm is argon2id (its enum is a const enum, unusable here).
  memoryCost: config.ARGON2_MEMORY_KIB,
  timeCost: config.ARGON2_TIME_COST,
  parallelism: 1,
});
