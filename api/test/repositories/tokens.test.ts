import { revokedTokens } from '../../src/db/schema';
import { tokensRepository } from '../../src/repositories/tokens';
import { useTestApp } from '../helpers/app';
import { EVERY_DRIVER } from '../helpers/database';

describe.each(EVERY_DRIVER)('tokens repository on %s', (driver) => {
  const t = useTestApp(driver);

  it('revokes idempotently and purges only expired revocations', async () => {
    const repo = tokensRepository(t.db);
    await repo.revoke('old', new Date(Date.now() - 1000));
    await repo.revoke('live', new Date(Date.now() + 60_000));
    await repo.revoke('live', new Date(Date.now() + 60_000));
    expect(await repo.isRevoked('live')).toBe(true);
    expect(await repo.isRevoked('other')).toBe(false);
    await repo.purgeExpired();
    expect((await t.db.select().from(revokedTokens)).map((r) => r.jti)).toEqual(['live']);
  });
});
