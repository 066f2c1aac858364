import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { siteDataSchema } from '@sap-academy/contracts';
import { courses, settings } from '../../src/db/schema';
import { seed } from '../../src/db/seed';
import { bumpRevision, readRevisionTag } from '../../src/repositories/audit';
import { etagMatches } from '../../src/lib/etag';
import { useTestApp } from '../helpers/app';
import { DRIVERS } from '../helpers/database';
import { insertCourse } from '../helpers/fixtures';

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
    const { settings: current, courses: list } = siteDataSchema.parse((await get()).json());
    const expected = { version: 'snapshot', settings: current, courses: list };
    // WRITE_SITE_DATA_SNAPSHOT=1 regenerates the file after a change to the seed or the defaults.
    if (process.env.WRITE_SITE_DATA_SNAPSHOT === '1') writeFileSync(SNAPSHOT_FILE, `${JSON.stringify(expected, null, 2)}\n`);
    expect(JSON.parse(readFileSync(SNAPSHOT_FILE, 'utf8'))).toEqual(expected);
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
