// The public pages print the API's catalogue and settings (GET /site-data), in the
// portal's formats, with Course and Organization JSON-LD from the same data.
import { screen, within } from '@testing-library/react';
import { setSiteData, type PublicCourse, type PublicEvent } from 'mfe-shared';
import { givenSiteData, renderAt } from './render';
import { SITE_DATA_SNAPSHOT } from '../src/data/site-data';
import { fetchCalls } from '../../mfe-shared/testing/fetch-mock';

// No event in the site data (the snapshot has none): the pages show the settings' webinar (SPEC
// §2's card), as before decision 209.

const course = (over: Partial<PublicCourse>): PublicCourse => ({
  id: 7,
  slug: 'sap-mm',
  course_title: 'SAP MM (Materials Management)',
  description: 'Procure-to-pay end to end.',
  poster_url: '/images/courses/sap-mm.svg',
  difficulty_level: 'Beginner',
  course_type: 'Hybrid',
  course_duration: 60,
  price: 2_499_900,
  topics: ['Master data', 'Procurement cycle', 'Planning'],
  class_count: 7,
  ...over,
});

const MM = course({});
const FREE = course({ id: 9, slug: 'sap-basics-free', course_title: 'SAP Foundations (Free)', price: 0, course_duration: 7, topics: [] });

const jsonLd = (container: HTMLElement) =>
  [...container.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '{}') as Record<string, unknown>);

describe('course listing from the site data', () => {
  it('shows each published course with level, duration in months, price in rupees, topics and a link to its public page', async () => {
    givenSiteData({ courses: [MM, FREE] });
    await renderAt('/courses');
    const list = screen.getByRole('list', { name: 'Courses' });
    const cards = within(list).getAllByRole('listitem', { name: /SAP/ });
    expect(cards).toHaveLength(2);
    const mm = screen.getByRole('listitem', { name: MM.course_title });
    expect(within(mm).getByRole('heading', { name: MM.course_title })).toBeInTheDocument();
    expect(mm).toHaveTextContent('LevelBeginner');
    expect(mm).toHaveTextContent('Duration2 months');
    expect(mm).toHaveTextContent('Price₹24,999.00');
    expect(
      within(within(mm).getByRole('list', { name: `Topics of ${MM.course_title}` }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(MM.topics);
    expect(within(mm).getByRole('link', { name: `View course: ${MM.course_title}` })).toHaveAttribute('href', '/courses/sap-mm');
    const free = screen.getByRole('listitem', { name: FREE.course_title });
    expect(free).toHaveTextContent('PriceFree');
    expect(free).toHaveTextContent('Duration1 month');
    expect(within(free).getByRole('link', { name: /View course/ })).toHaveAttribute('href', '/courses/sap-basics-free');
  });

  it('lists no course the data does not hold (an unpublished course is simply absent)', async () => {
    givenSiteData({ courses: [FREE] });
    await renderAt('/training/individual');
    expect(screen.queryByRole('heading', { name: MM.course_title })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: FREE.course_title })).toBeInTheDocument();
  });

  it('describes the courses as Course items with offers and a course instance', async () => {
    givenSiteData({ courses: [MM, FREE] });
    const { container } = await renderAt('/courses');
    const [list] = jsonLd(container) as Array<{ itemListElement: Array<{ item: Record<string, unknown> }> }>;
    expect(list!.itemListElement.map((e) => e.item)).toEqual([
      expect.objectContaining({
        '@type': 'Course',
        name: MM.course_title,
        url: 'http://localhost/courses/sap-mm',
        offers: {
          '@type': 'Offer',
          category: 'Paid',
          price: '24999.00',
          priceCurrency: 'INR',
          availability: 'https://schema.org/InStock',
          url: 'http://localhost/lms/course/7',
        },
        hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'online', courseWorkload: 'P60D' },
      }),
      expect.objectContaining({ name: FREE.course_title, offers: expect.objectContaining({ category: 'Free', price: '0.00' }) }),
    ]);
  });
});

describe('contact details, booking, socials and webinar from the settings', () => {
  const settings = {
    contact_email: 'hello@example.in',
    phone: '+91 80 1234 5678',
    whatsapp: '+91 99999 11111',
    booking_url: 'https://cal.example.com/book',
    social_links: { linkedin: 'https://www.linkedin.com/company/x', youtube: 'https://www.youtube.com/@x', instagram: '#' },
    webinar: { title: 'SAP FICO career webinar', date: '3rd September', time: '4 PM' },
  };

  it('prints them in the contact block and the Organization JSON-LD', async () => {
    givenSiteData({ settings });
    const contact = await renderAt('/contact');
    expect(screen.getByRole('link', { name: '+91 99999 11111' })).toHaveAttribute('href', 'https://wa.me/919999911111');
    expect(screen.getAllByRole('link', { name: 'hello@example.in' })[0]).toHaveAttribute('href', 'mailto:hello@example.in');
    contact.unmount();
    const { container } = await renderAt('/');
    expect(screen.getByRole('link', { name: /Talk to an Expert/ })).toHaveAttribute('href', 'https://cal.example.com/book');
    const org = jsonLd(container).find((d) => d['@type'] === 'EducationalOrganization')!;
    expect(org).toMatchObject({
      email: 'hello@example.in',
      telephone: '+91 80 1234 5678',
      contactPoint: { '@type': 'ContactPoint', email: 'hello@example.in', telephone: '+91 80 1234 5678' },
      sameAs: ['https://www.linkedin.com/company/x', 'https://www.youtube.com/@x'],
    });
  });

  it('shows the webinar card and its Event from the settings', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-07-01T10:00:00+05:30'));
    givenSiteData({ settings });
    const { container } = await renderAt('/events');
    const card = screen.getByRole('article', { name: 'Webinar: SAP FICO career webinar' });
    expect(card).toHaveTextContent('4PM · 3rd September');
    const event = jsonLd(container).find((d) => d['@type'] === 'Event')!;
    expect(event.name).toBe('SAP FICO career webinar');
    expect(event.startDate).toBe('2026-09-03T16:00:00+05:30');
    jest.restoreAllMocks();
  });

  it('lists the site data’s events on /events with their Event JSON-LD instead of the settings’ webinar, asking the API nothing', async () => {
    const upcoming: PublicEvent = {
      slug: 'mm-careers',
      title: 'SAP MM careers live',
      description: 'Limited seats.',
      starts_at: '2030-01-10T06:30:00.000Z',
      ends_at: '2030-01-10T07:30:00.000Z',
      seat_cap: 50,
      seats_left: 50,
      full: false,
    };
    givenSiteData({ settings, events: [upcoming] });
    const { container } = await renderAt('/events');
    expect(screen.getByRole('article', { name: 'Webinar: SAP MM careers live' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Webinar: SAP FICO career webinar' })).not.toBeInTheDocument();
    expect(
      jsonLd(container)
        .filter((d) => d['@type'] === 'Event')
        .map((d) => d.name),
    ).toEqual(['SAP MM careers live']);
    expect(fetchCalls).toEqual([]);
  });

  it('shows the settings’ webinar when the page server’s data comes from an API without events', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-07-01T10:00:00+05:30'));
    // The page server trusts the outline only (isSiteData), so an older API's answer lacks `events`.
    const { events: _none, ...older } = SITE_DATA_SNAPSHOT;
    setSiteData({ ...older, settings: { ...older.settings, ...settings } } as unknown as typeof SITE_DATA_SNAPSHOT);
    await renderAt('/events');
    expect(screen.getByRole('article', { name: 'Webinar: SAP FICO career webinar' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });
});
