// One remote's release channel (decision 125): the stable build, the candidate and its share, and
// the two steps the back office takes, each after a confirmation and each naming the channel's
// `version` it read, so two people cannot release over each other: a stale one is a 409, whose
// detail is shown here, and the channel is read again.
import { useState } from 'react';
import styled from 'styled-components';
import { Button, errorMessage, theme, toast } from 'mfe-shared';
import type { AdminChannel } from 'mfe-shared/contracts/admin';
import { Card } from 'mfe-shared/ui/card';
import { ConfirmDialog } from 'mfe-shared/ui/confirm-dialog';
import { Actions } from '../../components/page';
import { isConflict, toastError } from '../../lib/api';
import { formatDateTime } from '../../lib/india-time';
import { partName } from '../speed';
import { promoteRelease } from './api/promote-release';
import { rollBackRelease } from './api/roll-back-release';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 0 0 1rem;
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; } /* a long pre-release version on a phone */
`;

const Conflict = styled.p`
  color: ${theme.color.danger};
  font-weight: 600;
`;

function candidateInWords(channel: AdminChannel): string {
  if (channel.candidate_version === null) return 'None';
  return `${channel.candidate_version} for ${channel.candidate_share ?? '?'} % of visitors`;
}

export function ChannelCard({ channel, onChanged }: { channel: AdminChannel; onChanged: () => Promise<unknown> }) {
  const [conflict, setConflict] = useState<string | null>(null);
  const part = partName(channel.remote);
  const candidate = channel.candidate_version;
  const run = async (step: 'promote' | 'rollback') => {
    setConflict(null);
    try {
      const after = step === 'promote' ? await promoteRelease(channel.remote, channel.version) : await rollBackRelease(channel.remote, channel.version);
      toast.success(`${part}: every visitor gets ${after.stable_version} from their next page load.`);
    } catch (error) {
      if (!isConflict(error)) {
        toastError(error);
        return;
      }
      setConflict(errorMessage(error));
    }
    await onChanged();
  };
  const title = `${part} (${channel.remote})`;
  return (
    <Card as="article" aria-label={title}>
      <h3>{title}</h3>
      <Facts>
        <dt>Stable</dt>
        <dd>{channel.stable_version}</dd>
        <dt>Candidate</dt>
        <dd>{candidateInWords(channel)}</dd>
        <dt>Updated</dt>
        <dd>{formatDateTime(channel.updated_at)}</dd>
      </Facts>
      {conflict && <Conflict role="alert">{conflict}</Conflict>}
      <Actions>
        {candidate !== null && (
          <ConfirmDialog
            trigger={<Button type="button">Promote</Button>}
            title={`Promote ${candidate} to stable?`}
            description={`Every visitor of the ${part.toLowerCase()} gets ${candidate} from their next page load, instead of ${channel.stable_version}. A rollback brings ${channel.stable_version} back.`}
            confirmLabel={`Promote ${candidate}`}
            confirmVariant="primary"
            onConfirm={() => run('promote')}
          />
        )}
        <ConfirmDialog
          trigger={
            <Button type="button" $variant="secondary">
              Roll back
            </Button>
          }
          title={`Roll back the ${part.toLowerCase()}?`}
          description={
            candidate !== null
              ? `The candidate ${candidate} is dropped: every visitor gets ${channel.stable_version} from their next page load.`
              : `Stable goes back from ${channel.stable_version} to the build it replaced, for every visitor from their next page load.`
          }
          confirmLabel="Roll back"
          onConfirm={() => run('rollback')}
        />
      </Actions>
    </Card>
  );
}
