// /admin/practice-server (decision 150), admins only: add logins to the pool, see each login's
// state (free, assigned, needs reset) without its password, confirm a reset, and see the grants
// with the waiting list. Dates are India time.
import styled from 'styled-components';
import { Card } from 'mfe-shared/ui/card';
import { formatIndiaDateTime } from 'mfe-shared/ui/format';
import { QueryState } from 'mfe-shared/ui/query-state';
import { Screen } from '../../components/page';
import { AddCredentialForm } from './add-credential-form';
import { usePracticeServer } from './api/get-practice-server';
import { ConfirmResetForm } from './confirm-reset-form';
import {
  CREDENTIAL_LABELS,
  CREDENTIALS_HEADING,
  GRANT_STATUS_LABELS,
  GRANTS_HEADING,
  NO_CREDENTIALS,
  NO_GRANTS,
  PRACTICE_SERVER_TITLE,
  STATE_LABELS,
} from './practice-server-texts';

const Section = styled(Card)`
  form { display: grid; gap: 0.75rem; max-width: 32rem; }
  form > button { justify-self: start; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 0.4rem 0.5rem; vertical-align: top; overflow-wrap: anywhere; }
`;

const when = (iso: string | null) => (iso ? `${formatIndiaDateTime(iso)} IST` : '—');

export function PracticeServerPage() {
  const state = usePracticeServer();
  const refresh = () => state.mutate();
  return (
    <Screen title={PRACTICE_SERVER_TITLE}>
      <Section aria-label={CREDENTIAL_LABELS.add}>
        <AddCredentialForm onAdded={refresh} />
      </Section>
      <QueryState data={state.data} error={state.error} onRetry={() => void refresh()}>
        {(data) => (
          <>
            <Section aria-labelledby="credentials-heading">
              <h2 id="credentials-heading">{CREDENTIALS_HEADING}</h2>
              {data.credentials.length === 0 ? (
                <p>{NO_CREDENTIALS}</p>
              ) : (
                <table aria-labelledby="credentials-heading">
                  <thead>
                    <tr>
                      <th scope="col">{CREDENTIAL_LABELS.host}</th>
                      <th scope="col">{CREDENTIAL_LABELS.client}</th>
                      <th scope="col">{CREDENTIAL_LABELS.username}</th>
                      <th scope="col">State</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.credentials.map((c) => (
                      <tr key={c.id}>
                        <td>{c.host}</td>
                        <td>{c.client}</td>
                        <td>{c.username}</td>
                        <td>
                          {STATE_LABELS[c.state]}
                          {c.state === 'needs_reset' && <ConfirmResetForm credential={c} onDone={refresh} />}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </Section>
            <Section aria-labelledby="grants-heading">
              <h2 id="grants-heading">{GRANTS_HEADING}</h2>
              {data.grants.length === 0 ? (
                <p>{NO_GRANTS}</p>
              ) : (
                <table aria-labelledby="grants-heading">
                  <thead>
                    <tr>
                      <th scope="col">Student</th>
                      <th scope="col">Course</th>
                      <th scope="col">Status</th>
                      <th scope="col">{CREDENTIAL_LABELS.username}</th>
                      <th scope="col">Access until</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.grants.map((g) => (
                      <tr key={g.id}>
                        <td>
                          {g.student_name} ({g.student_email})
                        </td>
                        <td>{g.course_title ?? '—'}</td>
                        <td>{GRANT_STATUS_LABELS[g.status]}</td>
                        <td>{g.username ?? '—'}</td>
                        <td>{when(g.expires_at)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </Section>
          </>
        )}
      </QueryState>
    </Screen>
  );
}
