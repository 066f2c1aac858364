// Release channels under random command sequences and real races (decisions 125, 311).
// - Property: any sequence of switch, canary, promote, rollback and the judge's auto_rollback
//   leaves the channel equal to a small model after every step (rollback pops a stack of stable
//   builds), and the history's from → to chain, replayed on its own, arrives at the channel.
// - Race: commands sent at once with the same channel version: exactly one is applied, every
//   other is a 409 with a detail, and the history gains exactly one row (on PostgreSQL each
//   command is its own connection and transaction, so the row lock and the insert really race).
import { asc, count, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { remoteChannels, remoteReleases } from '../../src/db/schema';
import { DomainError } from '../../src/domain/errors';
import { remoteReleasesService, type ReleaseCommand } from '../../src/services/remote-releases';
import { useTestApp } from '../helpers/app';
import { EVERY_DRIVER } from '../helpers/database';
import { signUpAs } from '../helpers/staff';

const VERSIONS = ['1.0.0', '1.1.0', '1.2.0', '1.3.0'];
const manifest = (remote: string, version: string) => `https://cdn.example.com/${remote}/${version}/mf-manifest.json`;

interface Build {
  version: string;
  manifest: string;
}
/** The channel as the rules describe it, written as plainly as possible. */
interface Model {
  stack: Build[];
  candidate: (Build & { share: number }) | null;
  version: number | null;
}

type Op =
  | { action: 'switch'; to: number }
  | { action: 'canary'; to: number; share: number }
  | { action: 'promote' }
  | { action: 'rollback' }
  | { action: 'auto_rollback' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ action: fc.constant('switch' as const), to: fc.nat(VERSIONS.length - 1) }),
  fc.record({ action: fc.constant('canary' as const), to: fc.nat(VERSIONS.length - 1), share: fc.integer({ min: 1, max: 99 }) }),
  fc.constant({ action: 'promote' as const }),
  fc.constant({ action: 'rollback' as const }),
  fc.constant({ action: 'auto_rollback' as const }),
);

/** The model's next state, or null when the command must be refused (409). */
function step(model: Model, op: Op, remote: string): Model | null {
  const stable = model.stack.at(-1);
  // A new channel starts at version 1 (0 is "no channel yet").
  const bump = model.version === null ? 1 : model.version + 1;
  switch (op.action) {
    case 'switch': {
      const build = { version: VERSIONS[op.to]!, manifest: manifest(remote, VERSIONS[op.to]!) };
      return { stack: [...model.stack, build], candidate: null, version: bump };
    }
    case 'canary':
      if (!stable || stable.version === VERSIONS[op.to]) return null;
      return { ...model, candidate: { version: VERSIONS[op.to]!, manifest: manifest(remote, VERSIONS[op.to]!), share: op.share }, version: bump };
    case 'promote':
      if (!model.candidate) return null;
      return { stack: [...model.stack, { version: model.candidate.version, manifest: model.candidate.manifest }], candidate: null, version: bump };
    case 'auto_rollback':
      if (!model.candidate) return null;
      return { ...model, candidate: null, version: bump };
    case 'rollback':
      if (model.candidate) return { ...model, candidate: null, version: bump };
      if (model.stack.length < 2) return null;
      return { stack: model.stack.slice(0, -1), candidate: null, version: bump };
  }
}

const command = (op: Op, remote: string): ReleaseCommand => {
  if (op.action === 'switch') return { action: 'switch', toVersion: VERSIONS[op.to]!, manifestUrl: manifest(remote, VERSIONS[op.to]!) };
  if (op.action === 'canary') return { action: 'canary', toVersion: VERSIONS[op.to]!, manifestUrl: manifest(remote, VERSIONS[op.to]!), share: op.share };
  if (op.action === 'auto_rollback') return { action: 'auto_rollback', reason: 'worse than stable' };
  return { action: op.action };
};

interface ChainState {
  stable: string | null;
  stableManifest: string | null;
  candidate: { version: string; share: number } | null;
}

/** Replays the history rows alone, checking that each one starts where the previous one left the channel. */
function replayChain(rows: Array<typeof remoteReleases.$inferSelect>): ChainState {
  const state: ChainState = { stable: null, stableManifest: null, candidate: null };
  for (const row of rows) {
    const label = `history row ${row.id} (${row.action} ${row.fromVersion} → ${row.toVersion})`;
    if (row.action === 'canary') {
      expect([label, row.fromVersion]).toEqual([label, state.stable]);
      state.candidate = { version: row.toVersion, share: row.share! };
    } else if (row.action === 'promote' || row.action === 'switch') {
      expect([label, row.fromVersion]).toEqual([label, state.stable]);
      if (row.action === 'promote') expect([label, row.toVersion]).toEqual([label, state.candidate?.version]);
      state.stable = row.toVersion;
      state.candidate = null;
    } else if (state.candidate) {
      // rollback or auto_rollback of a candidate: back to the same stable build.
      expect([label, row.fromVersion, row.toVersion]).toEqual([label, state.candidate.version, state.stable]);
      state.candidate = null;
    } else {
      expect([label, row.action, row.fromVersion]).toEqual([label, 'rollback', state.stable]);
      state.stable = row.toVersion;
    }
    // Each row carries the stable manifest after it, the one a later rollback points back at.
    state.stableManifest = row.manifest;
  }
  return state;
}

describe.each(EVERY_DRIVER)('release channel properties on %s', (driver) => {
  const t = useTestApp(driver);

  it('any sequence of commands keeps the channel equal to the model and the history chain equal to the channel', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const service = remoteReleasesService(t.app);
    let run = 0;
    const reached = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 14 }), async (ops) => {
        const remote = `mfe_run${run++}`;
        let model: Model = { stack: [], candidate: null, version: null };
        for (const op of ops) {
          const expected = step(model, op, remote);
          const attempt = service.run(op.action === 'auto_rollback' ? 'automatic' : admin.userId, remote, model.version ?? 0, command(op, remote));
          if (expected) {
            await attempt;
            reached.add(op.action);
            model = expected;
          } else {
            await expect(attempt).rejects.toThrow(DomainError);
            reached.add(`${op.action} refused`);
          }
          const [channel] = await t.db.select().from(remoteChannels).where(eq(remoteChannels.remote, remote));
          const stable = model.stack.at(-1);
          expect(channel && { ...channel, updatedAt: undefined }).toEqual(
            stable && {
              remote,
              stableVersion: stable.version,
              stableManifest: stable.manifest,
              candidateVersion: model.candidate?.version ?? null,
              candidateManifest: model.candidate?.manifest ?? null,
              candidateShare: model.candidate?.share ?? null,
              version: model.version,
              updatedAt: undefined,
            },
          );
          const history = await t.db.select().from(remoteReleases).where(eq(remoteReleases.remote, remote)).orderBy(asc(remoteReleases.id));
          const chain = replayChain(history);
          expect(chain).toEqual({
            stable: stable?.version ?? null,
            stableManifest: stable?.manifest ?? null,
            candidate: model.candidate && { version: model.candidate.version, share: model.candidate.share },
          });
        }
      }),
      {
        numRuns: 60,
        // The stack's story, always run: three switches, then rollbacks down to the first and one more (refused).
        examples: [
          [
            [
              { action: 'switch', to: 0 },
              { action: 'switch', to: 1 },
              { action: 'switch', to: 2 },
              { action: 'rollback' },
              { action: 'rollback' },
              { action: 'rollback' },
              { action: 'switch', to: 3 },
              { action: 'rollback' },
            ],
          ],
          // Every command refused on a new channel, then applied once each, always run, so the
          // coverage check below never depends on what the random runs happened to draw.
          [
            [
              { action: 'promote' },
              { action: 'canary', to: 1, share: 10 },
              { action: 'auto_rollback' },
              { action: 'rollback' },
              { action: 'switch', to: 0 },
              { action: 'canary', to: 1, share: 10 },
              { action: 'promote' },
              { action: 'canary', to: 2, share: 50 },
              { action: 'auto_rollback' },
              { action: 'canary', to: 3, share: 5 },
              { action: 'rollback' },
              { action: 'rollback' },
            ],
          ],
        ],
      },
    );
    // Not vacuous: every command was applied and refused at least once across the runs (the second example guarantees it).
    for (const action of ['switch', 'canary', 'promote', 'rollback', 'auto_rollback']) expect([...reached]).toContain(action);
    for (const action of ['canary', 'promote', 'rollback', 'auto_rollback']) expect([...reached]).toContain(`${action} refused`);
  }, 240_000);

  const post = (auth: { authorization: string }, remote: string, step: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/admin/releases/${remote}/${step}`, headers: auth, payload });
  const historyRows = async (remote: string) => (await t.db.select({ n: count() }).from(remoteReleases).where(eq(remoteReleases.remote, remote)))[0]!.n;

  it('commands sent at once with the same channel version: one applies, the others are 409s, one history row', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 8 }), fc.boolean(), async (n, channelExists) => {
        const remote = `mfe_race${run++}`;
        if (channelExists) {
          // A stable build and a candidate, so every kind of command is valid at version 2.
          await post(admin.auth, remote, 'switch', { version: 0, to_version: '1.0.0', manifest_url: manifest(remote, '1.0.0') });
          await post(admin.auth, remote, 'canary', { version: 1, to_version: '1.1.0', manifest_url: manifest(remote, '1.1.0'), share: 5 });
        }
        const version = channelExists ? 2 : 0;
        const before = await historyRows(remote);
        const commands = Array.from({ length: n }, (_, i) => {
          const to = `2.${i}.0`;
          if (!channelExists || i % 4 === 0) return post(admin.auth, remote, 'switch', { version, to_version: to, manifest_url: manifest(remote, to) });
          if (i % 4 === 1) return post(admin.auth, remote, 'canary', { version, to_version: to, manifest_url: manifest(remote, to), share: 10 });
          return post(admin.auth, remote, i % 4 === 2 ? 'promote' : 'rollback', { version });
        });
        const results = await Promise.all(commands);
        expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(n - 1).fill(409)]);
        for (const r of results.filter((r) => r.statusCode === 409)) expect(r.json()).toEqual({ detail: expect.stringMatching(/changed/) });
        expect(await historyRows(remote)).toBe(before + 1);
        const [channel] = await t.db.select().from(remoteChannels).where(eq(remoteChannels.remote, remote));
        expect(channel!.version).toBe(results.find((r) => r.statusCode === 200)!.json().version);
      }),
      {
        numRuns: 10,
        examples: [
          [8, false],
          [8, true],
        ],
      },
    );
  }, 120_000);
});
