import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SITE_DATA_EVENTS_LIMIT, siteDataSchema } from '@sap-academy/contracts';
import { adminApi, siteApi } from '@sap-academy/contracts/paths';
import { courses, settings } from '../../src/db/schema';
import { seed } from '../../src/db/seed';
import { bumpRevision, readRevisionTag } from '../../src/repositories/audit';
import { etagMatches } from '../../src/lib/etag';
import { useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';
import { insertCourse } from '../helpers/fixtures';
import { signUpAs } from '../helpers/staff';

// The marketing remote's built-in copy, used by the page server when it has never reached the
// API. It must be exactly what this API serves over the seed with its default settings.
const SNAPSHOT_FILE = path.resolve(__dirname, '../../../mfe-marketing/src/data/site-data-snapshot.json');

describe.each(DRIVERS)('GET /site-data on %s', (driver) => {
  const t = useTestApp(driver);
  const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/site-data', headers });

  it('answers the settings and the published courses with their topics, versioned by the site revision', async () => {
    const course = await insertCourse(t.db, { title: 'SAP MM', price: 2_499_900, sections: [2, 1] });
    await bumpRevision(t.db, 'site');
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = siteDataSchema.parse(res.json());
    expect(body.version).toBe(await readRevisionTag(t.db, 'site'));
    expect(res.headers.etag).toBe(`"site-${body.version}"`);
    expect(body.settings).toMatchObject({ currency: 'INR', locale: 'en-IN', webinar: { date: '25th August', time: '12 PM' } });
    expect(body.courses).toEqual([
      expect.objectContaining({
        id: course.id,
        course_title: 'SAP MM',
        price: 2_499_900,
        course_duration: 45,
        difficulty_level: 'Beginner',
        topics: ['Section 1', 'Section 2'],
        class_count: 3,
      }),
    ]);
  });

  it('answers 304 with no body to a matching If-None-Match, after only the revision query', async () => {
    await bumpRevision(t.db, 'site');
    const first = await get();
    const etag = first.headers.etag as string;
    const select = jest.spyOn(t.app.db, 'select');
    try {
      for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const res = await get({ 'if-none-match': header });
        expect(res.statusCode).toBe(304);
        expect(res.body).toBe('');
        expect(res.headers.etag).toBe(etag);
      }
      expect(select).toHaveBeenCalledTimes(3);
    } finally {
      select.mockRestore();
    }
    expect((await get({ 'if-none-match': '"site-0-stale"' })).statusCode).toBe(200);
  });

  it('gives a new version and the new data after a bump: a course change and a settings-table change', async () => {
    const kept = await insertCourse(t.db, { title: 'Kept' });
    await bumpRevision(t.db, 'site');
    const before = await get();
    const etag = before.headers.etag as string;
    expect(before.json().courses.map((c: { course_title: string }) => c.course_title)).toEqual(['Kept']);

    await insertCourse(t.db, { title: 'Hidden draft', published: false });
    const archived = await insertCourse(t.db, { title: 'Archived' });
    await t.db.update(courses).set({ archived: true }).where(eq(courses.id, archived.id));
    await insertCourse(t.db, { title: 'New course' });
    await bumpRevision(t.db, 'site');
    const afterCourses = await get({ 'if-none-match': etag });
    expect(afterCourses.statusCode).toBe(200);
    expect(afterCourses.headers.etag).not.toBe(etag);
    // Unpublished and archived courses never reach the public pages.
    expect(afterCourses.json().courses.map((c: { course_title: string }) => c.course_title)).toEqual(['Kept', 'New course']);

    await t.db.insert(settings).values({ key: 'phone', value: '+91 11111 22222' });
    await bumpRevision(t.db, 'site');
    const afterSettings = await get({ 'if-none-match': afterCourses.headers.etag as string });
    expect(afterSettings.statusCode).toBe(200);
    expect(afterSettings.json().settings.phone).toBe('+91 11111 22222');
    // The counter part of the tag moves by one per change.
    expect(Number.parseInt(afterSettings.json().version as string, 10)).toBe(Number.parseInt(afterCourses.json().version as string, 10) + 1);
    expect(kept.id).toBe(afterSettings.json().courses[0].id);
  });

  it('matches the marketing remote’s built-in snapshot over the seed and the default settings', async () => {
    await seed(t.db, { demo: false });
    await bumpRevision(t.db, 'site');
    const { settings: current, courses: list, events, testimonials } = siteDataSchema.parse((await get()).json());
    const expected = { version: 'snapshot', settings: current, courses: list, events, testimonials };
    // WRITE_SITE_DATA_SNAPSHOT=1 regenerates the file after a change to the seed or the defaults.
    if (process.env.WRITE_SITE_DATA_SNAPSHOT === '1') writeFileSync(SNAPSHOT_FILE, `${JSON.stringify(expected, null, 2)}\n`);
    expect(JSON.parse(readFileSync(SNAPSHOT_FILE, 'utf8'))).toEqual(expected);
  });
});

const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

// The events' public view rides in the site data (decision 209), so /events and the Individual
// training promo are rendered by the page server with no API call (and no zod) in the browser.
describe.each(DRIVERS)('events in GET /site-data on %s', (driver) => {
  const t = useTestApp(driver, { SALES_EMAIL: 'sales@example.com' });
  const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/site-data', headers });
  let admin: Awaited<ReturnType<typeof signUpAs>>;
  beforeEach(async () => {
    admin = await signUpAs(t.app, t.db, 'admin');
  });

  const STARTS = inHours(48);
  const ENDS = inHours(49);
  const eventBody = (overrides: Record<string, unknown> = {}) => ({
    slug: 'sap-careers',
    title: 'Free SAP webinar: careers in SAP MM',
    description: 'Limited seats.',
    starts_at: STARTS,
    ends_at: ENDS,
    seat_cap: 2,
    join_url: 'https://meet.example.com/sap-careers',
    replay_url: null,
    status: 'published',
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await t.app.inject({ method: 'POST', url: adminApi.events(), headers: admin.auth, payload: eventBody(overrides) });
    expect(res.statusCode).toBe(201);
    return res.json<{ id: number; version: number }>();
  };
  const register = (email: string) =>
    t.app.inject({ method: 'POST', url: siteApi.eventRegistrations('sap-careers'), payload: { name: 'Asha', email, page: '/events' } });

  it('lists the upcoming published events soonest first, at most the limit, with seats left and never the join link', async () => {
    await create({ slug: 'later', starts_at: inHours(72), ends_at: inHours(73) });
    await create();
    await create({ slug: 'draft-one', status: 'draft' });
    await create({ slug: 'off', status: 'cancelled' });
    const res = await get();
    const body = siteDataSchema.parse(res.json());
    expect(body.events.map((e) => e.slug)).toEqual(['sap-careers', 'later']);
    expect(body.events[0]).toEqual({
      slug: 'sap-careers',
      title: 'Free SAP webinar: careers in SAP MM',
      description: 'Limited seats.',
      starts_at: STARTS,
      ends_at: ENDS,
      seat_cap: 2,
      seats_left: 2,
      full: false,
    });
    expect(res.body).not.toContain('meet.example.com');
    expect(res.body).not.toContain('join_url');

    for (let i = 0; i < SITE_DATA_EVENTS_LIMIT; i++) await create({ slug: `more-${i}`, starts_at: inHours(100 + i), ends_at: inHours(101 + i) });
    expect((await get()).json().events).toHaveLength(SITE_DATA_EVENTS_LIMIT);
  });

  it('moves the version on a registration (seats left) but not on the same e-mail again', async () => {
    await create();
    const before = await get();
    expect((await register('asha@example.com')).statusCode).toBe(202);
    const after = await get({ 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json().events[0]).toMatchObject({ slug: 'sap-careers', seats_left: 1, full: false });

    // The same e-mail again takes no seat, so the pages have nothing new to show.
    expect((await register('Asha@Example.com')).statusCode).toBe(202);
    expect((await get({ 'if-none-match': after.headers.etag as string })).statusCode).toBe(304);

    expect((await register('ravi@example.com')).statusCode).toBe(202);
    expect((await get()).json().events[0]).toMatchObject({ seats_left: 0, full: true });
  });

  it('moves the version on a staff edit and drops a cancelled event', async () => {
    const { id, version } = await create();
    const before = await get();
    const edit = (v: number, overrides: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: adminApi.event(id), headers: admin.auth, payload: { ...eventBody(overrides), version: v } });

    const renamed = await edit(version, { title: 'SAP FICO careers' });
    expect(renamed.statusCode).toBe(200);
    const afterEdit = await get({ 'if-none-match': before.headers.etag as string });
    expect(afterEdit.statusCode).toBe(200);
    expect(afterEdit.json().events.map((e: { title: string }) => e.title)).toEqual(['SAP FICO careers']);

    expect((await edit(renamed.json().version, { status: 'cancelled' })).statusCode).toBe(200);
    const afterCancel = await get({ 'if-none-match': afterEdit.headers.etag as string });
    expect(afterCancel.statusCode).toBe(200);
    expect(afterCancel.json().events).toEqual([]);
  });
});

describe('If-None-Match matching', () => {
  it.each([
    [undefined, false],
    ['"site-3"', true],
    ['W/"site-3"', true],
    ['"a", "site-3"', true],
    ['*', true],
    ['"site-30"', false],
    ['site-3', false],
  ])('%s → %s', (header, expected) => {
    expect(etagMatches(header, '"site-3"')).toBe(expected);
  });
});
