// One certificate as a card: the course, then its number, issue date (India's) and whether it
// still stands as facts, the PDF (while valid: a revoked one answers 410) and the public
// verification page anyone can open (decision 135).
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import type { MyCertificate } from '@sap-academy/contracts/certificates';
import { Card } from 'mfe-shared/ui/card';
import { formatIndiaDate } from 'mfe-shared/ui/format';
import { CERTIFICATE_FACTS, CERTIFICATE_REVOKED, CERTIFICATE_VALID, certificateRevokedOn, VERIFICATION_PAGE } from '../certificate-texts';
import { CertificateDownload } from './certificate-download';

/** The verification page's address; the API sends it, and the site serves it at /certificates/<id>. */
export const verifyHref = (certificate: Pick<MyCertificate, 'id' | 'verify_url'>) =>
  certificate.verify_url || `/certificates/${encodeURIComponent(certificate.id)}`;

export function certificateStatus(certificate: Pick<MyCertificate, 'status' | 'revoked_at'>): string {
  if (certificate.status === 'valid') return CERTIFICATE_VALID;
  return certificate.revoked_at ? certificateRevokedOn(formatIndiaDate(certificate.revoked_at)) : CERTIFICATE_REVOKED;
}

const Box = styled(Card)`
  h2 { font-size: 1.1rem; overflow-wrap: anywhere; }
  a { color: ${theme.color.brand}; font-weight: 600; }
`;
const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(${CERTIFICATE_FACTS.length}, minmax(0, 1fr));
  gap: 0.5rem 1rem;
  dt { color: ${theme.color.muted}; font-size: 0.85rem; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
  /* Three facts: in two columns a phone would leave one alone on its row; stacked instead. */
  ${theme.media.mobile} { grid-template-columns: minmax(0, 1fr); }
`;
const Actions = styled.div`display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem;`;

export function CertificateCard({ certificate }: { certificate: MyCertificate }) {
  const titleId = `certificate-${certificate.id}-course`;
  const values: Record<(typeof CERTIFICATE_FACTS)[number], string> = {
    Number: certificate.number,
    Issued: formatIndiaDate(certificate.issued_at),
    Status: certificateStatus(certificate),
  };
  return (
    <Box as="article" aria-labelledby={titleId}>
      <h2 id={titleId}>{certificate.course_title}</h2>
      <Facts>
        {CERTIFICATE_FACTS.map((fact) => (
          <div key={fact}>
            <dt>{fact}</dt>
            <dd>{values[fact]}</dd>
          </div>
        ))}
      </Facts>
      <Actions>
        {certificate.status === 'valid' && <CertificateDownload certificate={certificate} />}
        <a href={verifyHref(certificate)}>{VERIFICATION_PAGE}</a>
      </Actions>
    </Box>
  );
}
