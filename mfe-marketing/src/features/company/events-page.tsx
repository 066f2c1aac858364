// SPEC §2 Events and Webinars: the upcoming events from the site data (decision 209), each a webinar
// card with its seats and Register Now, and their Event JSON-LD. With no upcoming event in the
// API, the settings' webinar card as before (one card with Register Now, a lead).
import type { PublicEvent } from 'mfe-shared/contracts';
import { BRAND_NAME, useSiteOrigin } from 'mfe-shared';
import { Hero, Section } from '../../components/layout';
import { Illustration } from '../../components/illustrations';
import { Page } from '../../components/page';
import { routeFor } from '../../config/public-routes';
import { JsonLd } from '../../components/seo';
import { EventCard, useUpcomingEvents } from '../events';
import { useWebinar, WebinarCard, webinarEventJsonLd, type WebinarSchedule } from '../webinar';

/** An instant as India's wall clock with its offset, "2027-08-25T12:00:00+05:30", as the webinar's JSON-LD writes it (India has no daylight saving). */
const indiaIso = (iso: string) => `${new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 19)}+05:30`;
const scheduleOf = (event: PublicEvent): WebinarSchedule => ({
  title: event.title,
  start: indiaIso(event.starts_at),
  end: indiaIso(event.ends_at),
  phase: 'upcoming',
  label: '',
});

export default function EventsPage() {
  const route = routeFor('/events');
  const origin = useSiteOrigin();
  const { schedule } = useWebinar();
  const { events: upcoming, rendered } = useUpcomingEvents();
  return (
    <Page path="/events">
      <Hero
        title={route.heading}
        lead="Free sessions with our consultants on SAP careers, modules and what interviewers look for."
        art={<Illustration name="calendar" />}
      />
      {upcoming.length > 0 ? (
        <>
          {upcoming.map((event) => (
            <JsonLd key={event.slug} data={webinarEventJsonLd(origin, BRAND_NAME, scheduleOf(event))} />
          ))}
          <Section id="upcoming" title="Upcoming">
            <div style={{ display: 'grid', gap: '1.5rem', maxWidth: '32rem' }} data-upcoming-events={rendered}>
              {upcoming.map((event) => (
                <EventCard key={event.slug} event={event} headingLevel={3} />
              ))}
            </div>
          </Section>
        </>
      ) : (
        <>
          <JsonLd data={webinarEventJsonLd(origin, BRAND_NAME, schedule)} />
          {/* A past webinar is not listed under "Upcoming". */}
          <Section id="upcoming" title={schedule.phase === 'upcoming' ? 'Upcoming' : 'No upcoming webinar'}>
            <div style={{ maxWidth: '32rem' }}>
              <WebinarCard headingLevel={3} />
            </div>
          </Section>
        </>
      )}
    </Page>
  );
}
