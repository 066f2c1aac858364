// The canary judge's rollback (decision 125's `auto_rollback`): the API itself drops a candidate,
// the history names `automatic` and the reason, and the audit row has no staff actor. Without a
// candidate there is nothing for it to drop: a conflict, and the channel is left alone.
import { asc } from 'drizzle-orm';
import { auditLog, remoteChannels, remoteReleases } from '../../src/db/schema';
import { DomainError } from '../../src/domain/errors';
import { remoteReleasesService } from '../../src/services/remote-releases';
import { useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';
import { signUpAs } from '../helpers/staff';

const manifest = (version: string) => `https://cdn.example.com/lms/${version}/mf-manifest.json`;
const REASON = 'Candidate 1.1.0 fails 40.0 per 1,000 loads, stable 0.0: more than 5 above.';

describe.each(DRIVERS)('automatic rollback on %s', (driver) => {
  const t = useTestApp(driver);

  it('drops the candidate as `automatic`, with the reason, in the history and the audit log', async () => {
    const admin = await signUpAs(t.app, t.db, 'admin');
    const service = remoteReleasesService({ db: t.db });
    await service.run(admin.userId, 'mfe_lms', 0, { action: 'switch', toVersion: '1.0.0', manifestUrl: manifest('1.0.0') });
    await service.run(admin.userId, 'mfe_lms', 1, { action: 'canary', toVersion: '1.1.0', manifestUrl: manifest('1.1.0'), share: 5 });

    const channel = await service.run('automatic', 'mfe_lms', 2, { action: 'auto_rollback', reason: REASON });
    expect(channel).toMatchObject({ stable_version: '1.0.0', candidate_version: null, candidate_share: null, version: 3 });

    const history = await t.db.select().from(remoteReleases).orderBy(asc(remoteReleases.id));
    expect(history.at(-1)).toMatchObject({ action: 'auto_rollback', fromVersion: '1.1.0', toVersion: '1.0.0', actor: 'automatic', reason: REASON });
    const audit = (await t.db.select().from(auditLog).orderBy(auditLog.id)).filter((row) => row.action === 'release.auto_rollback');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorUserId: null, entityId: 'mfe_lms' });

    await expect(service.run('automatic', 'mfe_lms', 3, { action: 'auto_rollback', reason: REASON })).rejects.toThrow(DomainError);
    expect(await t.db.select().from(remoteChannels)).toEqual([expect.objectContaining({ version: 3, candidateVersion: null })]);
  });
});
