// What the compose smoke's "containers" share (compose-smoke.mjs, compose-renderer.mjs): the
// non-root user they run as, the bare environment they start with, and waiting for a port.

// As the images' USER (10101 for nginx, node for the renderer): `nobody` when we are root.
export const NOBODY = 65534;
export const asUser = () => (process.getuid?.() === 0 ? { uid: NOBODY, gid: NOBODY } : {});
/** A container sees only its own variables, not this shell's. */
export const baseEnv = () => ({ PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin', LANG: 'C.UTF-8' });

export async function waitFor(url, { timeoutMs = 10_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
