// `npm run user:create-admin -w api`: creates or promotes a staff account, idempotently,
// hashing as register does. The argument and password rules are tested in-process; the command
// itself is run as an operator runs it, a separate process on the database.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { count, eq } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { students, users } from '../../src/db/schema';
import { UsageError, checkPassword, createOrPromoteStaff, parseStaffArgs } from '../../src/services/staff-accounts';
import { testConfig, useTestApp } from '../helpers/app';
import { EVERY_DRIVER, pgliteTemplate } from '../helpers/database';
import { signUp } from '../helpers/fixtures';

const run = promisify(execFile);
const API_ROOT = path.resolve(__dirname, '../..');

describe('user:create-admin arguments', () => {
  it('reads --email, --name and --role (admin by default); refuses anything else with the usage', () => {
    expect(parseStaffArgs(['--email', 'Ops@Example.com', '--name', 'Ops Lead'])).toEqual({
      email: 'Ops@Example.com',
      name: 'Ops Lead',
      role: 'admin',
      passwordStdin: false,
    });
    expect(parseStaffArgs(['--email=e@x.io', '--name=E', '--role', 'editor', '--password-stdin'])).toMatchObject({ role: 'editor', passwordStdin: true });
    // A trainer is staff too (decision 133).
    expect(parseStaffArgs(['--email', 'e@x.io', '--name', 'E', '--role', 'trainer'])).toMatchObject({ role: 'trainer' });
    for (const argv of [
      [],
      ['--email', 'e@x.io'],
      ['--email', 'nope', '--name', 'N'],
      ['--email', 'e@x.io', '--name', 'N', '--role', 'student'],
      ['--email', 'e@x.io', '--name', 'N', '--password', 'x'],
      ['--email', '--name', 'N'],
    ]) {
      expect(() => parseStaffArgs(argv)).toThrow(UsageError);
    }
  });

  it('refuses a missing password or one under 8 characters', () => {
    expect(() => checkPassword(undefined)).toThrow(/ADMIN_PASSWORD/);
    expect(() => checkPassword('short7!')).toThrow(/at least 8/);
    expect(checkPassword('long enough\n')).toBe('long enough');
  });
});

describe.each(EVERY_DRIVER)('createOrPromoteStaff on %s', (driver) => {
  const t = useTestApp(driver);

  it('creates an admin with a student row who signs in; running it again changes nothing', async () => {
    const input = { email: 'Ops@Example.com', name: 'Ops Lead', role: 'admin' as const, password: 'a long admin password' };
    expect(await createOrPromoteStaff(t.db, input, t.config)).toMatchObject({ created: true, role: 'admin' });
    expect(await createOrPromoteStaff(t.db, input, t.config)).toMatchObject({ created: false, role: 'admin' });
    expect((await t.db.select({ n: count() }).from(users))[0]!.n).toBe(1);
    expect((await t.db.select({ n: count() }).from(students))[0]!.n).toBe(1);
    const login = await t.app.inject({ method: 'POST', url: '/lms/login', payload: { username: 'ops@example.com', password: input.password } });
    expect(login.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/lms/auth', headers: { authorization: `Bearer ${login.json().access_token}` } });
    expect(me.json().user).toMatchObject({ email: 'ops@example.com', role: 'admin', email_verified: true });
  });

  it('promotes an existing student to editor, keeping their id and enrolments', async () => {
    const student = await signUp(t.app);
    const result = await createOrPromoteStaff(
      t.db,
      { email: student.email.toUpperCase(), name: 'Now Staff', role: 'editor', password: 'a new password' },
      t.config,
    );
    expect(result).toEqual({ created: false, userId: student.userId, role: 'editor' });
    const [row] = await t.db.select().from(users).where(eq(users.id, student.userId));
    expect(row).toMatchObject({ role: 'editor', name: 'Now Staff' });
    expect((await t.app.inject({ method: 'GET', url: '/admin/courses', headers: student.auth })).statusCode).toBe(200);
  });
});

describe('npm run user:create-admin (a separate process)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'user-cli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates from ADMIN_PASSWORD, promotes with --password-stdin, and refuses a short password', async () => {
    const dataDir = path.join(dir, 'pglite');
    const fresh = await openDatabase({ pgliteDataDir: dataDir, pgliteLoadDataDir: await pgliteTemplate() });
    await fresh.close();
    const cheap = testConfig();
    const env = {
      ...process.env,
      NODE_ENV: 'development',
      PGLITE_DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      ARGON2_MEMORY_KIB: String(cheap.ARGON2_MEMORY_KIB),
      ARGON2_TIME_COST: String(cheap.ARGON2_TIME_COST),
    };
    const cli = (args: string[], extraEnv: Record<string, string> = {}, input?: string) => {
      const child = run(process.execPath, ['--conditions=@sap-academy/source', '--import', 'tsx', 'src/cli/user-cli.ts', ...args], {
        cwd: API_ROOT,
        env: { ...env, ...extraEnv },
      });
      if (input !== undefined) child.child.stdin!.end(input);
      return child;
    };

    const created = await cli(['--email', 'boss@example.com', '--name', 'The Boss'], { ADMIN_PASSWORD: 'boss password 1' });
    expect(created.stdout.trim()).toBe('created admin boss@example.com (user 1)');
    const short = cli(['--email', 'boss@example.com', '--name', 'The Boss'], { ADMIN_PASSWORD: 'short' });
    await expect(short).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('at least 8 characters') });
    const again = await cli(['--email', 'BOSS@example.com', '--name', 'The Boss', '--role', 'editor', '--password-stdin'], {}, 'new boss password\n');
    expect(again.stdout.trim()).toBe('updated editor BOSS@example.com (user 1)');

    const after = await openDatabase({ pgliteDataDir: dataDir });
    try {
      const rows = await after.db.select().from(users);
      expect(rows.map((r) => [r.email, r.role])).toEqual([['boss@example.com', 'editor']]);
      expect((await after.db.select({ n: count() }).from(students))[0]!.n).toBe(1);
    } finally {
      await after.close();
    }
  }, 120_000);
});
