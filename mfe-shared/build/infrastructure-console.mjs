// The console Rspack's infrastructure logger writes to (plugins' own notices, printed as `<w> …`),
// without the notices that describe this project's design rather than a problem. Module
// Federation's manifest plugin warns on every build that `publicPath` is 'auto': that is how the
// shell learns each remote's URL at run time (the runtime configuration), so a newcomer's first
// `npm start` would print four warnings nobody can act on. Everything else passes through.

/** Infrastructure notices that are this project's design, matched on the printed text. */
export const EXPECTED_NOTICES = Object.freeze([/Manifest will use absolute path resolution via its host at runtime, reason: publicPath='auto'/]);

/**
 * `target` with warn (and log, which some loggers use for warnings) dropping the expected notices.
 * @param {Console} [target]
 * @returns {Console}
 */
export function infrastructureConsole(target = console) {
  const quiet = Object.create(target);
  /** @param {(...args: unknown[]) => void} write */
  const filtered =
    (write) =>
    (...args) => {
      const text = args.map(String).join(' ');
      if (!EXPECTED_NOTICES.some((notice) => notice.test(text))) write.apply(target, args);
    };
  quiet.warn = filtered(target.warn);
  quiet.log = filtered(target.log);
  return quiet;
}
