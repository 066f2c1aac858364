// Waiting for a server started as a child process (the compose smoke's "containers", the dev
// servers) to answer.

/**
 * Resolves once `url` answers 2xx. Rejects after `timeoutMs`, or at once when `child` (the
 * process that should serve it) has exited.
 * @param {string} url
 * @param {{timeoutMs?: number, child?: import('node:child_process').ChildProcess, name?: string}} [o]
 */
export async function waitFor(url, { timeoutMs = 10_000, child, name = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} before it answered`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${name} did not answer on ${url} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
