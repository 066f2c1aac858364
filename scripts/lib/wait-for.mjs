// Waiting for something to be ready: a server started as a child process (the compose smoke's
// "containers", the dev servers) to answer, or any condition the real-container stage polls.

/**
 * Polls `ready` until it returns true.
 * @param {() => boolean | Promise<boolean>} ready  may throw to give up at once
 * @param {{timeoutMs: number, intervalMs?: number, what: string | (() => string)}} o
 *   what: named in the timeout's error (a function: read when it fails, so it can tell the last state)
 */
export async function until(ready, { timeoutMs, intervalMs = 1_000, what }) {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`${typeof what === 'function' ? what() : what}: not ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * Resolves once `url` answers 2xx. Rejects after `timeoutMs`, or at once when `child` (the
 * process that should serve it) has exited.
 * @param {string} url
 * @param {{timeoutMs?: number, child?: import('node:child_process').ChildProcess, name?: string}} [o]
 */
export async function waitFor(url, { timeoutMs = 10_000, child, name = url } = {}) {
  const answers = async () => {
    if (child && child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before it answered`);
    try {
      return (await fetch(url)).ok;
    } catch {
      return false; // not listening yet
    }
  };
  await until(answers, { timeoutMs, intervalMs: 100, what: `${name} answering on ${url}` });
}
