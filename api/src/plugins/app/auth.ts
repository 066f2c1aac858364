// Bearer JWTs (HS256, jose) with an expiry and a jti that logout revokes. The token carries the
// student id, so the hot portal routes need no user lookup; only the revocation check hits the db.
import { randomUUID, webcrypto } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SignJWT, jwtVerify } from 'jose';
import { JWT_AUDIENCE, JWT_ISSUER, MESSAGES } from '../../config/constants';
import { HttpError } from '../../lib/http-error';
import { preparedQueries } from '../../repositories/prepared';
import { tokensRepository } from '../../repositories/tokens';

export interface Principal {
  userId: number;
  studentId: number;
  jti: string;
  expiresAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: {
      issue(userId: number, studentId: number): Promise<string>;
      /** Logout: recorded in the database, and applied to this process's cache at once. */
      revoke(jti: string, expiresAt: Date): Promise<void>;
    };
    /** preHandler: 401 unless a valid, unrevoked bearer token is sent. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** preHandler: a token is optional; an invalid or expired one makes the caller a visitor. */
    authenticateOptional(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

const unauthorized = (detail: string) => new HttpError(401, detail, { 'www-authenticate': 'Bearer' });

export default fp(
  async (app) => {
    // Imported once: handing jose raw bytes makes it import the key again on every call.
    const key = await webcrypto.subtle.importKey('raw', new TextEncoder().encode(app.config.JWT_SECRET), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    const ttl = app.config.JWT_TTL_SECONDS;
    const revocations = tokensRepository(app.db);
    const prepared = preparedQueries(app.db);
    // token → its principal, trusted (signature checked, not revoked) until `until`; saves the
    // HMAC and the revocation query on a client's following requests (decision 102).
    const trusted = new Map<string, { principal: Principal; until: number }>();
    const tokenOfJti = new Map<string, string>();
    const cacheMs = app.config.AUTH_REVOCATION_CACHE_MS;

    function remember(token: string, principal: Principal) {
      if (cacheMs <= 0) return;
      if (trusted.size >= 50_000) {
        trusted.clear();
        tokenOfJti.clear();
      }
      trusted.set(token, { principal, until: Math.min(Date.now() + cacheMs, principal.expiresAt.getTime()) });
      tokenOfJti.set(principal.jti, token);
    }

    async function verify(token: string): Promise<Principal> {
      const hit = trusted.get(token);
      if (hit && hit.until > Date.now()) return hit.principal;
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
      }).catch(() => {
        throw unauthorized(MESSAGES.badToken);
      });
      const userId = Number(payload.sub);
      const studentId = payload.sid;
      if (!Number.isSafeInteger(userId) || typeof studentId !== 'number' || !payload.jti || !payload.exp) {
        throw unauthorized(MESSAGES.badToken);
      }
      if (await prepared.isRevoked(payload.jti)) throw unauthorized(MESSAGES.badToken);
      const principal = { userId, studentId, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
      remember(token, principal);
      return principal;
    }

    async function fromHeader(request: FastifyRequest, required: boolean) {
      const header = request.headers.authorization;
      if (!header) {
        if (required) throw unauthorized(MESSAGES.unauthenticated);
        return;
      }
      const match = /^Bearer ([A-Za-z0-9\-_.]+)$/.exec(header);
      if (!match) throw unauthorized(MESSAGES.badToken);
      request.principal = await verify(match[1]!);
    }

    // A public page must not break because the browser still holds an expired or revoked token
    // (the client only drops it after GET /lms/auth fails): such a caller is a visitor.
    async function optionalFromHeader(request: FastifyRequest) {
      try {
        await fromHeader(request, false);
      } catch (err) {
        if (!(err instanceof HttpError && err.statusCode === 401)) throw err;
        request.principal = null;
      }
    }

    // Revocation rows are useless once their token has expired; an hourly purge keeps the table small.
    const purge = setInterval(
      () => {
        revocations.purgeExpired().catch((err) => app.log.warn({ err }, 'revoked token purge failed'));
      },
      60 * 60 * 1000,
    );
    purge.unref();
    app.addHook('onClose', async () => clearInterval(purge));

    app.decorateRequest('principal', null);
    app.decorate('tokens', {
      issue: (userId: number, studentId: number) =>
        new SignJWT({ sid: studentId })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(String(userId))
          .setJti(randomUUID())
          .setIssuer(JWT_ISSUER)
          .setAudience(JWT_AUDIENCE)
          .setIssuedAt()
          .setExpirationTime(`${ttl}s`)
          .sign(key),
      async revoke(jti: string, expiresAt: Date) {
        const token = tokenOfJti.get(jti);
        if (token) trusted.delete(token);
        tokenOfJti.delete(jti);
        await revocations.revoke(jti, expiresAt);
      },
    });
    app.decorate('authenticate', (request: FastifyRequest) => fromHeader(request, true));
    app.decorate('authenticateOptional', optionalFromHeader);
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);

/** For handlers behind `authenticate`: the principal is set or the request never got here. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized(MESSAGES.unauthenticated);
  return request.principal;
}
