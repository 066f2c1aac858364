// Assignments for the tests (decision 134): an ASSIGNMENT class authored through the admin route,
// a submission sent as the browser's multipart form, and a trainer assigned to a course.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminApi, lmsApi } from '@sap-academy/contracts/paths';
import type { Db } from '../../src/db/client';
import { classes, courseStudents } from '../../src/db/schema';
import type { StudentSession } from './fixtures';

/** Makes the class an assignment class, as the outline editor would. */
export async function makeAssignmentClass(db: Db, classId: number) {
  await db.update(classes).set({ onlineClassType: 'ASSIGNMENT' }).where(eq(classes.id, classId));
}

export const assignmentBody = (overrides: Record<string, unknown> = {}) => ({
  version: 0,
  instructions: 'Create a purchase order in ME21N and attach a screenshot of the saved order.',
  due: { kind: 'days_after_enrolment', days: 7 },
  ...overrides,
});

/** Authors the assignment through the admin route; returns its admin view. */
export async function authorAssignment(
  app: FastifyInstance,
  staff: StudentSession,
  courseId: number,
  classId: number,
  overrides: Record<string, unknown> = {},
) {
  const res = await app.inject({ method: 'PUT', url: adminApi.classAssignment(courseId, classId), headers: staff.auth, payload: assignmentBody(overrides) });
  if (res.statusCode !== 200) throw new Error(`assignment authoring failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export interface FormPart {
  field: string;
  /** A file part when set; a text field otherwise. */
  fileName?: string;
  value: string | Buffer;
}

/** A multipart/form-data body of several parts, as a browser's form sends it. */
export function multipartForm(parts: FormPart[]) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.fileName === undefined ? `form-data; name="${part.field}"` : `form-data; name="${part.field}"; filename="${part.fileName}"`;
    const type = part.fileName === undefined ? '' : 'Content-Type: application/octet-stream\r\n';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`, 'utf8'), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs a submission: `text` and files as `files` parts. */
export function submit(
  app: FastifyInstance,
  who: StudentSession,
  courseId: number,
  classId: number,
  form: { text?: string; files?: Array<{ name: string; bytes: Buffer }> },
) {
  const parts: FormPart[] = [];
  if (form.text !== undefined) parts.push({ field: 'text', value: form.text });
  for (const file of form.files ?? []) parts.push({ field: 'files', fileName: file.name, value: file.bytes });
  const body = multipartForm(parts);
  return app.inject({ method: 'POST', url: lmsApi.assignmentSubmissions(courseId, classId), payload: body.payload, headers: { ...body.headers, ...who.auth } });
}

export async function enrol(db: Db, studentId: number, courseId: number, enrolledAt?: Date) {
  await db.insert(courseStudents).values({ studentId, courseId, ...(enrolledAt ? { createdAt: enrolledAt } : {}) });
}

export async function setEnrolledAt(db: Db, studentId: number, courseId: number, enrolledAt: Date) {
  await db
    .update(courseStudents)
    .set({ createdAt: enrolledAt })
    .where(and(eq(courseStudents.studentId, studentId), eq(courseStudents.courseId, courseId)));
}

export async function assignTrainer(app: FastifyInstance, admin: StudentSession, courseId: number, userId: number) {
  const res = await app.inject({ method: 'PUT', url: adminApi.courseTrainer(courseId, userId), headers: admin.auth });
  if (res.statusCode !== 200) throw new Error(`trainer assignment failed: ${res.statusCode} ${res.body}`);
}
