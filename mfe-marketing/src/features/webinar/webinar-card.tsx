// SPEC §2: the webinar card (tag Webinar, 12PM 25th August, Register Now) on /events and the
// sticky promo on Individual training.
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { useSiteSettings } from '../../data/site-data';
import { WEBINAR } from '../../config/spec-constants';
import { LeadFormToggle } from '../leads';
import { Eyebrow } from '../../components/layout';
import { Icon } from '../../components/icon';

const Box = styled.article`
  padding: 1.25rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface};
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

export function WebinarCard({ headingLevel = 2, audience = 'graduates and MBA Finance professionals' }: { headingLevel?: 2 | 3; audience?: string }) {
  // Title, date and time from the settings (staff edit them as the text the card prints).
  const settings = useSiteSettings().webinar;
  const title = settings?.title || WEBINAR.title;
  const date = settings?.date || WEBINAR.dateLabel;
  const time = settings?.time || WEBINAR.timeLabel;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Box aria-label={`${WEBINAR.tag}: ${title}`}>
      <Eyebrow>{WEBINAR.tag}</Eyebrow>
      <Heading>{title}</Heading>
      <When>
        <Icon name="calendar" size={20} />
        {time.replace(' ', '')} · {date}
      </When>
      <p>Free for {audience}: how SAP projects hire, which module fits your background, and a live demo. Limited seats.</p>
      <LeadFormToggle kind="webinar" label="Register Now" subject={`${title}, ${date} ${time}`} />
    </Box>
  );
}
