// A record's audit trail (GET /admin/audit): who, when, what, with the before/after values
// behind a disclosure.
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { auditListResponseSchema, type AuditEntry } from 'mfe-shared/contracts/admin';
import { api } from '../config/paths';
import { formatDateTime } from '../lib/india-time';
import { useAdminApi } from '../lib/use-admin-api';
import { QueryState } from './query-state';

const List = styled.ol`
  list-style: none;
  padding: 0;
  li { padding: 0.5rem 0; border-bottom: 1px solid ${theme.color.border}; }
  pre { background: ${theme.color.surfaceAlt}; padding: 0.5rem; overflow-x: auto; font-size: 0.85rem; }
`;

const who = (entry: AuditEntry) => (entry.actor ? `${entry.actor.name} (${entry.actor.email})` : 'System');
const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 2));

/** `version`: the record's; each change moves it, and the history is read again. */
export function AuditHistory({ entity, entityId, version }: { entity: AuditEntry['entity']; entityId: number | string; version?: number | string }) {
  const { data, error, mutate } = useAdminApi(api.audit(entity, entityId), auditListResponseSchema, { revision: version });
  return (
    <QueryState data={data} error={error} onRetry={() => void mutate()}>
      {({ results }) =>
        results.length === 0 ? (
          <p>No changes recorded yet.</p>
        ) : (
          <List aria-label="Change history">
            {results.map((entry) => (
              <li key={entry.id}>
                <strong>{who(entry)}</strong>, <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>: {entry.action}
                <details>
                  <summary>Before and after</summary>
                  <h3>Before</h3>
                  <pre>{json(entry.before)}</pre>
                  <h3>After</h3>
                  <pre>{json(entry.after)}</pre>
                </details>
              </li>
            ))}
          </List>
        )
      }
    </QueryState>
  );
}
