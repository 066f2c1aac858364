// A small file the server reads on every request (the build's index.html, `npm start`'s runtime
// config), read again only when it changed: a stat instead of an open, read and close per request.
// The stat is synchronous on purpose: a stat of a local file costs about a microsecond, less than
// the thread-pool round trip of an asynchronous one.
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/** File times come from a coarse clock (one kernel tick): a change within that tick of the read
 * could keep size and mtime. A read this long after the last change is trusted by its stat alone. */
const SETTLED_MS = 1_000;

export interface FileSnapshot<T> {
  /** The value of the file as it is now; the same object while the file is unchanged. */
  current(): Promise<T>;
}

/**
 * @param options.busy under load (this many calls within `shareMs` of the last stat), the calls
 *   after it take the last value without a stat: at ten thousand requests a second the stats
 *   were a tenth of the page server's time. A quiet server stats every call.
 */
export function fileSnapshot<T>(
  file: string,
  parse: (text: string) => T,
  { busy = Infinity, shareMs = 0, now = Date.now }: { busy?: number; shareMs?: number; now?: () => number } = {},
): FileSnapshot<T> {
  let last: { stamp: string; readAt: number; mtimeMs: number; text: string; value: T } | null = null;
  let statAt = 0;
  let calls = 0;
  return {
    async current() {
      calls += 1;
      const at = now();
      if (last && calls > busy && at - statAt < shareMs) return last.value;
      if (at - statAt >= shareMs) {
        statAt = at;
        calls = 1;
      }
      const stat = statSync(file);
      const stamp = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
      if (last && last.stamp === stamp && last.readAt - last.mtimeMs > SETTLED_MS) return last.value;
      const readAt = Date.now();
      const text = await readFile(file, 'utf8');
      // Unchanged text keeps its parsed object: caches keyed on it stay warm.
      if (last && last.text === text) {
        last = { ...last, stamp, readAt, mtimeMs: stat.mtimeMs };
        return last.value;
      }
      const value = parse(text);
      last = { stamp, readAt, mtimeMs: stat.mtimeMs, text, value };
      return value;
    },
  };
}
