// Staff sessions for the back-office tests: a signed-up user promoted the way the CLI does it.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import { users } from '../../../src/db/schema';
import { signUp, type StudentSession } from '../../helpers/fixtures';

export type Role = 'student' | 'editor' | 'admin';

export async function sessionAs(app: FastifyInstance, db: Db, role: Role, name = `A ${role}`): Promise<StudentSession> {
  const session = await signUp(app, name);
  if (role !== 'student') await db.update(users).set({ role }).where(eq(users.id, session.userId));
  return session;
}

export interface Sessions {
  student: StudentSession;
  editor: StudentSession;
  admin: StudentSession;
}

export async function allSessions(app: FastifyInstance, db: Db): Promise<Sessions> {
  return { student: await sessionAs(app, db, 'student'), editor: await sessionAs(app, db, 'editor'), admin: await sessionAs(app, db, 'admin') };
}

/** 401 without a token, 403 for a student: the guard answers before any validation. */
export async function expectStaffOnly(
  app: FastifyInstance,
  s: Sessions,
  request: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown },
) {
  const visitor = await app.inject({ ...request } as never);
  expect([visitor.statusCode, visitor.json()]).toEqual([401, { detail: expect.any(String) }]);
  const student = await app.inject({ ...request, headers: s.student.auth } as never);
  expect([student.statusCode, student.json()]).toEqual([403, { detail: 'This area is for staff only.' }]);
}
