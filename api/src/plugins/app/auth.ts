// Bearer JWTs (HS256, jose) with an expiry and a jti that logout revokes. The token carries the
// student id, so the hot portal routes need no user lookup; only the revocation check hits the db.
// It also carries its user's session epoch: a reset, a password change or "sign out of all
// devices" bumps the epoch and so revokes every token of that user, in the same query.
// With REDIS_URL every revocation is also published, and every replica drops it from its cache on
// receipt (decision 115): a logout reaches the other replicas in milliseconds, not
// AUTH_REVOCATION_CACHE_MS. While that channel is down the cache is not used at all.
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
  /** The user's session epoch when the token was issued (claim `ep`). */
  epoch: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: {
      /** `epoch` is the user's current session epoch (users.session_epoch). */
      issue(userId: number, studentId: number, epoch: number): Promise<string>;
      /** Logout: recorded in the database, and applied to this process's cache (every replica's, with Redis) at once. */
      revoke(jti: string, expiresAt: Date): Promise<void>;
      /**
       * After the user's session epoch was bumped in the database: forgets this process's trusted
       * tokens of the user at once; other replicas follow on the Redis message, or without Redis
       * within AUTH_REVOCATION_CACHE_MS.
       */
      forgetUser(userId: number): void;
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
    const tokensOfUser = new Map<number, Set<string>>();
    const cacheMs = app.config.AUTH_REVOCATION_CACHE_MS;
    // Bumped by every revocation: a verification that read the database before it must not put
    // its (now stale) answer into the cache after it.
    let generation = 0;
    // With Redis the cache is trusted only while revocation messages can arrive (decision 115).
    let cacheLive = !app.redis;

    function forgetAll() {
      generation++;
      trusted.clear();
      tokenOfJti.clear();
      tokensOfUser.clear();
    }

    function remember(token: string, principal: Principal, readInGeneration: number) {
      if (cacheMs <= 0 || !cacheLive || readInGeneration !== generation) return;
      if (trusted.size >= 50_000) forgetAll();
      trusted.set(token, { principal, until: Math.min(Date.now() + cacheMs, principal.expiresAt.getTime()) });
      tokenOfJti.set(principal.jti, token);
      let ofUser = tokensOfUser.get(principal.userId);
      if (!ofUser) tokensOfUser.set(principal.userId, (ofUser = new Set()));
      ofUser.add(token);
    }

    function forgetJtiHere(jti: string) {
      generation++;
      const token = tokenOfJti.get(jti);
      if (token) trusted.delete(token);
      tokenOfJti.delete(jti);
    }

    function forgetUserHere(userId: number) {
      generation++;
      for (const token of tokensOfUser.get(userId) ?? []) {
        const jti = trusted.get(token)?.principal.jti;
        trusted.delete(token);
        if (jti) tokenOfJti.delete(jti);
      }
      tokensOfUser.delete(userId);
    }

    async function verify(token: string): Promise<Principal> {
      const hit = cacheLive ? trusted.get(token) : undefined;
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
      // Tokens issued before epochs existed carry none: they belong to epoch 0, every user's first.
      const epoch = payload.ep ?? 0;
      if (!Number.isSafeInteger(userId) || typeof studentId !== 'number' || !Number.isSafeInteger(epoch) || !payload.jti || !payload.exp) {
        throw unauthorized(MESSAGES.badToken);
      }
      const readInGeneration = generation;
      const state = await prepared.tokenState(payload.jti, userId);
      if (!state || state.revoked || state.epoch !== epoch) throw unauthorized(MESSAGES.badToken);
      const principal = { userId, studentId, jti: payload.jti, expiresAt: new Date(payload.exp * 1000), epoch };
      remember(token, principal, readInGeneration);
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

    // Every replica, this one included, hears every revocation. A message is {"jti"} (a logout)
    // or {"user"} (an epoch bump); the database stays the truth, this only empties caches.
    const CHANNEL = 'revocations';
    const bus = app.redis;
    bus?.subscribe(
      CHANNEL,
      (message) => {
        try {
          const { jti, user } = JSON.parse(message) as { jti?: unknown; user?: unknown };
          if (typeof jti === 'string') forgetJtiHere(jti);
          else if (typeof user === 'number') forgetUserHere(user);
        } catch {
          forgetAll(); // unreadable: forgetting everything is always safe
        }
      },
      (live) => {
        // Messages sent while the subscription was down are lost: nothing cached before counts.
        forgetAll();
        cacheLive = live;
      },
    );
    const announce = async (message: { jti: string } | { user: number }) => {
      if (bus && !(await bus.publish(CHANNEL, JSON.stringify(message)))) {
        app.log.warn('revocation not announced to the other replicas: they apply it when their cache entry ends');
      }
    };

    app.decorateRequest('principal', null);
    app.decorate('tokens', {
      issue: (userId: number, studentId: number, epoch: number) =>
        new SignJWT({ sid: studentId, ep: epoch })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(String(userId))
          .setJti(randomUUID())
          .setIssuer(JWT_ISSUER)
          .setAudience(JWT_AUDIENCE)
          .setIssuedAt()
          .setExpirationTime(`${ttl}s`)
          .sign(key),
      async revoke(jti: string, expiresAt: Date) {
        await revocations.revoke(jti, expiresAt);
        // After the write: a verification that read the database before it cannot cache its answer.
        forgetJtiHere(jti);
        await announce({ jti });
      },
      forgetUser(userId: number) {
        forgetUserHere(userId);
        void announce({ user: userId });
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
