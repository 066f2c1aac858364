// A real, private redis-server (Debian's package; `npm test` installs it, scripts/lib/ensure-system.mjs)
// on a free local port, with no persistence: the replica tests share it between two app instances,
// kill it to test an outage and start it again on the same port.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { Redis } from 'ioredis';

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

export interface TestRedis {
  url: string;
  /** SIGKILL: the server is gone at once, as in a crash. */
  kill(): Promise<void>;
  /** SIGSTOP: the server hangs with its connections open (SIGCONT: `resume`). */
  pause(): void;
  resume(): void;
  /** Starts it again on the same port (empty: no persistence). */
  start(): Promise<void>;
  /** A separate connection, for reading keys in a test. */
  connect(): Redis;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function waitForPing(url: string, child: ChildProcess) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      if ((await probe.ping()) === 'PONG') return;
    } catch {
      // not listening yet
    } finally {
      probe.disconnect();
    }
    if (Date.now() > deadline) throw new Error(`redis-server did not answer on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startTestRedis(): Promise<TestRedis> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(`${REDIS_SERVER} is missing: install Debian's redis-server (apt-get install redis-server; npm test does it)`);
  }
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--loglevel', 'warning'], {
      stdio: 'ignore',
    });
    await waitForPing(url, child);
  };
  const kill = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  const signal = (name: NodeJS.Signals) => () => {
    child?.kill(name);
  };
  return { url, kill, start, stop: kill, pause: signal('SIGSTOP'), resume: signal('SIGCONT'), connect: () => new Redis(url) };
}
