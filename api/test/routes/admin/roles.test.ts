// Staff roles: GET /lms/auth reports the role; the public register call never sets one;
// the role is read per admin request, so a demotion takes effect at once.
import { eq } from 'drizzle-orm';
import { users } from '../../../src/db/schema';
import { DEMO_ADMIN, seed } from '../../../src/db/seed/index';
import { useTestApp } from '../../helpers/app';
import { DRIVERS } from '../../helpers/database';
import { sessionAs } from './staff-session';

describe.each(DRIVERS)('staff roles on %s', (driver) => {
  const t = useTestApp(driver);

  it('GET /lms/auth includes the role: student by default, the staff role once promoted', async () => {
    const student = await sessionAs(t.app, t.db, 'student');
    expect((await t.app.inject({ method: 'GET', url: '/lms/auth', headers: student.auth })).json().user.role).toBe('student');
    const editor = await sessionAs(t.app, t.db, 'editor');
    expect((await t.app.inject({ method: 'GET', url: '/lms/auth', headers: editor.auth })).json().user).toMatchObject({ id: editor.userId, role: 'editor' });
  });

  it('register ignores a role in its body: the account is a student and gets 403 in the back office', async () => {
    const email = 'sneaky@example.com';
    const password = 'correct horse battery';
    const reg = await t.app.inject({ method: 'POST', url: '/lms/register', payload: { name: 'Sneaky', email, password, role: 'admin' } });
    expect(reg.statusCode).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.role).toBe('student');
    const token = (await t.app.inject({ method: 'POST', url: '/lms/login', payload: { username: email, password } })).json().access_token;
    const admin = await t.app.inject({ method: 'GET', url: '/admin/courses', headers: { authorization: `Bearer ${token}` } });
    expect(admin.statusCode).toBe(403);
  });

  it('a demoted editor loses the back office on the next request, with the same token', async () => {
    const editor = await sessionAs(t.app, t.db, 'editor');
    expect((await t.app.inject({ method: 'GET', url: '/admin/courses', headers: editor.auth })).statusCode).toBe(200);
    await t.db.update(users).set({ role: 'student' }).where(eq(users.id, editor.userId));
    expect((await t.app.inject({ method: 'GET', url: '/admin/courses', headers: editor.auth })).statusCode).toBe(403);
  });

  it('the demo seed has a staff admin who signs in and opens the back office', async () => {
    await seed(t.db, { demo: true });
    const login = await t.app.inject({ method: 'POST', url: '/lms/login', payload: { username: DEMO_ADMIN.email, password: DEMO_ADMIN.password } });
    expect(login.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${login.json().access_token}` };
    expect((await t.app.inject({ method: 'GET', url: '/lms/auth', headers: auth })).json().user.role).toBe('admin');
    const list = await t.app.inject({ method: 'GET', url: '/admin/courses?page_size=100', headers: auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBeGreaterThanOrEqual(9);
  });
});
