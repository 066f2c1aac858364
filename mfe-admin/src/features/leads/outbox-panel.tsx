// The mail outbox at a glance (decision 105), in staff words: whether every
// notification e-mail went out, how many wait, and how many gave up, with "Send again" for those;
// the queue's own terms and the newest error are one click away, so staff can still tell "mail
// server down" from "bad address".
import { useState } from 'react';
import styled from 'styled-components';
import { Button, toast } from 'mfe-shared';
import { Card } from 'mfe-shared/ui/card';
import { toastError } from '../../lib/api';
import { useOutbox } from './api/get-outbox';
import { retryParkedMail } from './api/retry-parked-mail';

// A tinted Card beside the leads (complementary), its sentence and button in one wrapping row.
const Panel = styled(Card).attrs({ as: 'aside', $tone: 'tinted' })`
  display: flex;
  flex-wrap: wrap;
  gap: 1rem;
  align-items: center;
  margin-bottom: 1rem;
  p { margin: 0; }
  details { flex-basis: 100%; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; margin: 0.5rem 0 0; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;

const emails = (n: number) => (n === 1 ? '1 e-mail' : `${n} e-mails`);

/** One sentence: all sent, some on their way, some that could not be sent. */
export function outboxSentence({ pending, parked }: { pending: number; parked: number }): string {
  if (pending === 0 && parked === 0) return 'All notification e-mails have been sent.';
  const parts = [];
  if (pending > 0) parts.push(`${emails(pending)} waiting to be sent`);
  if (parked > 0) parts.push(`${emails(parked)} could not be sent`);
  return `Notification e-mails: ${parts.join('; ')}.`;
}

export function OutboxPanel() {
  const { data, mutate } = useOutbox();
  const [busy, setBusy] = useState(false);
  if (!data) return null;
  const retry = async () => {
    setBusy(true);
    try {
      const { retried } = await retryParkedMail();
      toast.success(`${emails(retried)} will be sent again.`);
      await mutate();
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel aria-label="Notification e-mails">
      <p>{outboxSentence(data)}</p>
      {data.parked > 0 && (
        <Button type="button" $variant="secondary" disabled={busy} onClick={() => void retry()}>
          Send again
        </Button>
      )}
      <details>
        <summary>Details</summary>
        <dl>
          <dt>Pending in the outbox</dt>
          <dd>{data.pending}</dd>
          <dt>Parked (retries given up)</dt>
          <dd>{data.parked}</dd>
          {data.last_error && (
            <>
              <dt>Last error</dt>
              <dd>{data.last_error}</dd>
            </>
          )}
        </dl>
      </details>
    </Panel>
  );
}
