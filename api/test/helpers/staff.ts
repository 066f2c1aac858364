// Staff for the back office's tests: a user registered through the public API (so it also has its
// student row, as a real account does), promoted in the database as the role CLI would, then
// logged in. The role is read per admin request (plugins/app/staff.ts), so the token needs no change.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ADMIN_MESSAGES, type Role } from '@sap-academy/contracts/admin';
import type { Db } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { signUp, type StudentSession } from './fixtures';

export async function signUpAs(app: FastifyInstance, db: Db, role: Role, name = `${role[0]!.toUpperCase()}${role.slice(1)} Staff`): Promise<StudentSession> {
  const session = await signUp(app, name);
  await db.update(users).set({ role }).where(eq(users.id, session.userId));
  return session;
}

/** A visitor, a student, an editor and an admin: the four callers every admin route is tried with. */
export async function callers(app: FastifyInstance, db: Db) {
  const [student, editor, admin] = [await signUp(app, 'Student Caller'), await signUpAs(app, db, 'editor'), await signUpAs(app, db, 'admin')];
  return { student, editor, admin };
}

/** 401 for a visitor, 403 for a student and for an editor (they run the catalogue only). */
export async function expectAdminOnly(
  app: FastifyInstance,
  db: Db,
  request: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object },
) {
  const { student, editor } = await callers(app, db);
  const visitor = await app.inject(request);
  expect(visitor.statusCode).toBe(401);
  expect(visitor.json()).toEqual({ detail: expect.any(String) });
  for (const who of [student, editor]) {
    const res = await app.inject({ ...request, headers: who.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: ADMIN_MESSAGES.forbidden });
  }
}
