// One certificate's facts as the verification page shows them (decision 208): the printed name,
// the course, the number, the issue date in India, and whether it still stands, in words as well
// as in colour. Nothing else about the person: the API sends nothing else (decision 135).
import styled from 'styled-components';
import { BRAND_NAME, theme } from 'mfe-shared';
import { linkedInAddToProfileUrl, type PublicCertificate } from 'mfe-shared/contracts';
import { Card } from 'mfe-shared/ui/card';
import { formatIndiaDate } from 'mfe-shared/ui/format';
import { LINKEDIN_TEXT, REVOKED_SENTENCE, revokedText, VALID_TEXT } from './certificate-texts';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1rem;
  margin: 0;
  dt { color: ${theme.color.muted}; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  ${theme.media.mobile} {
    grid-template-columns: 1fr;
    dd { margin-bottom: 0.5rem; }
  }
`;

const Badge = styled.span<{ $tone: 'success' | 'danger' }>`
  display: inline-block;
  padding: 0.1rem 0.6rem;
  border: 1px solid ${({ $tone }) => theme.color[$tone]};
  border-radius: 999px;
  color: ${({ $tone }) => theme.color[$tone]};
  font-weight: 700;
`;

const LinkedInLink = styled.a`
  justify-self: start;
  padding: 0.6rem 1rem;
  border-radius: ${theme.radius.sm};
  background: ${theme.color.brand};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:hover, &:focus-visible { background: ${theme.color.brandDark}; }
`;

export function CertificateDetails({ certificate }: { certificate: PublicCertificate }) {
  const valid = certificate.status === 'valid';
  const revokedOn = certificate.revoked_at ? formatIndiaDate(certificate.revoked_at) : null;
  return (
    <Card aria-label={`Certificate ${certificate.number}`}>
      <Facts>
        <dt>Name</dt>
        <dd>{certificate.name}</dd>
        <dt>Course</dt>
        <dd>{certificate.course_title}</dd>
        <dt>Certificate number</dt>
        <dd>{certificate.number}</dd>
        <dt>Issued on</dt>
        <dd>{formatIndiaDate(certificate.issued_at)}</dd>
        <dt>Status</dt>
        <dd>{valid ? <Badge $tone="success">{VALID_TEXT}</Badge> : <Badge $tone="danger">{revokedOn ? revokedText(revokedOn) : 'Revoked'}</Badge>}</dd>
      </Facts>
      {!valid && (
        <p role="note" style={{ margin: 0, color: theme.color.danger }}>
          {REVOKED_SENTENCE}
        </p>
      )}
      {valid && (
        <LinkedInLink
          href={linkedInAddToProfileUrl({
            courseTitle: certificate.course_title,
            organizationName: BRAND_NAME,
            issuedAt: new Date(certificate.issued_at),
            verifyUrl: certificate.verify_url,
            number: certificate.number,
          })}
          target="_blank"
          rel="noopener"
        >
          {LINKEDIN_TEXT}
        </LinkedInLink>
      )}
    </Card>
  );
}
