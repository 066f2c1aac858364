// My certificates at /lms/certificates (decision 135): one card per certificate, newest first,
// with its number, issue date in India time, whether it still stands, the PDF and the public
// verification page. Loaded lazily: the /lms entry stays within its byte budget.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { Page } from 'mfe-shared/ui/page';
import { QueryState } from 'mfe-shared/ui/query-state';
import { lmsPaths } from '../../config/paths';
import { BROWSE_COURSES, TITLE_PARTS } from '../../config/texts';
import { CERTIFICATES_HEADING, NO_CERTIFICATES } from './certificate-texts';
import { PageHead } from '../../components/page-head';
import { portalErrorView } from '../../components/error-view';
import { CertificateCard } from './components/certificate-card';
import { useCertificates } from './api/get-certificates';

const List = styled.ul`
  list-style: none;
  margin: 1.5rem 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
`;
const Empty = styled.p`margin-top: 1.5rem; a { color: ${theme.color.brand}; font-weight: 600; }`;

export default function CertificatesPage() {
  const { data, error, isLoading, mutate } = useCertificates();
  return (
    <Page id="main">
      <PageHead parts={[TITLE_PARTS.certificates]} />
      <h1 id="certificates-heading">{CERTIFICATES_HEADING}</h1>
      <QueryState renderError={portalErrorView} isLoading={isLoading} error={error} onRetry={() => void mutate()}>
        {() =>
          data && data.results.length > 0 ? (
            <List aria-labelledby="certificates-heading">
              {data.results.map((certificate) => (
                <li key={certificate.id}>
                  <CertificateCard certificate={certificate} />
                </li>
              ))}
            </List>
          ) : (
            <Empty>
              {NO_CERTIFICATES} <Link to={lmsPaths.courses}>{BROWSE_COURSES}</Link>
            </Empty>
          )
        }
      </QueryState>
    </Page>
  );
}
