// The receipt PDF of an order that took money, fetched with the bearer token and saved.
import { useState } from 'react';
import { Button } from 'mfe-shared';
import type { StudentOrder } from 'mfe-shared/contracts/account';
import { DOWNLOAD_RECEIPT } from '../../../config/texts';
import { Spinner } from '../../../components/spinner';
import { handleApiError } from '../../../lib/handle-api-error';
import { downloadReceipt } from '../api/download-receipt';

export function ReceiptButton({ order }: { order: StudentOrder }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadReceipt(order);
    } catch (error) {
      handleApiError(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button type="button" $variant="secondary" onClick={() => void download()} disabled={busy}>
      {busy && <Spinner aria-hidden="true" />}
      {DOWNLOAD_RECEIPT}
    </Button>
  );
}
