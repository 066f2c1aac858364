// A query asked for on a PostgreSQL connection that still runs or queues another is a bug: pg 8
// queues it with a deprecation warning, pg 9 refuses it. It happens when code runs queries side
// by side (Promise.all) on a transaction, which holds one connection. Every API test on
// PostgreSQL fails when its code does that (docs/contributing/api.md). pg's own check looks at
// its queue only; this one also counts a query asked for while another runs, so two at once are
// caught as surely as three. `_activeQuery` and `_queryQueue` are pg 8's own fields.
import pg from 'pg';

type Busy = pg.Client & { _activeQuery?: { text?: string } | null; _queryQueue?: unknown[] };

let overlaps: string[] = [];
const query = pg.Client.prototype.query;

pg.Client.prototype.query = function (this: Busy, ...args: unknown[]) {
  if (this._activeQuery || (this._queryQueue?.length ?? 0) > 0) {
    const asked = args[0] as string | { text?: string };
    overlaps.push(`${typeof asked === 'string' ? asked : asked?.text} (while ${this._activeQuery?.text ?? 'a queued query'} ran)`);
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

/** What was caught since the test began, forgotten once read (the guard's own test). */
export function takeOverlaps(): string[] {
  const caught = overlaps;
  overlaps = [];
  return caught;
}

beforeEach(() => {
  overlaps = [];
});

afterEach(() => {
  if (overlaps.length > 0) throw new Error(`queries side by side on one PostgreSQL connection:\n${overlaps.join('\n')}`);
});
