// A record's audit trail (GET /admin/audit): who did what, when, in staff words,
// with the fields that changed behind a disclosure.
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { changedFields, describeAction } from './audit-words';
import { QueryState } from 'mfe-shared/ui/query-state';
import type { AuditEntry } from 'mfe-shared/contracts/admin';
import { formatDateTime } from '../../../lib/india-time';
import { useAuditTrail } from '../api/get-audit-trail';

const List = styled.ol`
  list-style: none;
  padding: 0;
  li { padding: 0.5rem 0; border-bottom: 1px solid ${theme.color.border}; overflow-wrap: anywhere; }
  time { color: ${theme.color.muted}; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0.5rem 0 0; }
  dt { font-weight: 600; }
  dd { margin: 0; white-space: pre-wrap; }
`;

const who = (entry: AuditEntry) => entry.actor?.name ?? 'The system';

function Changes({ entry }: { entry: AuditEntry }) {
  const changes = changedFields(entry);
  if (changes.length === 0) return null;
  return (
    <details>
      <summary>What changed</summary>
      <dl>
        {changes.map((change) => (
          <div key={change.field} style={{ display: 'contents' }}>
            <dt>{change.field}</dt>
            <dd>
              {change.before} → {change.after}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** `version`: the record's; each change moves it, and the history is read again. */
export function AuditHistory({ entity, entityId, version }: { entity: AuditEntry['entity']; entityId: number | string; version?: number | string }) {
  const { data, error, mutate } = useAuditTrail(entity, entityId, version);
  return (
    <QueryState data={data} error={error} onRetry={() => void mutate()}>
      {({ results }) =>
        results.length === 0 ? (
          <p>No changes recorded yet.</p>
        ) : (
          <List aria-label="Change history">
            {results.map((entry) => (
              <li key={entry.id}>
                <strong title={entry.actor?.email}>{who(entry)}</strong> {describeAction(entry.action)} ·{' '}
                <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
                <Changes entry={entry} />
              </li>
            ))}
          </List>
        )
      }
    </QueryState>
  );
}
