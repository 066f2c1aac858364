// Issue 16: "OTP that reveals nothing" includes its timing. Medians over 30 interleaved requests
// for known and for unknown addresses must differ by less than 20 % (with a 2 ms floor, so that
// sub-millisecond noise on a loaded 2-core machine cannot fail a route that does the same work).
import { ACCOUNT_PATHS } from '@sap-academy/contracts';
import { students, users } from '../../src/db/schema';
import { useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';

const ROUNDS = 30;
const WARM_UP = 5;
const MAX_RELATIVE_GAP = 0.2;
const NOISE_FLOOR_MS = 2;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

describe.each(DRIVERS)('code requests take as long for unknown addresses as for known ones on %s', (driver) => {
  const t = useTestApp(driver);

  it.each([
    ['/request-otp', 'otp'],
    [ACCOUNT_PATHS.forgotPassword, 'reset'],
  ])('%s', async (url, tag) => {
    // Distinct addresses, so the per-address throttle (3 codes per 15 min) never answers instead.
    const total = WARM_UP + ROUNDS;
    const known = Array.from({ length: total }, (_, i) => `known-${tag}-${i}@example.com`);
    const inserted = await t.db
      .insert(users)
      .values(known.map((email, i) => ({ name: `Known ${i}`, email, passwordHash: null })))
      .returning({ id: users.id });
    await t.db.insert(students).values(inserted.map((user) => ({ userId: user.id })));
    const unknown = Array.from({ length: total }, (_, i) => `unknown-${tag}-${i}@example.com`);

    const timed = async (email: string) => {
      const started = process.hrtime.bigint();
      const res = await t.app.inject({ method: 'POST', url, payload: { email } });
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      expect(res.statusCode).toBe(202);
      return ms;
    };
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let i = 0; i < total; i++) {
      // Interleaved, and the order alternates, so drift in machine load hits both sides alike.
      const pair = i % 2 ? [await timed(known[i]!), await timed(unknown[i]!)] : [await timed(unknown[i]!), await timed(known[i]!)].reverse();
      if (i < WARM_UP) continue;
      knownMs.push(pair[0]!);
      unknownMs.push(pair[1]!);
    }
    const [k, u] = [median(knownMs), median(unknownMs)];
    const gap = Math.abs(k - u);
    const relative = gap / Math.max(k, u);
    console.log(`${driver} ${url}: median known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms, gap ${(relative * 100).toFixed(1)} %`);
    expect(gap < NOISE_FLOOR_MS || relative < MAX_RELATIVE_GAP).toBe(true);
  });
});
