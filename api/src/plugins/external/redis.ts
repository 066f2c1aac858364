// Shared state for replicas (decision 115). With REDIS_URL: one connection for commands (the
// rate-limit counters, revocation messages sent) and one subscribed to the revocation channel.
// Without it, `app.redis` is null and every replica keeps its own state, as one process does.
//
// Redis is never on a request's critical path for longer than REDIS_COMMAND_TIMEOUT_MS: commands
// are not queued while the connection is down (they fail at once), and a hung server's answer is
// given up on. Callers decide what a failure means (rate limits: counted as allowed; revocations:
// the per-process cache is not trusted while the subscription is down).
import fp from 'fastify-plugin';
import type { Redis, RedisOptions } from 'ioredis';

/** A command that has not answered by then has failed (a stopped or overloaded server). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** How often the subscriber checks that Redis still answers (a hung server keeps its socket open). */
export const REDIS_HEARTBEAT_MS = 250;
/** Every key and channel of this application starts with this (one Redis can serve several). */
export const REDIS_PREFIX = 'sap-academy:';

export interface SharedState {
  /** Commands: rate-limit counters, PUBLISH. */
  client: Redis;
  /** Publishes `message` on `channel` (prefixed); false when Redis could not take it. */
  publish(channel: string, message: string): Promise<boolean>;
  /**
   * Delivers every message on `channel` to `onMessage`. `onLive(true)` runs each time the
   * subscription is (re)established: messages published while it was down are lost, so a
   * subscriber must treat whatever it derived from them as stale. `onLive(false)` when it drops.
   */
  subscribe(channel: string, onMessage: (message: string) => void, onLive: (live: boolean) => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    redis: SharedState | null;
  }
}

const options: RedisOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  connectTimeout: 2000,
  // Reconnects forever, at most 1 s apart: a restarted Redis is used again within a second.
  retryStrategy: (times) => Math.min(times * 100, 1000),
};

export default fp(
  async (app) => {
    const url = app.config.REDIS_URL;
    if (!url) {
      app.decorate('redis', null);
      return;
    }
    // Loaded only with REDIS_URL: a single API (npm start, most test files) never evaluates ioredis (decision 129).
    const { Redis } = await import('ioredis');
    const client = new Redis(url, options);
    const subscriber = new Redis(url, options);
    // One warning per outage, not one per reconnect attempt.
    for (const [name, connection] of [
      ['commands', client],
      ['subscriber', subscriber],
    ] as const) {
      let down = false;
      connection.on('error', (err) => {
        if (down) return;
        down = true;
        app.log.warn({ err, connection: name }, 'redis unavailable: rate limits are not counted, revocations are checked in the database on every request');
      });
      connection.on('ready', () => {
        if (!down) return;
        down = false;
        app.log.info({ connection: name }, 'redis reachable again');
      });
    }

    const handlers = new Map<string, { onMessage: (message: string) => void; onLive: (live: boolean) => void }>();
    subscriber.on('message', (channel: string, message: string) => handlers.get(channel)?.onMessage(message));
    // Subscribes on every (re)connection, then says so: from then on messages flow again. (The
    // offline queue is off, so a SUBSCRIBE only goes out on a ready connection.)
    const subscribeAll = () => {
      const names = [...handlers.keys()];
      if (names.length === 0 || subscriber.status !== 'ready') return;
      subscriber.subscribe(...names).then(
        () => {
          for (const h of handlers.values()) h.onLive(true);
        },
        (err: unknown) => app.log.warn({ err }, 'redis subscribe failed'),
      );
    };
    subscriber.on('ready', subscribeAll);
    subscriber.on('close', () => {
      for (const h of handlers.values()) h.onLive(false);
    });
    // A stopped or black-holed Redis closes nothing: the subscription looks up while no message
    // can arrive. A PING that does not answer within the command timeout counts as down until one
    // answers again, and then the channels are subscribed afresh (which says live again).
    let stalled = false;
    let pinging = false;
    const heartbeat = setInterval(() => {
      if (pinging || subscriber.status !== 'ready' || handlers.size === 0) return;
      pinging = true;
      subscriber
        .ping()
        .then(
          () => {
            if (!stalled) return;
            stalled = false;
            subscribeAll();
          },
          () => {
            if (stalled) return;
            stalled = true;
            for (const h of handlers.values()) h.onLive(false);
          },
        )
        .finally(() => {
          pinging = false;
        });
    }, REDIS_HEARTBEAT_MS);
    heartbeat.unref();

    const state: SharedState = {
      client,
      async publish(channel, message) {
        try {
          await client.publish(REDIS_PREFIX + channel, message);
          return true;
        } catch (err) {
          app.log.warn({ err, channel }, 'redis publish failed');
          return false;
        }
      },
      subscribe(channel, onMessage, onLive) {
        handlers.set(REDIS_PREFIX + channel, { onMessage, onLive });
        subscribeAll();
      },
    };
    app.decorate('redis', state);

    // A Redis that is down at start does not stop the API: it runs degraded, as during an outage.
    await Promise.all(
      [client, subscriber].map((c) => c.connect().catch((err: unknown) => app.log.warn({ err }, 'redis not reachable at start; retrying in the background'))),
    );

    app.addHook('onClose', async () => {
      clearInterval(heartbeat);
      handlers.clear();
      client.disconnect();
      subscriber.disconnect();
    });
  },
  { name: 'redis', dependencies: ['config'] },
);
