// SPEC §2: the webinar card (tag Webinar, 12PM 25th August, Register Now) on /events and the
// sticky promo on Individual training. Once the webinar is over the card says so in
// words ("Past webinar", "No upcoming webinar is scheduled yet") and offers the same lead form to
// hear about the next one, instead of inviting registration for a date gone by.
import { WEBINAR } from '../../config/spec-constants';
import { LeadFormToggle } from '../leads';
import { PromoCard } from '../../components/promo-card';
import { useWebinar, WEBINAR_ATTRIBUTE } from './use-webinar';

export const PAST_WEBINAR = {
  tag: 'Past webinar',
  held: 'Held',
  none: 'No upcoming webinar is scheduled yet. Leave your details and we will invite you to the next one.',
  notify: 'Notify me of the next webinar',
} as const;

export function WebinarCard({ headingLevel = 2, audience = 'graduates and MBA Finance professionals' }: { headingLevel?: 2 | 3; audience?: string }) {
  const { schedule, rendered } = useWebinar();
  const past = schedule.phase === 'past';
  const data = { [WEBINAR_ATTRIBUTE]: rendered };
  return (
    <PromoCard
      tag={past ? PAST_WEBINAR.tag : WEBINAR.tag}
      title={schedule.title}
      when={
        <>
          {past && `${PAST_WEBINAR.held} `}
          {schedule.label}
        </>
      }
      headingLevel={headingLevel}
      {...data}
    >
      {past ? (
        <>
          <p>{PAST_WEBINAR.none}</p>
          <LeadFormToggle kind="webinar-interest" label={PAST_WEBINAR.notify} subject={`Next webinar after ${schedule.title}, ${schedule.label}`} />
        </>
      ) : (
        <>
          <p>Free for {audience}: how SAP projects hire, which module fits your background, and a live demo. Limited seats.</p>
          <LeadFormToggle kind="webinar" label="Register Now" subject={`${schedule.title}, ${schedule.label}`} />
        </>
      )}
    </PromoCard>
  );
}
