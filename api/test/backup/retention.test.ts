// Retention (decision 315): the newest BACKUP_KEEP_LAST backups and the newest of each of the
// newest BACKUP_KEEP_DAILY India days; a property over any set of backup times.
import fc from 'fast-check';
import { backupsToKeep } from '../../src/backup/retention';
import { newBackupId } from '../../src/backup/manifest';

const idAt = (iso: string) => newBackupId(new Date(iso));

describe('backupsToKeep', () => {
  it('keeps the newest N and the newest backup of each of the newest India days', () => {
    const ids = [
      idAt('2026-11-20T10:00:00Z'),
      // 19:00 UTC on the 25th is 00:30 on the 26th in India: a different day from 18:00 UTC.
      idAt('2026-11-25T18:00:00Z'),
      idAt('2026-11-25T19:00:00Z'),
      idAt('2026-11-26T01:00:00Z'),
      idAt('2026-11-27T01:00:00Z'),
      idAt('2026-11-27T02:00:00Z'),
    ];
    const kept = backupsToKeep(ids, { keepLast: 1, keepDaily: 3 });
    // The 27th (its newest), the 26th in India (its newest, 01:00 UTC), the 25th in India (18:00 UTC).
    expect([...kept].sort()).toEqual([ids[1], ids[3], ids[5]].sort());
    expect([...backupsToKeep(ids, { keepLast: 2, keepDaily: 0 })].sort()).toEqual([ids[4], ids[5]].sort());
  });

  it('never drops the newest backup, keeps at most last + daily, and keeps every backup when the policy covers them all', () => {
    const time = fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2026-12-31T00:00:00Z') }).map((ms) => new Date(ms));
    fc.assert(
      fc.property(
        fc.uniqueArray(time, { minLength: 1, maxLength: 40, selector: (d) => Math.floor(d.getTime() / 1000) }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 10 }),
        (times, keepLast, keepDaily) => {
          const ids = times.map((t) => newBackupId(t));
          const kept = backupsToKeep(ids, { keepLast, keepDaily });
          expect(kept.has([...ids].sort().at(-1)!)).toBe(true);
          expect(kept.size).toBeLessThanOrEqual(keepLast + keepDaily);
          for (const id of kept) expect(ids).toContain(id);
          if (keepLast >= ids.length) expect(kept.size).toBe(ids.length);
        },
      ),
    );
  });
});
