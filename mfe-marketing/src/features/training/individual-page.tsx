// SPEC §2 Individual SAP Training: heading, intro, who it is for, four differentiators, the
// sticky webinar promo, the course listing block, the six-row feature table and a contact
// block with phone, support e-mail, Book a Free Consultation and the catalog download.
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { ContactDetails } from '../../components/contact-block';
import { CONSULTATION_PATH } from '../../config/booking-paths';
import { CourseList } from '../../components/course-list';
import { FeatureCards } from '../../components/feature-cards';
import { FeatureTable } from '../../components/feature-table';
import { Icon } from '../../components/icon';
import { Checklist, Container, Hero, Section } from '../../components/layout';
import { Page } from '../../components/page';
import { routeFor } from '../../config/public-routes';
import { INDIVIDUAL } from '../../content/training';
import { LeadFormToggle } from '../leads';
import { EventCard, useUpcomingEvents } from '../events';
import { useWebinar, WebinarCard } from '../webinar';

const Layout = styled(Container)`
  display: grid;
  gap: 2rem;
  padding-top: 2rem;
  ${theme.media.desktop} { grid-template-columns: minmax(0, 1fr) 20rem; align-items: start; }
  > aside { ${theme.media.desktop} { position: sticky; top: 5rem; } }
  section { padding: 1.5rem 0; }
  section > div { padding: 0; }
`;

export default function IndividualPage() {
  const route = routeFor('/training/individual');
  const { schedule } = useWebinar();
  const { events: upcoming, rendered } = useUpcomingEvents();
  const next = upcoming[0];
  return (
    <Page path="/training/individual">
      <Hero eyebrow="Live 1-on-1 · Recorded · Hybrid" title={route.heading} lead={INDIVIDUAL.intro} />
      <Layout>
        <div>
          <Section id="who" title="Who it is for">
            <Checklist>
              {INDIVIDUAL.audiences.map((a) => (
                <li key={a}>
                  <Icon name="check" size={20} />
                  {a}
                </li>
              ))}
            </Checklist>
          </Section>
          <Section id="different" title="What makes it different">
            <FeatureCards cards={INDIVIDUAL.differentiators} min="14rem" />
          </Section>
          <Section id="courses" title="Courses you can take">
            <CourseList />
          </Section>
          <Section id="features" title="What you get">
            <FeatureTable caption="Individual training features" columns={['Feature', 'What it means for you']} rows={INDIVIDUAL.features} />
          </Section>
          <Section id="contact" title="Questions? Talk to us">
            <ContactDetails booking="Book a Free Consultation" bookingTo={CONSULTATION_PATH} />
            <div style={{ marginTop: '1.5rem' }}>
              <LeadFormToggle kind="catalog" label="Download Course Catalog" variant="secondary" />
            </div>
          </Section>
        </div>
        {/* The next event from the site data (decision 209); without one, the settings' webinar as before. */}
        <aside aria-label={next || schedule.phase === 'upcoming' ? 'Upcoming webinar' : 'Webinars'} data-upcoming-events={next ? rendered : undefined}>
          {next ? (
            <EventCard event={next} headingLevel={2} audience="graduates and MBA Finance professionals" />
          ) : (
            <WebinarCard headingLevel={2} audience="graduates and MBA Finance professionals" />
          )}
        </aside>
      </Layout>
    </Page>
  );
}
