// Certificates and completion rules (decision 135): data only, on the Db the service gives.
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminCertificateQuery } from '@sap-academy/contracts/admin';
import { PROGRESS_STATUS } from '@sap-academy/contracts';
import type { Db } from '../db/client';
import { certificateFiles, certificates, classProgress, classes, completionRules, courses, quizAttempts, quizzes, students, users } from '../db/schema';
import { matchesAny, orderBy, pageWindow } from './admin-list';

export type CertificateRow = typeof certificates.$inferSelect;
export interface RulesRow {
  requireAllClasses: boolean;
  finalQuizClassId: number | null;
  finalQuizPassMark: number | null;
  version: number;
}

/** Every course's rule until staff change it (decision 135). */
export const DEFAULT_RULES: RulesRow = { requireAllClasses: true, finalQuizClassId: null, finalQuizPassMark: null, version: 0 };

/** The first key of the per (student, course) advisory lock (the second is the pair's hash): ours alone. */
const ISSUE_LOCK_NAMESPACE = 135_001;

const CERTIFICATE_SORTS = { issued_at: certificates.issuedAt, number: certificates.number, name: certificates.studentName };

/** SAPA-CERT-<year in India>-<counter, at least 6 digits>, made by the database in the insert itself. */
const nextNumber = () => sql`'SAPA-CERT-' || to_char(now() at time zone 'Asia/Kolkata', 'YYYY') || '-' || lpad(nextval('certificate_numbers')::text, 6, '0')`;

export function certificatesRepository(db: Db) {
  return {
    async rules(courseId: number): Promise<RulesRow> {
      const [row] = await db
        .select({
          requireAllClasses: completionRules.requireAllClasses,
          finalQuizClassId: completionRules.finalQuizClassId,
          finalQuizPassMark: completionRules.finalQuizPassMark,
          version: completionRules.version,
        })
        .from(completionRules)
        .where(eq(completionRules.courseId, courseId));
      return row ?? DEFAULT_RULES;
    },

    /** Writes the rules if `version` is still the stored one (0: none stored yet); null when it moved on. */
    async saveRules(courseId: number, version: number, rules: Omit<RulesRow, 'version'>): Promise<RulesRow | null> {
      const values = { ...rules, version: version + 1, updatedAt: new Date() };
      const [row] = await db
        .insert(completionRules)
        .values({ courseId, ...values })
        .onConflictDoUpdate({ target: completionRules.courseId, set: values, where: eq(completionRules.version, version) })
        .returning();
      // A first save (version 0) that lost to another first save conflicts and updates nothing.
      if (!row || row.version !== version + 1) return null;
      return row;
    },

    /** Queues concurrent eligibility checks for one student and course until the transaction ends. */
    async lockPair(studentId: number, courseId: number) {
      await db.execute(sql`select pg_advisory_xact_lock(${ISSUE_LOCK_NAMESPACE}, hashtext(${`${studentId}:${courseId}`}))`);
    },

    /** The course's classes and how many of them the student has completed. */
    async classCounts(studentId: number, courseId: number): Promise<{ total: number; completed: number }> {
      const [row] = await db
        .select({
          total: sql<number>`count(${classes.id})::int`,
          completed: sql<number>`count(${classProgress.id}) filter (where ${classProgress.status} = ${PROGRESS_STATUS.completed})::int`,
        })
        .from(classes)
        .leftJoin(classProgress, and(eq(classProgress.classId, classes.id), eq(classProgress.studentId, studentId)))
        .where(eq(classes.courseId, courseId));
      return { total: row?.total ?? 0, completed: row?.completed ?? 0 };
    },

    /** The student's best submitted attempt at the quiz of a class, as score and max; null before any. */
    async bestAttempt(studentId: number, classId: number): Promise<{ score: number; max: number } | null> {
      const [row] = await db
        .select({ score: quizAttempts.score, max: quizAttempts.maxScore })
        .from(quizAttempts)
        .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
        .where(and(eq(quizzes.classId, classId), eq(quizAttempts.studentId, studentId), eq(quizAttempts.status, 'submitted'), isNotNull(quizAttempts.score)))
        // Best by share of the maximum (attempts of an edited quiz may have different maxima).
        .orderBy(desc(sql`${quizAttempts.score}::float / ${quizAttempts.maxScore}`))
        .limit(1);
      return row && row.score !== null ? { score: row.score, max: row.max } : null;
    },

    /** Whether a class is a QUIZ class of the course. */
    async isQuizClassOf(courseId: number, classId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: classes.id })
        .from(classes)
        .where(and(eq(classes.id, classId), eq(classes.courseId, courseId), eq(classes.onlineClassType, 'QUIZ')));
      return Boolean(row);
    },

    /** What a certificate prints and where its mail goes. */
    async recipient(studentId: number, courseId: number) {
      const [row] = await db
        .select({ name: users.name, email: users.email, courseTitle: courses.courseTitle })
        .from(students)
        .innerJoin(users, eq(users.id, students.userId))
        .innerJoin(courses, eq(courses.id, courseId))
        .where(eq(students.id, studentId));
      return row;
    },

    /** The new certificate, or null when the student already has one for the course (the unique pair). */
    async insertIfAbsent(values: {
      id: string;
      studentId: number;
      courseId: number;
      studentName: string;
      courseTitle: string;
    }): Promise<CertificateRow | null> {
      const [row] = await db
        .insert(certificates)
        .values({ ...values, number: nextNumber() })
        .onConflictDoNothing({ target: [certificates.studentId, certificates.courseId] })
        .returning();
      return row ?? null;
    },

    async find(id: string): Promise<CertificateRow | undefined> {
      const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
      return row;
    },

    async forStudent(studentId: number): Promise<CertificateRow[]> {
      return db.select().from(certificates).where(eq(certificates.studentId, studentId)).orderBy(desc(certificates.issuedAt), desc(certificates.number));
    },

    async email(studentId: number): Promise<string | undefined> {
      const [row] = await db.select({ email: users.email }).from(students).innerJoin(users, eq(users.id, students.userId)).where(eq(students.id, studentId));
      return row?.email;
    },

    async list(query: AdminCertificateQuery) {
      const filters: SQL[] = [];
      if (query.q) filters.push(matchesAny(query.q, [certificates.studentName, users.email, certificates.number, certificates.courseTitle]));
      if (query.status === 'valid') filters.push(isNull(certificates.revokedAt));
      if (query.status === 'revoked') filters.push(isNotNull(certificates.revokedAt));
      if (query.course_id) filters.push(eq(certificates.courseId, query.course_id));
      const where = filters.length ? and(...filters) : undefined;
      const { limit, offset } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select({ certificate: certificates, email: users.email })
          .from(certificates)
          .innerJoin(students, eq(students.id, certificates.studentId))
          .innerJoin(users, eq(users.id, students.userId))
          .where(where)
          .orderBy(...orderBy(query.sort, CERTIFICATE_SORTS, '-issued_at', certificates.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(certificates)
          .innerJoin(students, eq(students.id, certificates.studentId))
          .innerJoin(users, eq(users.id, students.userId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Marks it revoked unless it already is; null when it was. */
    async revoke(id: string, actorUserId: number, reason: string): Promise<CertificateRow | null> {
      const [row] = await db
        .update(certificates)
        .set({ revokedAt: new Date(), revokedReason: reason, revokedBy: actorUserId })
        .where(and(eq(certificates.id, id), isNull(certificates.revokedAt)))
        .returning();
      return row ?? null;
    },

    async storedPdf(id: string): Promise<Buffer | undefined> {
      const [row] = await db.select({ pdf: certificateFiles.pdf }).from(certificateFiles).where(eq(certificateFiles.certificateId, id));
      return row?.pdf;
    },

    /** The first stored file wins: two renders of one certificate make the same document. */
    async storePdf(id: string, pdf: Buffer) {
      await db.insert(certificateFiles).values({ certificateId: id, pdf }).onConflictDoNothing();
    },
  };
}
