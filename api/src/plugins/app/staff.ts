// The back office's guard: a visitor gets 401, a signed-in student 403. The role is read
// from the database on every admin request rather than trusted from the token, so demoting a
// staff member takes effect at once (admin traffic is small; the portal's hot path is untouched).
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, STAFF_ROLES, type Role } from '@sap-academy/contracts/admin';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { principalOf } from './auth';

export interface Staff {
  userId: number;
  role: Role;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook factory (before the body is parsed, so a visitor gets 401, not 422): 401 without a valid token, 403 unless the user has one of `roles`. */
    requireRole(roles?: readonly Role[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    staff: Staff | null;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('staff', null);
    app.decorate('requireRole', (roles: readonly Role[] = STAFF_ROLES) => async (request: FastifyRequest, reply: FastifyReply) => {
      await app.authenticate(request, reply);
      const { userId } = principalOf(request);
      const [row] = await app.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
      const role = row?.role as Role | undefined;
      if (!role || !roles.includes(role)) throw new HttpError(403, ADMIN_MESSAGES.forbidden);
      request.staff = { userId, role };
    });
  },
  { name: 'staff', dependencies: ['auth', 'db'] },
);

/** For handlers behind `requireRole`. */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw new HttpError(403, ADMIN_MESSAGES.forbidden);
  return request.staff;
}
