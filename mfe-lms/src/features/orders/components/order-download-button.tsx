// A PDF of an order that took money (the receipt; the GST tax invoice when one was issued, decision
// 141), fetched with the bearer token and saved. One button for both, so they busy and fail alike.
import { useState } from 'react';
import { Button } from 'mfe-shared';
import { Spinner } from '../../../components/spinner';
import { handleApiError } from '../../../lib/handle-api-error';

export function OrderDownloadButton({ label, download }: { label: string; download: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  async function start() {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      handleApiError(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button type="button" $variant="secondary" onClick={() => void start()} disabled={busy}>
      {busy && <Spinner aria-hidden="true" />}
      {label}
    </Button>
  );
}
