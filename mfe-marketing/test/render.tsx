import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { setSiteData, type PublicCourse, type PublicEvent, type Settings } from 'mfe-shared';
import type { SiteTestimonial } from 'mfe-shared/contracts';
import MarketingRoutes from '../src/app/marketing-routes';
import { SITE_DATA_SNAPSHOT } from '../src/data/site-data';

/**
 * Renders the remote at a path and lets its lazy chunks (the page, the contact form) resolve
 * inside act, as they would before a person could interact.
 */
export async function renderAt(path: string) {
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <MemoryRouter initialEntries={[path]}>
        <MarketingRoutes />
      </MemoryRouter>,
    );
  });
  // Nested lazy parts (a page chunk, then the form chunk inside it) need a second turn.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  return result;
}

/** The site data the page server would embed: the snapshot with these settings, courses and events. */
export function givenSiteData({
  settings = {},
  courses,
  events,
  testimonials,
}: { settings?: Partial<Settings>; courses?: PublicCourse[]; events?: PublicEvent[]; testimonials?: SiteTestimonial[] } = {}) {
  setSiteData({
    version: 'test',
    settings: { ...SITE_DATA_SNAPSHOT.settings, ...settings },
    courses: courses ?? SITE_DATA_SNAPSHOT.courses,
    events: events ?? SITE_DATA_SNAPSHOT.events,
    testimonials: testimonials ?? SITE_DATA_SNAPSHOT.testimonials,
  });
}
