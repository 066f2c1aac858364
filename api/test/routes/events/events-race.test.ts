// The seat cap under a race (decision 137): many people registering at once, some with the same
// e-mail, get exactly min(cap, distinct e-mails) seats, one lead and one confirmation each; the rest
// hear "This event is full." Run on every driver: on PostgreSQL the requests really overlap. The
// counting rule is also checked as a property over random caps and crowds.
import fc from 'fast-check';
import { EVENT_MESSAGES, isFull, seatsLeft } from '@sap-academy/contracts';
import { adminApi, siteApi } from '@sap-academy/contracts/paths';
import { eventRegistrations, events, leads } from '../../../src/db/schema';
import { useTestApp } from '../../helpers/app';
import { EVERY_DRIVER } from '../../helpers/database';
import { queuedMails } from '../../helpers/mail';
import { signUpAs } from '../../helpers/staff';

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

describe('the counting rule', () => {
  it('seats left is the cap less the registered, never below zero; full exactly at zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 0, max: 200_000 }), (cap, registered) => {
        const left = seatsLeft(cap, registered);
        expect(left).toBe(registered >= cap ? 0 : cap - registered);
        expect(isFull(cap, registered)).toBe(registered >= cap);
      }),
    );
  });
});

describe.each(EVERY_DRIVER)('concurrent registrations on %s', (driver) => {
  const t = useTestApp(driver, { SALES_EMAIL: 'sales@example.com', RATE_LIMIT_LEADS_MAX: '100000' });

  async function newEvent(cap: number, slug: string) {
    const admin = await signUpAs(t.app, t.db, 'admin', `Admin ${slug}`);
    const res = await t.app.inject({
      method: 'POST',
      url: adminApi.events(),
      headers: admin.auth,
      payload: {
        slug,
        title: 'Free SAP webinar',
        starts_at: inHours(24),
        ends_at: inHours(25),
        seat_cap: cap,
        join_url: 'https://meet.example.com/x',
        status: 'published',
      },
    });
    expect(res.statusCode).toBe(201);
  }

  const register = (slug: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: siteApi.eventRegistrations(slug),
      payload: { name: 'Racer', email },
      remoteAddress: `10.0.${Math.floor(Math.random() * 250)}.1`,
    });

  it('gives exactly seat_cap seats when more people than seats register at once', async () => {
    await newEvent(5, 'race');
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => register('race', `racer${i}@example.com`)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(202), ...Array(7).fill(409)]);
    for (const lost of answers.filter((a) => a.statusCode === 409)) expect(lost.json()).toEqual({ detail: EVENT_MESSAGES.full });
    const [event] = await t.db.select().from(events);
    expect(event!.registered).toBe(5);
    expect(await t.db.select().from(eventRegistrations)).toHaveLength(5);
    expect(await t.db.select().from(leads)).toHaveLength(5);
    expect(await queuedMails(t.db, 'event-registered')).toHaveLength(5);
  });

  it('holds for any cap and any crowd with repeated e-mails (property, run concurrently)', async () => {
    let round = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 4 }), fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 9 }), async (cap, people) => {
        const slug = `prop-${round++}`;
        await newEvent(cap, slug);
        const answers = await Promise.all(people.map((p) => register(slug, `p${p}@example.com`)));
        const distinct = new Set(people).size;
        const seated = Math.min(cap, distinct);
        const [event] = (await t.db.select().from(events)).filter((e) => e.slug === slug);
        const rows = (await t.db.select().from(eventRegistrations)).filter((r) => r.eventId === event!.id);
        expect(event!.registered).toBe(seated);
        expect(rows).toHaveLength(seated);
        // Everyone seated got 202 (again, if they sent twice); the rest 409 full.
        const seatedEmails = new Set(rows.map((r) => r.email));
        answers.forEach((a, i) => expect(a.statusCode).toBe(seatedEmails.has(`p${people[i]}@example.com`) ? 202 : 409));
        const mails = (await queuedMails(t.db, 'event-registered')).filter((m) => seatedEmails.has(m.payload.to) && m.payload.data.eventId === event!.id);
        expect(mails).toHaveLength(seated);
      }),
      { numRuns: driver === 'postgres' ? 8 : 5 },
    );
  });
});
