// Decision 128: with TEST_DATABASE_URL set, suites run on PostgreSQL and only the driver-dependent
// ones also on PGlite. The database layer and the property tests of concurrent rules are such
// suites by definition; this keeps a new file there from quietly running on one driver.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const TEST_ROOT = __dirname;
const testFiles = (readdirSync(TEST_ROOT, { recursive: true }) as string[]).filter((file) => file.endsWith('.test.ts'));
const usesDrivers = (source: string) => /\b(EVERY_DRIVER|DRIVERS)\b/.test(source);
const mustRunOnBoth = (file: string) => /^(db|repositories)\//.test(file) || file.endsWith('.property.test.ts') || file === 'test-isolation.test.ts';

describe('which suites run on both database drivers', () => {
  it('the database layer, the isolation proof and every property test use EVERY_DRIVER', () => {
    const required = testFiles.filter(mustRunOnBoth).filter((file) => usesDrivers(readFileSync(path.join(TEST_ROOT, file), 'utf8')));
    expect(required.length).toBeGreaterThanOrEqual(8);
    const onOneDriver = required.filter((file) => /\bDRIVERS\b/.test(readFileSync(path.join(TEST_ROOT, file), 'utf8')));
    expect(onOneDriver).toEqual([]);
  });
});
