// Idempotent seed: courses are keyed by slug, the demo accounts by e-mail and coupons by code, so
// running it again changes nothing. A course that exists is left alone: once the back office can
// edit the catalogue, the server's start-up seed must not undo staff edits. Two levels:
// the course catalogue (a real deployment's starting content until staff edit it), and demo data (a
// student and a staff admin with published passwords, generous coupons) only where asked for: `npm start`,
// the tests, `db:seed -- --demo`. Production refuses API_SEED=demo (config/env.ts).
import { bumpRevision } from '../../repositories/audit';
import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { gstinCheckCharacter } from '@sap-academy/contracts/gst';
import {
  classFiles,
  classes,
  companies,
  companyAdmins,
  companySeatPools,
  coupons,
  courses,
  events,
  practiceServerCredentials,
  sections,
  students,
  users,
} from '../schema';
import { DEV_SERVER_CREDENTIAL_KEY, secretBox } from '../../lib/secret-box';
import { SEED_COURSES, SERVER_ACCESS_COURSE, type SeedCourse } from './courses-data';

/** Demo practice-server logins (decision 150): dummy passwords for a server that does not exist. */
export const DEMO_SERVER_CREDENTIALS = [
  { host: 's4demo.sap-academy.local', client: '100', username: 'TRAINEE01', password: 'Demo-Server-01!' },
  { host: 's4demo.sap-academy.local', client: '100', username: 'TRAINEE02', password: 'Demo-Server-02!' },
];
export const DEMO_STUDENT = { name: 'Demo Student', email: 'demo@sapacademy.test', password: 'DemoPass123!' };
/** The back office's demo account; a real deployment makes staff with `npm run user:create-admin -w api`. */
export const DEMO_ADMIN = { name: 'Demo Admin', email: 'admin@sapacademy.test', password: 'AdminPass123!', role: 'admin' } as const;
/** A trainer to assign to a course and review its assignments with (decision 133); demo data only. */
export const DEMO_TRAINER = { name: 'Demo Trainer', email: 'trainer@sapacademy.test', password: 'TrainerPass123!', role: 'trainer' } as const;
export const DEMO_COUPONS = [
  { code: 'WELCOME10', discountPercent: 10, discountAmount: 0, courseSlug: null, usageLimit: null },
  { code: 'FLAT500', discountPercent: 0, discountAmount: 50_000, courseSlug: null, usageLimit: 1000 },
  { code: 'MMFREE', discountPercent: 100, discountAmount: 0, courseSlug: 'sap-mm', usageLimit: 50 },
] as const;

/**
 * SPEC §2's webinar as an event (decision 137): 12 PM India time on the next 25 August, an hour
 * long, 100 seats, published. Keyed by its year's slug, so a later run adds the next year's.
 */
export function demoWebinar(now: Date) {
  const at = (year: number) => new Date(`${year}-08-25T12:00:00+05:30`);
  const year = now.getUTCFullYear();
  const startsAt = at(year) > now ? at(year) : at(year + 1);
  return {
    slug: `free-sap-career-webinar-${startsAt.getUTCFullYear()}`,
    title: 'Free SAP career webinar',
    description: 'Free for graduates and MBA Finance professionals: how SAP projects hire, which module fits your background, and a live demo. Limited seats.',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 60 * 60_000),
    seatCap: 100,
    joinUrl: 'https://meet.example.com/sap-career-webinar',
    status: 'published' as const,
  };
}

// Served by routes/media.ts, relative to the API (the portal resolves it against the API URL).
const posterUrl = (slug: string) => `/images/courses/${slug}.svg`;

/** The course's id, and whether this run created it. */
async function seedCourse(tx: Db, course: SeedCourse): Promise<{ id: number; created: boolean }> {
  const fields = {
    courseTitle: course.course_title,
    description: course.description,
    posterUrl: posterUrl(course.slug),
    difficultyLevel: course.difficulty_level,
    courseType: course.course_type,
    courseDuration: course.course_duration,
    price: course.price,
    // Decision 138: every paid SAP course includes one mock interview; the free basics course none.
    mockInterviewCredits: course.price > 0 ? 1 : 0,
    faq: course.faq ?? [],
    serverAccessDays: course.server_access_days ?? null,
  };
  const [row] = await tx
    .insert(courses)
    .values({ slug: course.slug, ...fields })
    .onConflictDoNothing({ target: courses.slug })
    .returning({ id: courses.id });
  // Written once; later edits belong to the back office, not to a re-run of the seed.
  if (!row) {
    const [existing] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.slug, course.slug));
    return { id: existing!.id, created: false };
  }
  const courseId = row.id;
  for (const [sPos, section] of course.sections.entries()) {
    const [s] = await tx
      .insert(sections)
      .values({ courseId, name: section.name, position: sPos + 1 })
      .returning();
    for (const [cPos, c] of section.classes.entries()) {
      const [created] = await tx
        .insert(classes)
        .values({
          sectionId: s!.id,
          courseId,
          title: c.title,
          description: c.description,
          duration: c.duration,
          onlineClassType: 'VIDEO',
          // Decision 211: a course's first class is the one a visitor may play on its page.
          freePreview: sPos === 0 && cPos === 0,
          position: cPos + 1,
        })
        .returning();
      await tx.insert(classFiles).values({
        classId: created!.id,
        isOriginal: true,
        onlineClassFileType: 'YOUTUBE',
        url: `https://www.youtube.com/watch?v=${c.videoId}`,
      });
    }
  }
  return { id: courseId, created: true };
}

export interface SeedOptions {
  /** Also the demo student and the demo coupons. */
  demo: boolean;
  /** Seals the demo practice-server passwords (decision 150); the development key when absent. */
  credentialKey?: string;
}

export async function seed(db: Db, options: SeedOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    let created = false;
    // The server-access course is demo data for now (decision 150; courses-data.ts says why).
    for (const course of options.demo ? [...SEED_COURSES, SERVER_ACCESS_COURSE] : SEED_COURSES) {
      const seeded = await seedCourse(tx, course);
      ids.set(course.slug, seeded.id);
      created ||= seeded.created;
    }
    // New public courses: running API processes must see a new GET /site-data version (decision 206).
    if (created) await bumpRevision(tx, 'site');
    if (options.demo) await seedDemo(tx, ids, options.credentialKey ?? DEV_SERVER_CREDENTIAL_KEY);
  });
}

/** A demo account with its student row (login needs one), made once and never changed after. */
async function seedAccount(tx: Db, account: { name: string; email: string; password: string; role?: 'admin' | 'trainer' }) {
  const [found] = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${account.email}`);
  if (found) return;
  const passwordHash = await hash(account.password); // argon2id, library defaults (OWASP)
  const [user] = await tx
    .insert(users)
    .values({ name: account.name, email: account.email, passwordHash, emailVerified: true, role: account.role ?? 'student' })
    .returning();
  await tx.insert(students).values({ userId: user!.id });
}

async function seedDemo(tx: Db, courseIds: Map<string, number>, credentialKey: string) {
  await seedAccount(tx, DEMO_STUDENT);
  await seedAccount(tx, DEMO_ADMIN);
  await seedAccount(tx, DEMO_TRAINER);

  for (const c of DEMO_COUPONS) {
    await tx
      .insert(coupons)
      .values({
        code: c.code,
        discountPercent: c.discountPercent,
        discountAmount: c.discountAmount,
        courseId: c.courseSlug ? (courseIds.get(c.courseSlug) ?? null) : null,
        usageLimit: c.usageLimit,
      })
      .onConflictDoNothing();
  }
  await tx.insert(events).values(demoWebinar(new Date())).onConflictDoNothing();
  // Two practice-server logins with dummy passwords (decision 150), demo data only.
  const box = secretBox(credentialKey);
  for (const d of DEMO_SERVER_CREDENTIALS) {
    await tx
      .insert(practiceServerCredentials)
      .values({ host: d.host, client: d.client, username: d.username, passwordSealed: box.seal(d.password) })
      .onConflictDoNothing();
  }
  await seedDemoCompany(tx, courseIds);
}

/** A Maharashtra GSTIN (27) with a PAN-shaped middle and its real check character. */
const DEMO_COMPANY_GSTIN = `27AABCA1234D1Z${gstinCheckCharacter('27AABCA1234D1Z')}`;
export const DEMO_COMPANY = { name: 'Acme Manufacturing Pvt Ltd', gstin: DEMO_COMPANY_GSTIN, seats: 5 } as const;

/** Decision 149: a company with 5 seats on the first course, the demo student its HR contact, so the portal shows the Company area. */
async function seedDemoCompany(tx: Db, courseIds: Map<string, number>) {
  await tx
    .insert(companies)
    .values({
      name: DEMO_COMPANY.name,
      gstin: DEMO_COMPANY.gstin,
      billingAddress: 'Plot 7, MIDC Bhosari\nPune 411026',
      state: '27',
      contactName: DEMO_STUDENT.name,
      contactEmail: DEMO_STUDENT.email,
    })
    .onConflictDoNothing();
  const [company] = await tx
    .select()
    .from(companies)
    .where(sql`lower(${companies.name}) = lower(${DEMO_COMPANY.name})`);
  const [hr] = await tx.select().from(users).where(eq(users.email, DEMO_STUDENT.email));
  const courseId = courseIds.get(SEED_COURSES[0]!.slug);
  if (!company || !hr || courseId === undefined) return;
  await tx.insert(companyAdmins).values({ companyId: company.id, userId: hr.id }).onConflictDoNothing();
  await tx
    .insert(companySeatPools)
    .values({ companyId: company.id, courseId, seats: DEMO_COMPANY.seats, purchaseReference: 'DEMO-PO-001' })
    .onConflictDoNothing();
}
