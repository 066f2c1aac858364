// An upcoming event from the site data (decision 209) in SPEC §2's webinar card: tag Webinar, the title,
// the India date and time, the seats left (or "Full"), and Register Now opening the same form as
// before, which now registers for this event and mails the joining link.
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import type { PublicEvent } from 'mfe-shared/contracts';
import { Card } from 'mfe-shared/ui/card';
import { formatIndiaDateTime } from 'mfe-shared/ui/format';
import { WEBINAR } from '../../config/spec-constants';
import { Eyebrow } from '../../components/layout';
import { Icon } from '../../components/icon';
import { LeadFormToggle } from '../leads';

const Box = styled(Card).attrs({ as: 'article' })`
  display: block;
  padding: 1.25rem;
  color: ${theme.color.text};
  box-shadow: 0 6px 20px rgb(15 23 42 / 0.06);
  h2, h3 { margin: 0 0 0.5rem; }
  p { margin: 0 0 0.75rem; }
`;

const When = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 700;
  color: ${theme.color.brandDark};
`;

export const EVENT_CARD_TEXT = {
  full: 'Full',
  fullNote: 'Every seat is taken. Watch this page for the next one.',
  seatsLeft: (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'} left`,
} as const;

export function EventCard({
  event,
  headingLevel = 2,
  audience = 'graduates and MBA Finance professionals',
}: {
  event: PublicEvent;
  headingLevel?: 2 | 3;
  audience?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const when = formatIndiaDateTime(event.starts_at, { month: 'long', zone: true });
  return (
    <Box aria-label={`${WEBINAR.tag}: ${event.title}`}>
      <Eyebrow>{WEBINAR.tag}</Eyebrow>
      <Heading>{event.title}</Heading>
      <When>
        <Icon name="calendar" size={20} />
        {when}
      </When>
      <p>{event.description || `Free for ${audience}: how SAP projects hire, which module fits your background, and a live demo. Limited seats.`}</p>
      {event.full ? (
        <>
          <p>
            <strong>{EVENT_CARD_TEXT.full}</strong>. {EVENT_CARD_TEXT.fullNote}
          </p>
        </>
      ) : (
        <>
          <p>{EVENT_CARD_TEXT.seatsLeft(event.seats_left)}</p>
          <LeadFormToggle kind="event" eventSlug={event.slug} label="Register Now" subject={`${event.title}, ${when}`} />
        </>
      )}
    </Box>
  );
}
