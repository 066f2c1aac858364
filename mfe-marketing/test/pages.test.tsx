import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from './render';
import { MODULE_NAMES, WEBINAR } from '../src/config/spec-constants';
import { ABOUT_INTRO, CORE_VALUES, FOUNDER_NOTE, TIMELINE } from '../src/content/about';
import { INDIVIDUAL } from '../src/content/training';
import { LEGAL_SECTIONS } from '../src/content/legal';
import { SITE_DATA_SNAPSHOT } from '../src/data/site-data';
import { stepDelayMs } from '../src/features/about/about-page';
import { PAST_WEBINAR } from '../src/features/webinar';
import { LEAD_FORM_TEXT } from '../src/features/leads/lead-form';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';

// No event in the site data (the snapshot has none): the pages show the settings' webinar (SPEC
// §2's card), as before decision 209.

/** The page's "now" (the webinar's state is read at render time). */
const clockAt = (iso: string) => jest.spyOn(Date, 'now').mockReturnValue(Date.parse(iso));
/** Before 25 August 2026, 12 PM India time (SPEC §2/§9). */
const BEFORE_WEBINAR = '2026-06-01T10:00:00+05:30';
const AFTER_WEBINAR = '2026-11-26T10:00:00+05:30';

afterEach(() => jest.restoreAllMocks());

describe('public pages (SPEC §2)', () => {
  it('about: 3 + 5 cards, mission and vision, four core values; founder note and timeline hidden', async () => {
    await renderAt('/about');
    expect(screen.getByText(ABOUT_INTRO)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'What we do' })).getAllByRole('listitem')).toHaveLength(3);
    expect(within(screen.getByRole('region', { name: 'Why choose us' })).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our vision' })).toBeInTheDocument();
    const values = within(screen.getByRole('region', { name: 'Our core values' })).getAllByRole('heading', { level: 3 });
    expect(values.map((v) => v.textContent)).toEqual(['Innovation', 'Collaboration', 'Excellence', 'Integrity']);
    expect(CORE_VALUES.map((v) => stepDelayMs(v.step))).toEqual([150, 300, 450, 600]);
    expect(screen.queryByText(FOUNDER_NOTE.content)).not.toBeInTheDocument();
    for (const entry of TIMELINE) expect(screen.queryByText(entry.content)).not.toBeInTheDocument();
  });

  it('training: four offerings, server access Know More to its section, 11-module carousel by keyboard', async () => {
    await renderAt('/training');
    const offerings = screen.getByRole('region', { name: 'Ways to learn' });
    expect(within(offerings).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(offerings).getByRole('link', { name: /Know More/ })).toHaveAttribute('href', '/training#server-access');
    expect(document.getElementById('server-access')).not.toBeNull();

    const carousel = screen.getByRole('region', { name: 'SAP modules' });
    const slides = within(carousel).getAllByRole('listitem');
    expect(slides.map((s) => within(s).getByRole('heading').textContent)).toEqual([...MODULE_NAMES]);
    expect(MODULE_NAMES).toHaveLength(11);
    expect(carousel).toHaveTextContent('Module 1 of 11: MM');
    await userEvent.click(within(carousel).getByRole('button', { name: 'Next module' }));
    expect(carousel).toHaveTextContent('Module 2 of 11: FICO');
    within(carousel).getByRole('list').focus();
    await userEvent.keyboard('{End}');
    expect(carousel).toHaveTextContent('Module 11 of 11: Real-time exposure');
    expect(within(carousel).getByRole('button', { name: 'Next module' })).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    expect(carousel).toHaveTextContent('Module 10 of 11: Testing');
  });

  it('individual: audiences, four differentiators, webinar card, courses, six-row table, contact block and catalog', async () => {
    clockAt(BEFORE_WEBINAR);
    await renderAt('/training/individual');
    expect(within(screen.getByRole('region', { name: 'What makes it different' })).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const table = screen.getByRole('table', { name: 'Individual training features' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 6);
    expect(INDIVIDUAL.features).toHaveLength(6);
    // The assignments the table promises link to the terms that state the rules the portal enforces.
    const assignments = within(table).getByRole('row', { name: /Module-specific assignments/ });
    expect(within(assignments).getByRole('link', { name: 'How assessments and certificates work' })).toHaveAttribute('href', '/privacy-policy#terms');
    expect(within(screen.getByRole('complementary', { name: 'Upcoming webinar' })).getByRole('button', { name: /Register Now/ })).toBeInTheDocument();
    for (const course of SITE_DATA_SNAPSHOT.courses) expect(screen.getAllByRole('heading', { name: course.course_title }).length).toBeGreaterThan(0);
    // The site's own booking page (decision 210); the external link only when the settings say so (booking-pages.test.tsx).
    expect(screen.getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute('href', '/book-a-consultation');
    const download = screen.getByRole('button', { name: /Download Course Catalog/ });
    expect(download).toHaveAttribute('aria-expanded', 'false');
  });

  it('corporate: five reasons, five use cases, the how-it-works table and a demo request to the contact form', async () => {
    await renderAt('/training/corportate');
    expect(within(screen.getByRole('region', { name: 'Why companies choose us' })).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(within(screen.getByRole('region', { name: 'Use cases' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('region', { name: 'How Corporate SAP Training Works' })).toContainElement(screen.getByRole('table'));
    const assessments = screen.getByRole('row', { name: /Post-training assessments/ });
    expect(within(assessments).getByRole('link', { name: 'How assessments and certificates work' })).toHaveAttribute('href', '/privacy-policy#terms');
    expect(screen.getByRole('link', { name: 'Request a Demo Session' })).toHaveAttribute('href', '/contact?subject=Corporate%20training%20demo%20session');
    expect(screen.getByRole('button', { name: /Download Corporate Training Catalog/ })).toBeInTheDocument();
  });

  it('mock interviews: four cards and the table', async () => {
    await renderAt('/training/interview');
    expect(within(screen.getByRole('region', { name: "What You'll Experience" })).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: 'Why Our Mock Interviews Work' })).getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Your Mock Interview Now' })).toHaveAttribute('href', '/lms/bookings/new');
    expect(screen.getByRole('button', { name: /Download Career Success Toolkit/ })).toBeInTheDocument();
  });

  it('implementation page: five service cards, four industries, five FAQs, plan and expert buttons', async () => {
    await renderAt('/implementation/oracle-netsuit');
    expect(within(screen.getByRole('region', { name: /services$/ })).getAllByRole('heading', { level: 3 })).toHaveLength(5);
    const industries = within(screen.getByRole('region', { name: 'Industries we serve' })).getAllByRole('heading', { level: 3 });
    expect(industries.map((h) => h.textContent)).toEqual(['Manufacturing', 'Retail and consumer goods', 'Logistics and distribution', 'Pharmaceuticals']);
    expect(within(screen.getByRole('region', { name: 'Frequently asked questions' })).getAllByRole('button')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Get a Free Implementation Plan' })).toHaveAttribute('href', expect.stringMatching(/^\/contact\?subject=/));
    expect(screen.getByRole('link', { name: /Talk to a NetSuite Project Expert/ })).toHaveAttribute('target', '_blank');
  });

  it('the overview links to every implementation page, Microsoft Dynamics and the framework included', async () => {
    await renderAt('/implementation');
    const hrefs = screen.getAllByRole('link', { name: /Know More/ }).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/implementation/sap',
      '/implementation/odoo',
      '/implementation/zoho',
      '/implementation/oracle-netsuit',
      '/implementation/microsoft-dynamics',
    ]);
    expect(screen.getByRole('link', { name: /implementation framework/ })).toHaveAttribute('href', '/implementation-framework');
  });

  it('the framework page has five alternating sections', async () => {
    await renderAt('/implementation-framework');
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['1. Discover', '2. Design', '3. Build', '4. Test', '5. Deploy and support']);
  });

  it('services: four offerings and five differentiators', async () => {
    await renderAt('/services');
    expect(within(screen.getByRole('region', { name: 'What we offer' })).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(screen.getByText('24/7 monitoring')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Why clients stay with us' })).getAllByRole('heading', { level: 3 })).toHaveLength(5);
  });

  it('individual, once the webinar is over: no "Upcoming webinar", the past webinar and a way to hear of the next', async () => {
    clockAt(AFTER_WEBINAR);
    await renderAt('/training/individual');
    expect(screen.queryByRole('complementary', { name: 'Upcoming webinar' })).not.toBeInTheDocument();
    const aside = screen.getByRole('complementary', { name: 'Webinars' });
    expect(within(aside).getByRole('article', { name: `${PAST_WEBINAR.tag}: ${WEBINAR.title}` })).toHaveTextContent(`${PAST_WEBINAR.held} 12PM · 25th August`);
    expect(within(aside).queryByRole('button', { name: /Register Now/ })).not.toBeInTheDocument();
    expect(within(aside).getByRole('button', { name: PAST_WEBINAR.notify })).toBeInTheDocument();
  });

  it('events, once the webinar is over (26 November): "Past webinar", "No upcoming webinar", and the lead form for the next one', async () => {
    clockAt(AFTER_WEBINAR);
    route('POST /leads', () => jsonResponse({ detail: 'Thank you.' }, 202));
    const { container } = await renderAt('/events');
    expect(screen.queryByRole('heading', { name: 'Upcoming' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'No upcoming webinar' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: `${PAST_WEBINAR.tag}: ${WEBINAR.title}` });
    expect(card).toHaveTextContent(PAST_WEBINAR.none);
    expect(within(card).queryByRole('button', { name: /Register Now/ })).not.toBeInTheDocument();
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent);
    expect(data).toMatchObject({ '@type': 'Event', startDate: '2026-08-25T12:00:00+05:30' });
    expect(data).not.toHaveProperty('offers');

    await userEvent.click(within(card).getByRole('button', { name: PAST_WEBINAR.notify }));
    const form = await screen.findByRole('form', { name: 'Next webinar' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Ravi');
    await userEvent.type(within(form).getByLabelText('Email'), 'ravi@example.com');
    await userEvent.click(within(form).getByRole('button', { name: LEAD_FORM_TEXT['webinar-interest'].submit }));
    expect(await screen.findByRole('status')).toHaveTextContent(LEAD_FORM_TEXT['webinar-interest'].done);
    expect(fetchCalls[0]!.body).toMatchObject({ type: 'webinar', name: 'Ravi', subject: `Next webinar after ${WEBINAR.title}, 12PM · 25th August` });
  });

  it('events: the webinar card with its tag, 12PM 25th August and Register Now, plus Event JSON-LD', async () => {
    clockAt(BEFORE_WEBINAR);
    const { container } = await renderAt('/events');
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: /Webinar/ });
    expect(card).toHaveTextContent(WEBINAR.tag);
    expect(card).toHaveTextContent('12PM · 25th August');
    expect(within(card).getByRole('button', { name: /Register Now/ })).toBeInTheDocument();
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent);
    expect(data['@type']).toBe('Event');
  });

  it('contact: the subject comes from the query; phone, WhatsApp and e-mail are shown', async () => {
    await renderAt('/contact?subject=Server%20access');
    expect(await screen.findByLabelText('Subject')).toHaveValue('Server access');
    expect(screen.getByRole('link', { name: /Schedule a Call/ })).toHaveAttribute('target', '_blank');
    expect(screen.getAllByRole('link', { name: '+91 90000 00000' }).some((a) => a.getAttribute('href') === 'https://wa.me/919000000000')).toBe(true);
  });

  it('privacy policy has the privacy, terms and refund sections', async () => {
    await renderAt('/privacy-policy');
    for (const section of LEGAL_SECTIONS) expect(screen.getByRole('region', { name: section.title })).toHaveAttribute('id', section.id);
    // The terms (#terms, where the training pages link) state the certificate rules the portal enforces.
    const terms = screen.getByRole('region', { name: 'Terms and Conditions' });
    expect(terms).toHaveAttribute('id', 'terms');
    expect(terms).toHaveTextContent('a quiz by reaching its pass mark, an assignment when your trainer accepts it');
    expect(terms).toHaveTextContent('public verification page');
  });

  it('courses: the listing block and Course JSON-LD items', async () => {
    const { container } = await renderAt('/courses');
    const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')!.textContent);
    expect(data.itemListElement).toHaveLength(SITE_DATA_SNAPSHOT.courses.length);
    expect(data.itemListElement[0].item['@type']).toBe('Course');
  });

  it('every page sets its description, canonical URL and Open Graph title', async () => {
    await renderAt('/training/interview');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('mock interviews'));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/training/interview');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', expect.stringContaining('SAP Mock Interviews'));
  });
});
