// Sequential round trips, from timing alone: a request is one trip after every request that
// had finished before it started (it may have waited on any of them). Initiator data would
// undercount: the federation runtime in main.js starts requests once a manifest it fetched has
// come back, long after main.js arrived, and the initiator names main.js only.

/**
 * @param {{url: string, start: number, end: number}[]} requests  start/end on one clock
 * @returns {{depth: number, url: string}[]}  in start order
 */
export function roundTripDepths(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start || a.end - b.end);
  const depths = new Map();
  for (const r of sorted) {
    let before = 0;
    for (const q of sorted) if (q !== r && q.end <= r.start) before = Math.max(before, depths.get(q) ?? 0);
    depths.set(r, before + 1);
  }
  return sorted.map((r) => ({ depth: depths.get(r), url: r.url }));
}
