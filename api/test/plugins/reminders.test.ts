// Reminder scans and mail sent once per reason (decision 139): the outbox's dedup key makes a
// second writer (a repeated scan, another replica, a parallel request) a no-op.
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config/env';
import { outbox } from '../../src/db/schema';
import { templatedMail } from '../../src/mail/mail-kinds';
import { outboxRepository } from '../../src/repositories/outbox';
import { useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';

const welcome = (to: string) => templatedMail(to, 'welcome', { name: 'Asha' });

describe('REMINDERS_POLL_MS', () => {
  it('defaults to a minute and refuses nonsense with the variable named', () => {
    expect(loadConfig({})).toMatchObject({ REMINDERS_POLL_MS: 60_000 });
    expect(() => loadConfig({ REMINDERS_POLL_MS: '10' })).toThrow(/REMINDERS_POLL_MS/);
  });
});

describe.each(DRIVERS)('mail sent once per reason on %s', (driver) => {
  const t = useTestApp(driver);
  const rows = () => t.db.select().from(outbox);

  it('writes the first mail with a key and ignores every later one with the same key', async () => {
    const repo = outboxRepository(t.db);
    expect(await repo.enqueueOnce({ ...welcome('asha@example.com'), dedupKey: 'welcome:1' })).toBe(true);
    expect(await repo.enqueueOnce({ ...welcome('asha@example.com'), dedupKey: 'welcome:1' })).toBe(false);
    expect(await repo.enqueueOnce({ ...welcome('asha@example.com'), dedupKey: 'welcome:2' })).toBe(true);
    // Mail without a key is never affected: NULL keys are distinct.
    await repo.enqueue(welcome('ravi@example.com'));
    await repo.enqueue(welcome('ravi@example.com'));
    expect(await rows()).toHaveLength(4);
  });

  it('lets exactly one of many parallel writers of one key insert', async () => {
    const repo = outboxRepository(t.db);
    const results = await Promise.all(Array.from({ length: 12 }, () => repo.enqueueOnce({ ...welcome('asha@example.com'), dedupKey: 'race' })));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await t.db.select().from(outbox).where(eq(outbox.dedupKey, 'race'))).toHaveLength(1);
  });

  it('holds for any interleaving of repeated keys: one row per distinct key, and true only for the first of each', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 12 }), async (keys) => {
        await t.db.delete(outbox);
        const repo = outboxRepository(t.db);
        const inserted: boolean[] = [];
        for (const key of keys) inserted.push(await repo.enqueueOnce({ ...welcome('asha@example.com'), dedupKey: key }));
        expect(inserted).toEqual(keys.map((k, i) => keys.indexOf(k) === i));
        expect((await rows()).map((r) => r.dedupKey).sort()).toEqual([...new Set(keys)].sort());
      }),
      { numRuns: 25 },
    );
  });

  it('runs every registered scan at the given instant, keeps going past a failing one, and sends each reminder once', async () => {
    const seen: Date[] = [];
    t.app.reminders.register('session-reminders', async (now) => {
      seen.push(now);
      const inserted = await outboxRepository(t.db).enqueueOnce({ ...welcome('asha@example.com'), dedupKey: 'session-reminder:7' });
      return inserted ? 1 : 0;
    });
    t.app.reminders.register('broken', async () => {
      throw new Error('a bad row');
    });
    expect(() => t.app.reminders.register('broken', async () => 0)).toThrow(/registered twice/);
    const at = new Date('2026-12-01T12:30:00Z');
    expect(await t.app.reminders.run(at)).toEqual({ 'session-reminders': 1, broken: 0 });
    // A second replica over the same database runs the same scan at the same moment.
    const replica = await buildApp({ config: t.config, database: t.app.database, mailer: t.mailer, outboxAuto: false, remindersAuto: false });
    try {
      replica.reminders.register('session-reminders', async () =>
        (await outboxRepository(t.db).enqueueOnce({ ...welcome('asha@example.com'), dedupKey: 'session-reminder:7' })) ? 1 : 0,
      );
      const [again, other] = await Promise.all([t.app.reminders.run(at), replica.reminders.run(at)]);
      expect(again['session-reminders']! + other['session-reminders']!).toBe(0);
    } finally {
      await replica.close();
    }
    expect(seen.map((d) => d.toISOString())).toEqual([at.toISOString(), at.toISOString()]);
    await t.app.outbox.drain();
    expect(t.mailer.sent.map((m) => m.to)).toEqual(['asha@example.com']);
  });
});
