// SPEC §2 Events and Webinars: one webinar card with Register Now, and its Event JSON-LD.
import { BRAND_NAME, useSiteOrigin } from 'mfe-shared';
import { Hero, Section } from '../../components/layout';
import { Illustration } from '../../components/illustrations';
import { Page } from '../../components/page';
import { routeFor } from '../../config/public-routes';
import { JsonLd } from '../../components/seo';
import { useWebinar, WebinarCard, webinarEventJsonLd } from '../webinar';

export default function EventsPage() {
  const route = routeFor('/events');
  const origin = useSiteOrigin();
  const { schedule } = useWebinar();
  return (
    <Page path="/events">
      <Hero
        title={route.heading}
        lead="Free sessions with our consultants on SAP careers, modules and what interviewers look for."
        art={<Illustration name="calendar" />}
      />
      <JsonLd data={webinarEventJsonLd(origin, BRAND_NAME, schedule)} />
      {/* A past webinar is not listed under "Upcoming". */}
      <Section id="upcoming" title={schedule.phase === 'upcoming' ? 'Upcoming' : 'No upcoming webinar'}>
        <div style={{ maxWidth: '32rem' }}>
          <WebinarCard headingLevel={3} />
        </div>
      </Section>
    </Page>
  );
}
