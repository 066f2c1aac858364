// "OTP that reveals nothing" includes its timing. Medians over 30 interleaved requests
// for known and for unknown addresses must differ by less than 20 % (with a 4 ms floor, so that
// noise on a loaded 2-core machine cannot fail a route that does the same work: PGlite runs on the
// test's own event loop, and a CI run beside a busy jest worker once saw 9.4 ms against 12.8 ms
// for the same statements, in all three attempts, where a quiet or otherwise loaded run sees the
// gap either way round under 1.5 ms. The leak this guards against was 57.9 ms against 3.8 ms).
import { ACCOUNT_MESSAGES } from '@sap-academy/contracts/account';
import { students, users } from '../../src/db/schema';
import { useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';
import { STUDENT_PASSWORD, signUp } from '../helpers/fixtures';
import { accountApi } from '@sap-academy/contracts/paths';

const ROUNDS = 30;
const WARM_UP = 5;
/** Measurements before the test fails (each WARM_UP + ROUNDS pairs of fresh addresses). */
const ATTEMPTS = 3;
const MAX_RELATIVE_GAP = 0.2;
const NOISE_FLOOR_MS = 4;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

describe.each(DRIVERS)('code requests take as long for unknown addresses as for known ones on %s', (driver) => {
  const t = useTestApp(driver);

  it.each([
    ['/request-otp', 'otp'],
    [accountApi.forgotPassword(), 'reset'],
  ])('%s', async (url, tag) => {
    // Distinct addresses, so the per-address throttle (3 codes per 15 min) never answers instead.
    const total = ATTEMPTS * (WARM_UP + ROUNDS);
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
    let next = 0;
    /** One measurement: warm-up pairs, then ROUNDS interleaved pairs; the medians and their gap. */
    const measure = async () => {
      const knownMs: number[] = [];
      const unknownMs: number[] = [];
      for (let i = 0; i < WARM_UP + ROUNDS; i++, next++) {
        // Interleaved, and the order alternates, so drift in machine load hits both sides alike.
        const pair = next % 2 ? [await timed(known[next]!), await timed(unknown[next]!)] : [await timed(unknown[next]!), await timed(known[next]!)].reverse();
        if (i < WARM_UP) continue;
        knownMs.push(pair[0]!);
        unknownMs.push(pair[1]!);
      }
      const [k, u] = [median(knownMs), median(unknownMs)];
      const gap = Math.abs(k - u);
      return { k, u, relative: gap / Math.max(k, u), ok: gap < NOISE_FLOOR_MS || gap / Math.max(k, u) < MAX_RELATIVE_GAP };
    };
    // A real leak shows in every measurement; a burst of
    // load from another process on a shared 2-core machine does not, so a later one may pass.
    const seen: string[] = [];
    let passed = false;
    for (let attempt = 1; attempt <= ATTEMPTS && !passed; attempt++) {
      const { k, u, relative, ok } = await measure();
      seen.push(`known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms, gap ${(relative * 100).toFixed(1)} %`);
      passed = ok;
    }
    console.log(`${driver} ${url} (medians of ${ROUNDS} interleaved pairs): ${seen.join('; ')}`);
    expect({ url, passed, seen }).toEqual({ url, passed: true, seen });
  });
});

/**
 * Sign-up and the e-mail change answer a taken address like a free one, in
 * status, body and time (both hash, look up and queue one mail). `send(i, taken)` makes the i-th
 * request for a taken or a free address; the same interleaving and bounds as above.
 */
async function compareTimings(label: string, send: (i: number, taken: boolean) => Promise<{ statusCode: number; body: string }>) {
  const seenBodies = new Set<string>();
  const timed = async (i: number, taken: boolean) => {
    const started = process.hrtime.bigint();
    const res = await send(i, taken);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    seenBodies.add(`${res.statusCode} ${res.body}`);
    return ms;
  };
  let next = 0;
  const seen: string[] = [];
  let passed = false;
  for (let attempt = 1; attempt <= ATTEMPTS && !passed; attempt++) {
    const takenMs: number[] = [];
    const freeMs: number[] = [];
    for (let i = 0; i < WARM_UP + ROUNDS; i++, next++) {
      const pair = next % 2 ? [await timed(next, true), await timed(next, false)] : [await timed(next, false), await timed(next, true)].reverse();
      if (i < WARM_UP) continue;
      takenMs.push(pair[0]!);
      freeMs.push(pair[1]!);
    }
    const [k, u] = [median(takenMs), median(freeMs)];
    const gap = Math.abs(k - u);
    seen.push(`taken ${k.toFixed(2)} ms, free ${u.toFixed(2)} ms, gap ${((gap / Math.max(k, u)) * 100).toFixed(1)} %`);
    passed = gap < NOISE_FLOOR_MS || gap / Math.max(k, u) < MAX_RELATIVE_GAP;
  }
  console.log(`${label} (medians of ${ROUNDS} interleaved pairs): ${seen.join('; ')}`);
  return { passed, seen, answers: [...seenBodies] };
}

describe.each(DRIVERS)('a taken address answers like a free one, as fast, on %s', (driver) => {
  const t = useTestApp(driver);
  const total = ATTEMPTS * (WARM_UP + ROUNDS);

  it('POST /lms/register', async () => {
    const taken = Array.from({ length: total }, (_, i) => `taken-${i}@example.com`);
    const inserted = await t.db
      .insert(users)
      .values(taken.map((email, i) => ({ name: `Taken ${i}`, email, passwordHash: null })))
      .returning({ id: users.id });
    await t.db.insert(students).values(inserted.map((user) => ({ userId: user.id })));
    const result = await compareTimings(`${driver} POST /lms/register`, (i, isTaken) =>
      t.app.inject({
        method: 'POST',
        url: '/lms/register',
        payload: { name: 'Asha Rao', email: isTaken ? taken[i]! : `free-${i}@example.com`, password: STUDENT_PASSWORD },
      }),
    );
    expect(result.answers).toEqual([`201 ${JSON.stringify({ detail: ACCOUNT_MESSAGES.registered })}`]);
    expect({ passed: result.passed, seen: result.seen }).toEqual({ passed: true, seen: result.seen });
  });

  it(`POST ${accountApi.changeEmail()}`, async () => {
    const student = await signUp(t.app);
    const taken = Array.from({ length: total }, (_, i) => `holder-${i}@example.com`);
    const inserted = await t.db
      .insert(users)
      .values(taken.map((email, i) => ({ name: `Holder ${i}`, email, passwordHash: null })))
      .returning({ id: users.id });
    await t.db.insert(students).values(inserted.map((user) => ({ userId: user.id })));
    const result = await compareTimings(`${driver} POST ${accountApi.changeEmail()}`, (i, isTaken) =>
      t.app.inject({
        method: 'POST',
        url: accountApi.changeEmail(),
        headers: student.auth,
        payload: { email: isTaken ? taken[i]! : `moving-${i}@example.com`, current_password: STUDENT_PASSWORD },
      }),
    );
    expect(result.answers).toEqual([`202 ${JSON.stringify({ detail: ACCOUNT_MESSAGES.emailCodeSent })}`]);
    expect({ passed: result.passed, seen: result.seen }).toEqual({ passed: true, seen: result.seen });
  });
});
