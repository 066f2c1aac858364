/**
 * @jest-environment node
 */
// /events rendered by the page server from the site data (decision 209): with no document (as on
// the server), the HTML carries the upcoming events (crawlers, link previews, no swap on first
// paint), leaves out one that has started since the data was fetched, and records the slugs it
// rendered for hydration to read back (upcoming-events.ts).
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { setSiteData, SiteOriginContext, type PublicEvent } from 'mfe-shared';
import EventsPage from '../src/features/company/events-page';
import { SITE_DATA_SNAPSHOT } from '../src/data/site-data';

const event = (slug: string, title: string, startsAt: number): PublicEvent => ({
  slug,
  title,
  description: 'Limited seats.',
  starts_at: new Date(startsAt).toISOString(),
  ends_at: new Date(startsAt + 3_600_000).toISOString(),
  seat_cap: 10,
  seats_left: 10,
  full: false,
});

it('prerenders the upcoming events of the site data, not one that has started, with the rendered slugs', () => {
  const now = Date.parse('2027-01-10T10:00:00Z');
  jest.spyOn(Date, 'now').mockReturnValue(now);
  setSiteData({
    ...SITE_DATA_SNAPSHOT,
    events: [
      event('started', 'Started a minute ago', now - 60_000),
      event('soon', 'Starts in a minute', now + 60_000),
      event('later', 'Next week', now + 7 * 86_400_000),
    ],
  });
  const html = renderToString(
    <SiteOriginContext.Provider value="https://www.example.test">
      <MemoryRouter initialEntries={['/events']}>
        <EventsPage />
      </MemoryRouter>
    </SiteOriginContext.Provider>,
  );
  expect(html).toContain('Starts in a minute');
  expect(html).toContain('Next week');
  expect(html).not.toContain('Started a minute ago');
  expect(html).toContain('data-upcoming-events="soon later"');
  expect(html).toContain('10 seats left');
  setSiteData(null);
  jest.restoreAllMocks();
});
