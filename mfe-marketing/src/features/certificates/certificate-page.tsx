// /certificates/<id>: the public verification page a recruiter opens from a certificate's QR code
// or a LinkedIn profile (decision 208). The page server fetched the certificate before rendering
// (usePageData), so its HTML already carries the facts and the Open Graph tags a link preview
// reads; a page the server did not render fetches it here. An unknown id is a 404 page and an API
// that did not answer a 503 one, both inside the site's frame.
import type { ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { ApiError, BRAND_NAME, LOADING_TEXT, useHttpStatus, usePageData } from 'mfe-shared';
import { publicCertificateSchema, type PublicCertificate } from 'mfe-shared/contracts';
import { Page, PageTitle } from 'mfe-shared/ui/page';
import { formatIndiaDate } from 'mfe-shared/ui/format';
import { Seo } from '../../components/seo';
import { useCertificate } from './api/get-certificate';
import { CertificateDetails } from './certificate-details';
import { CERTIFICATE_HEADING, NOT_FOUND_HELP, NOT_FOUND_SENTENCE, TRY_AGAIN_TEXT, UNAVAILABLE_SENTENCE } from './certificate-texts';

type Answer = { status: 'found'; certificate: PublicCertificate } | { status: 'not-found' } | { status: 'unavailable' } | { status: 'loading' };

/** The certificate from the server's answer, else from the browser's own request. */
function useAnswer(pathname: string, id: string): Answer {
  const fromServer = usePageData(pathname);
  const fetched = useCertificate(fromServer ? null : id);
  if (fromServer) {
    if (fromServer.status !== 'found') return { status: fromServer.status };
    const parsed = publicCertificateSchema.safeParse(fromServer.data);
    return parsed.success ? { status: 'found', certificate: parsed.data } : { status: 'unavailable' };
  }
  if (fetched.data) return { status: 'found', certificate: fetched.data };
  if (fetched.error) return fetched.error instanceof ApiError && fetched.error.status === 404 ? { status: 'not-found' } : { status: 'unavailable' };
  return { status: 'loading' };
}

function NoCertificate({ pathname, code, children }: { pathname: string; code: 404 | 503; children: ReactNode }) {
  useHttpStatus(code);
  return (
    <>
      <Seo title={CERTIFICATE_HEADING} description={`Check a ${BRAND_NAME} certificate.`} path={pathname} noindex />
      {children}
    </>
  );
}

export default function CertificatePage() {
  const { pathname } = useLocation();
  const { id = '' } = useParams();
  const answer = useAnswer(pathname, id);
  return (
    <Page id="main">
      <PageTitle title={CERTIFICATE_HEADING} />
      {answer.status === 'loading' && <p role="status">{LOADING_TEXT}</p>}
      {answer.status === 'found' && (
        <>
          <Seo
            title={`${answer.certificate.course_title} certificate`}
            description={`${answer.certificate.name} was awarded the ${answer.certificate.course_title} certificate by ${BRAND_NAME} on ${formatIndiaDate(
              answer.certificate.issued_at,
            )} (${answer.certificate.number}). Status: ${answer.certificate.status === 'valid' ? 'valid' : 'revoked'}.`}
            path={pathname}
            canonical={answer.certificate.verify_url}
            noindex
          />
          <CertificateDetails certificate={answer.certificate} />
        </>
      )}
      {answer.status === 'not-found' && (
        <NoCertificate pathname={pathname} code={404}>
          <p role="alert">{NOT_FOUND_SENTENCE}</p>
          <p>
            {NOT_FOUND_HELP} If it still cannot be found, <a href="/contact">contact us</a> with the certificate number.
          </p>
        </NoCertificate>
      )}
      {answer.status === 'unavailable' && (
        <NoCertificate pathname={pathname} code={503}>
          <p role="alert">{UNAVAILABLE_SENTENCE}</p>
          <p>
            <a href={pathname}>{TRY_AGAIN_TEXT}</a>
          </p>
        </NoCertificate>
      )}
    </Page>
  );
}
