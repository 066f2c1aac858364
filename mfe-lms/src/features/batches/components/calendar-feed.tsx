// "Subscribe in your calendar" on My batches: the personal feed link (decision 136) that calendar
// apps poll. Only the link's hash is stored, so the link can be shown only when it is made: Get
// my calendar link makes one, Reset link (confirmed, since it breaks the old subscription) makes
// a new one. The API's path is relative; the API's public origin goes in front (apiUrl).
import { useState } from 'react';
import styled from 'styled-components';
import { apiUrl, Button, errorMessage } from 'mfe-shared';
import { Card } from 'mfe-shared/ui/card';
import { ConfirmDialog } from 'mfe-shared/ui/confirm-dialog';
import { TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { createCalendarFeed } from '../api/create-calendar-feed';
import {
  CALENDAR_FEED_HEADING,
  CALENDAR_FEED_INTRO,
  CALENDAR_FEED_PRIVATE,
  CALENDAR_LINK_LABEL,
  COPY_FAILED,
  COPY_LINK,
  GET_CALENDAR_LINK,
  LINK_COPIED,
  RESET_LINK,
  RESET_LINK_DESCRIPTION,
  RESET_LINK_TITLE,
} from '../batch-texts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

export function CalendarFeed() {
  const [link, setLink] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [copied, setCopied] = useState('');

  async function makeLink() {
    setBusy(true);
    setFailure(null);
    setCopied('');
    try {
      const { path } = await createCalendarFeed();
      setLink(apiUrl(path));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied(LINK_COPIED);
    } catch {
      setCopied(COPY_FAILED);
    }
  }

  return (
    <Card as="section" aria-labelledby="calendar-feed-heading" style={{ marginTop: '1.5rem' }}>
      <h2 id="calendar-feed-heading" style={{ margin: 0 }}>
        {CALENDAR_FEED_HEADING}
      </h2>
      <p style={{ margin: 0 }}>{CALENDAR_FEED_INTRO}</p>
      {link === null ? (
        <Actions>
          <Button type="button" $variant="primary" disabled={busy} onClick={() => void makeLink()}>
            {GET_CALENDAR_LINK}
          </Button>
        </Actions>
      ) : (
        <>
          <TextField label={CALENDAR_LINK_LABEL} hint={CALENDAR_FEED_PRIVATE} value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
          <Actions>
            <Button type="button" $variant="primary" onClick={() => void copy()}>
              {COPY_LINK}
            </Button>
            <ConfirmDialog
              trigger={
                <Button type="button" disabled={busy}>
                  {RESET_LINK}
                </Button>
              }
              title={RESET_LINK_TITLE}
              description={RESET_LINK_DESCRIPTION}
              confirmLabel={RESET_LINK}
              onConfirm={makeLink}
            />
          </Actions>
        </>
      )}
      <p role="status" style={{ margin: 0 }}>
        {copied}
      </p>
      <FormError message={failure} />
    </Card>
  );
}
