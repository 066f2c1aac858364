// An upcoming event from the site data (decision 209) in SPEC §2's webinar card: tag Webinar, the title,
// the India date and time, the seats left (or "Full"), and Register Now opening the same form as
// before, which now registers for this event and mails the joining link.
import type { PublicEvent } from 'mfe-shared/contracts';
import { formatIndiaDateTime } from 'mfe-shared/ui/format';
import { WEBINAR } from '../../config/spec-constants';
import { PromoCard } from '../../components/promo-card';
import { LeadFormToggle } from '../leads';

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
  const when = formatIndiaDateTime(event.starts_at, { month: 'long', zone: true });
  return (
    <PromoCard tag={WEBINAR.tag} title={event.title} when={when} headingLevel={headingLevel}>
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
    </PromoCard>
  );
}
