// A certificate's PDF, fetched with the bearer token and saved, as the orders page saves a
// receipt. What the API refuses (410 once revoked, 429 when asked too often) is said under the
// button, in the API's own words: the student stays on the card the message is about.
import { useState } from 'react';
import { Button, errorMessage } from 'mfe-shared';
import type { MyCertificate } from '@sap-academy/contracts/certificates';
import { FormError } from 'mfe-shared/ui/form-error';
import { DOWNLOAD_CERTIFICATE } from '../certificate-texts';
import { Spinner } from '../../../components/spinner';
import { downloadCertificate } from '../api/download-certificate';

export function CertificateDownload({ certificate }: { certificate: MyCertificate }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function download() {
    setBusy(true);
    setFailure(null);
    try {
      await downloadCertificate(certificate);
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => void download()} disabled={busy}>
        {busy && <Spinner aria-hidden="true" />}
        {DOWNLOAD_CERTIFICATE}
      </Button>
      <FormError message={failure} />
    </>
  );
}
