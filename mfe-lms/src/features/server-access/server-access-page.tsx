// Practice server at /lms/server-access (decision 150; SPEC: "Every learner gets a personal login
// on our SAP S/4HANA practice server"): the server's status from its last check, then each grant:
// the login with its end in India time and the password on demand, or the waiting-list message.
// Loaded lazily: the /lms entry stays within its byte budget.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { formatIndiaTime } from 'mfe-shared/ui/format';
import { Page } from 'mfe-shared/ui/page';
import { QueryState } from 'mfe-shared/ui/query-state';
import { lmsPaths } from '../../config/paths';
import { BROWSE_COURSES, TITLE_PARTS } from '../../config/texts';
import { PageHead } from '../../components/page-head';
import { portalErrorView } from '../../components/error-view';
import { useServerAccess } from './api/get-server-access';
import { ServerGrantCard } from './components/server-grant-card';
import { PRACTICE_SERVER_TEXTS, serverStatusLine } from './server-access-texts';

const List = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
`;
const Status = styled.p`margin-top: 1rem; color: ${theme.color.muted};`;
const Empty = styled.p`margin-top: 1.5rem; a { color: ${theme.color.brand}; font-weight: 600; }`;

export default function ServerAccessPage() {
  const { data, error, isLoading, mutate } = useServerAccess();
  return (
    <Page id="main">
      <PageHead parts={[TITLE_PARTS.serverAccess]} />
      <h1 id="server-access-heading">{PRACTICE_SERVER_TEXTS.title}</h1>
      <QueryState renderError={portalErrorView} isLoading={isLoading} error={error} onRetry={() => void mutate()}>
        {() =>
          data && (
            <>
              <Status>{serverStatusLine(data.health.status, data.health.checked_at ? formatIndiaTime(data.health.checked_at) : null)}</Status>
              {data.results.length > 0 ? (
                <List aria-labelledby="server-access-heading">
                  {data.results.map((grant) => (
                    <li key={grant.id}>
                      <ServerGrantCard grant={grant} />
                    </li>
                  ))}
                </List>
              ) : (
                <Empty>
                  {PRACTICE_SERVER_TEXTS.none} <Link to={lmsPaths.courses}>{BROWSE_COURSES}</Link>
                </Empty>
              )}
            </>
          )
        }
      </QueryState>
    </Page>
  );
}
