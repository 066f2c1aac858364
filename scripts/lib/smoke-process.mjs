// What the compose smoke's "containers" share (compose-smoke.mjs, compose-renderer.mjs): the
// non-root user they run as and the bare environment they start with.

// As the images' USER (10101 for nginx, node for the renderer): `nobody` when we are root.
export const NOBODY = 65534;
export const asUser = () => (process.getuid?.() === 0 ? { uid: NOBODY, gid: NOBODY } : {});
/** A container sees only its own variables, not this shell's. */
export const baseEnv = () => ({ PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin', LANG: 'C.UTF-8' });
