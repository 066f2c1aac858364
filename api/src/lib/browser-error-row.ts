// A page error beacon as a browser_errors row (decision 144). The sender scrubs already, but a
// beacon is anyone's to send, so the message and source are scrubbed again here. The fingerprint
// is what makes two reports "the same error": the normalised message, the script line that threw,
// the remote and its version, the route pattern and the kind.
import { createHash } from 'node:crypto';
import { normaliseErrorMessage, rumRouteLabel, scrubErrorMessage, scrubErrorSource, type RumPageError } from '@sap-academy/contracts';
import { BROWSER_ERROR_NO_REMOTE } from '@sap-academy/contracts/admin';
import type { BrowserErrorRow } from '../repositories/browser-errors';
import { remoteLabel, type KnownRemotes } from './rum-labels';

export function browserErrorRow(record: RumPageError, at: Date, known: KnownRemotes): BrowserErrorRow {
  const route = rumRouteLabel(record.route);
  const remote = record.remote === undefined ? BROWSER_ERROR_NO_REMOTE : remoteLabel(known, record.remote);
  const version = record.version ?? BROWSER_ERROR_NO_REMOTE;
  const message = record.message === undefined ? null : scrubErrorMessage(record.message) || null;
  const source = record.source === undefined ? null : (scrubErrorSource(record.source) ?? null);
  const fingerprint = createHash('sha256')
    .update(JSON.stringify([record.kind, message === null ? null : normaliseErrorMessage(message), source, remote, version, route]))
    .digest('hex')
    .slice(0, 32);
  return { fingerprint, kind: record.kind, route, remote, version, source, message, count: 1, firstSeen: at, lastSeen: at };
}

/** Rows of one fingerprint become one, counts added, first and last seen widened (one upsert per row). */
export function mergeBrowserErrorRows(rows: BrowserErrorRow[]): BrowserErrorRow[] {
  const merged = new Map<string, BrowserErrorRow>();
  for (const row of rows) {
    const seen = merged.get(row.fingerprint);
    if (!seen) {
      merged.set(row.fingerprint, { ...row });
      continue;
    }
    seen.count += row.count;
    if (row.firstSeen < seen.firstSeen) seen.firstSeen = row.firstSeen;
    if (row.lastSeen > seen.lastSeen) seen.lastSeen = row.lastSeen;
  }
  return [...merged.values()];
}
