const displayName = Symbol.for('fastify.display-name');

/**
 * Gives a route plugin its function's name as fastify's display name. Fastify looks an unnamed
 * plugin's name up by scanning `require.cache` for the module that exports it, once per
 * `register`: cheap in Node, but under jest that cache is a proxy over the file's thousands of
 * modules, ~3 ms a plugin and 68 plugins per app build (docs/perf/test-time.md, 2026-11-29). The
 * name only shows in fastify's plugin tree and its plugin errors (the file's path before).
 */
export function named<T extends { name: string }>(plugin: T): T {
  const target = plugin as T & { [displayName]?: string };
  target[displayName] ??= plugin.name;
  return plugin;
}
