// The mail outbox at a glance (decision 105): pending and parked messages, with a retry of the
// parked ones and the newest parked error so staff can tell "SMTP down" from "bad address".
import { useState } from 'react';
import styled from 'styled-components';
import { Button, theme, toast } from 'mfe-shared';
import { outboxRetryResponseSchema, outboxSummarySchema } from 'mfe-shared/contracts/admin';
import { api } from '../../config/paths';
import { adminFetch, toastError } from '../../lib/api';
import { useAdminApi } from '../../lib/use-admin-api';

const Panel = styled.aside`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  padding: 0.75rem 1rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceAlt};
  margin-bottom: 1rem;
  p { margin: 0; }
`;

export function OutboxPanel() {
  const { data, mutate } = useAdminApi(api.outbox, outboxSummarySchema);
  const [busy, setBusy] = useState(false);
  if (!data) return null;
  const retry = async () => {
    setBusy(true);
    try {
      const { retried } = await adminFetch(api.outboxRetry, { method: 'POST', body: {}, schema: outboxRetryResponseSchema });
      toast.success(`${retried} parked ${retried === 1 ? 'message' : 'messages'} queued again.`);
      await mutate();
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel aria-label="Mail outbox">
      <p>
        Mail outbox: {data.pending} pending, {data.parked} parked
      </p>
      {data.parked > 0 && data.last_error && <p>Last error: {data.last_error}</p>}
      {data.parked > 0 && (
        <Button type="button" $variant="secondary" disabled={busy} onClick={() => void retry()}>
          Retry parked
        </Button>
      )}
    </Panel>
  );
}
