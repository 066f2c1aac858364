// One practice-server grant (decision 150): the login's facts and its end in India time, and the
// password on demand. The password is fetched only when asked for and kept only in this card's
// state, never in the SWR cache that the list lives in.
import { useState } from 'react';
import styled from 'styled-components';
import { Button, errorMessage, theme, toast } from 'mfe-shared';
import type { ServerGrant } from '@sap-academy/contracts/practice-server';
import { Card } from 'mfe-shared/ui/card';
import { formatIndiaDateTime } from 'mfe-shared/ui/format';
import { revealServerPassword } from '../api/reveal-server-password';
import { HIDE_PASSWORD, PASSWORD_LABEL, PRACTICE_SERVER_TEXTS, SERVER_FACTS } from '../server-access-texts';

const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5rem 1rem;
  dt { color: ${theme.color.muted}; font-size: 0.85rem; }
  dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  ${theme.media.mobile} { grid-template-columns: minmax(0, 1fr); }
`;
const Secret = styled.code`font-size: 1.05rem; overflow-wrap: anywhere;`;

export function ServerGrantCard({ grant }: { grant: ServerGrant }) {
  const [password, setPassword] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = `server-grant-${grant.id}`;

  if (grant.status === 'waiting')
    return (
      <Card $tone="attention">
        <p>{PRACTICE_SERVER_TEXTS.waiting}</p>
      </Card>
    );
  if (grant.status === 'expired')
    return (
      <Card>
        <p>{PRACTICE_SERVER_TEXTS.expired}</p>
      </Card>
    );

  const reveal = async () => {
    setBusy(true);
    try {
      setPassword((await revealServerPassword(grant.id)).password);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="article" aria-labelledby={titleId}>
      <h2 id={titleId}>{grant.host}</h2>
      <Facts>
        <div>
          <dt>{SERVER_FACTS.client}</dt>
          <dd>{grant.client}</dd>
        </div>
        <div>
          <dt>{SERVER_FACTS.user}</dt>
          <dd>{grant.username}</dd>
        </div>
        <div>
          <dt>{SERVER_FACTS.expires}</dt>
          <dd>{grant.expires_at ? `${formatIndiaDateTime(grant.expires_at)} IST` : ''}</dd>
        </div>
        <div>
          <dt>{PASSWORD_LABEL}</dt>
          <dd aria-live="polite">{password === null ? '••••••••' : <Secret>{password}</Secret>}</dd>
        </div>
      </Facts>
      <div>
        {password === null ? (
          <Button type="button" onClick={() => void reveal()} disabled={busy}>
            {PRACTICE_SERVER_TEXTS.reveal}
          </Button>
        ) : (
          <Button type="button" $variant="secondary" onClick={() => setPassword(null)}>
            {HIDE_PASSWORD}
          </Button>
        )}
      </div>
    </Card>
  );
}
