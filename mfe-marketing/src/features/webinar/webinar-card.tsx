// SPEC §2: the webinar card (tag Webinar, 12PM 25th August, Register Now) on /events and the
// sticky promo on Individual training. Once the webinar is over the card says so in
// words ("Past webinar", "No upcoming webinar is scheduled yet") and offers the same lead form to
// hear about the next one, instead of inviting registration for a date gone by.
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { Card } from 'mfe-shared/ui/card';
import { WEBINAR } from '../../config/spec-constants';
import { LeadFormToggle } from '../leads';
import { Eyebrow } from '../../components/layout';
import { Icon } from '../../components/icon';
import { useWebinar, WEBINAR_ATTRIBUTE } from './use-webinar';

// A Card with a shadow, so the sticky promo stands off the page; block flow, its own margins.
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

export const PAST_WEBINAR = {
  tag: 'Past webinar',
  held: 'Held',
  none: 'No upcoming webinar is scheduled yet. Leave your details and we will invite you to the next one.',
  notify: 'Notify me of the next webinar',
} as const;

export function WebinarCard({ headingLevel = 2, audience = 'graduates and MBA Finance professionals' }: { headingLevel?: 2 | 3; audience?: string }) {
  const { schedule, rendered } = useWebinar();
  const past = schedule.phase === 'past';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const data = { [WEBINAR_ATTRIBUTE]: rendered };
  return (
    <Box aria-label={`${past ? PAST_WEBINAR.tag : WEBINAR.tag}: ${schedule.title}`} {...data}>
      <Eyebrow>{past ? PAST_WEBINAR.tag : WEBINAR.tag}</Eyebrow>
      <Heading>{schedule.title}</Heading>
      <When>
        <Icon name="calendar" size={20} />
        {past && `${PAST_WEBINAR.held} `}
        {schedule.label}
      </When>
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
    </Box>
  );
}
