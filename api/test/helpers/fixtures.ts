// Small builders over the real tables and the real endpoints, so tests read like stories.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client';
import { classFiles, classes, coupons, courses, sections, users } from '../../src/db/schema';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export interface CourseFixture {
  id: number;
  price: number;
  sections: Array<{ id: number; classIds: number[] }>;
  classIds: number[];
}

export async function insertCourse(db: Db, input: { price?: number; published?: boolean; sections?: number[]; title?: string } = {}): Promise<CourseFixture> {
  const slug = `course-${unique()}`;
  const [course] = await db
    .insert(courses)
    .values({
      slug,
      courseTitle: input.title ?? `Course ${slug}`,
      description: 'A course for tests.',
      posterUrl: `/images/${slug}.webp`,
      difficultyLevel: 'Beginner',
      courseType: 'Self-paced',
      courseDuration: 45,
      price: input.price ?? 100_000,
      published: input.published ?? true,
    })
    .returning();
  const fixture: CourseFixture = { id: course!.id, price: course!.price, sections: [], classIds: [] };
  for (const [sPos, classCount] of (input.sections ?? [2, 1]).entries()) {
    const [section] = await db
      .insert(sections)
      .values({ courseId: course!.id, name: `Section ${sPos + 1}`, position: sPos + 1 })
      .returning();
    const classIds: number[] = [];
    for (let cPos = 0; cPos < classCount; cPos++) {
      const [cls] = await db
        .insert(classes)
        .values({
          sectionId: section!.id,
          courseId: course!.id,
          title: `Class ${sPos + 1}.${cPos + 1}`,
          description: `About class ${sPos + 1}.${cPos + 1}`,
          duration: cPos === 0 ? 600 : null,
          onlineClassType: 'VIDEO',
          position: cPos + 1,
        })
        .returning();
      await db.insert(classFiles).values([
        { classId: cls!.id, isOriginal: false, onlineClassFileType: 'YOUTUBE', url: 'https://www.youtube.com/watch?v=copy0000000' },
        { classId: cls!.id, isOriginal: true, onlineClassFileType: 'YOUTUBE', url: 'https://www.youtube.com/watch?v=orig0000000' },
      ]);
      classIds.push(cls!.id);
    }
    fixture.sections.push({ id: section!.id, classIds });
    fixture.classIds.push(...classIds);
  }
  return fixture;
}

export async function insertCoupon(db: Db, values: Partial<typeof coupons.$inferInsert> & { code: string }) {
  const [row] = await db.insert(coupons).values(values).returning();
  return row!;
}

export interface StudentSession {
  token: string;
  userId: number;
  studentId: number;
  email: string;
  auth: { authorization: string };
}

/** The password every `signUp` student has (strong enough for zxcvbn-ts, decision 118). */
export const STUDENT_PASSWORD = 'correct horse battery';

export async function signUp(app: FastifyInstance, name = 'Asha Rao'): Promise<StudentSession> {
  const email = `student-${unique()}@example.com`;
  const password = STUDENT_PASSWORD;
  const reg = await app.inject({ method: 'POST', url: '/lms/register', payload: { name, email, password } });
  if (reg.statusCode !== 201) throw new Error(`register failed: ${reg.statusCode} ${reg.body}`);
  const login = await app.inject({ method: 'POST', url: '/lms/login', payload: { username: email, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.statusCode} ${login.body}`);
  const token = login.json().access_token as string;
  // The register answer names no account (a taken address answers the same), so the ids come from GET /lms/auth.
  const me = (await app.inject({ method: 'GET', url: '/lms/auth', headers: { authorization: `Bearer ${token}` } })).json();
  return { token, userId: me.user.id, studentId: me.student.id, email, auth: { authorization: `Bearer ${token}` } };
}

/**
 * A student whose e-mail is verified, as after /verify-otp: only such an account may pay
 * (decision 113). Tests about payments use it; `signUp` alone gives an unverified one.
 */
export async function signUpVerified(app: FastifyInstance, db: Db, name?: string): Promise<StudentSession> {
  const session = await signUp(app, name);
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, session.userId));
  return session;
}
