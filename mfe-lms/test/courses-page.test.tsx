import { screen, within } from '@testing-library/react';
import { jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { COURSES_LIST_HEADING, NO_LONGER_SOLD } from '../src/config/texts';
import { CARDS_IN_FIRST_ROW } from '../src/features/courses/components/courses-page-layout';
import { ENROLMENTS_GRACE_MS } from '../src/features/courses/components/courses-page';
import { COURSES_SKELETON_LABEL } from '../src/features/courses/components/courses-skeleton';
import { course, enrolment } from './fixtures';
import { renderPortal } from './render-portal';

// Live batches (decision 136): a course without batches, a student without upcoming sessions.
beforeEach(() => {
  route('GET /lms/course/3/batches', () => jsonResponse([]));
  route('GET /lms/batches/upcoming', () => jsonResponse([]));
});

describe('courses list (SPEC §2)', () => {
  it('greets the student, shows the heading and a card per course linking to it', async () => {
    route('GET /lms/courses/list', () =>
      jsonResponse({ results: [course, { ...course, id: 4, course_title: 'SAP MM Essentials', course_duration: 30, price: 0 }] }),
    );
    route('GET /lms/enrolments', () => jsonResponse({ results: [enrolment(course, 55, { completed: 2, total: 8, percent: 25 })] }));
    renderPortal('/lms');
    // The page's outline while both reads arrive, one status for screen readers.
    expect(screen.getByRole('status', { name: COURSES_SKELETON_LABEL })).toHaveTextContent('Loading...');
    const list = await screen.findByRole('list', { name: 'Courses' });
    expect(screen.queryByRole('status', { name: COURSES_SKELETON_LABEL })).not.toBeInTheDocument();
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(COURSES_LIST_HEADING);
    const cards = within(list).getAllByRole('link');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveAttribute('href', '/lms/course/3');
    expect(within(cards[0]!).getByRole('heading', { name: 'SAP FICO Foundations' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Beginner');
    expect(cards[0]).toHaveTextContent('Live + recorded');
    expect(cards[0]).toHaveTextContent('3 months'); // ceil(61 / 30)
    expect(cards[0]).toHaveTextContent('₹14,999.00');
    // enrolled cards show the student's progress
    expect(await within(cards[0]!).findByRole('progressbar', { name: 'SAP FICO Foundations progress' })).toHaveAttribute('value', '25');
    expect(cards[0]).toHaveTextContent('Enrolled · 2/8 classes (25%)');
    expect(within(cards[1]!).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('1 month');
    expect(cards[1]).toHaveTextContent('₹0.00');
  });

  it('posters keep their 16:9 space before they load; only the first row loads at once', async () => {
    const many = Array.from({ length: 5 }, (_, i) => ({ ...course, id: 10 + i, course_title: `Course ${i + 1}` }));
    route('GET /lms/courses/list', () => jsonResponse({ results: many }));
    route('GET /lms/enrolments', () => jsonResponse({ results: [] }));
    renderPortal('/lms');
    const cards = within(await screen.findByRole('list', { name: 'Courses' })).getAllByRole('link');
    expect(cards).toHaveLength(5);
    cards.forEach((card, index) => {
      // Decorative (alt=""): the card's heading names the course.
      const poster = within(card).getByRole('presentation');
      expect(poster.tagName).toBe('IMG');
      expect(Number(poster.getAttribute('width')) * 9).toBe(Number(poster.getAttribute('height')) * 16);
      if (index < CARDS_IN_FIRST_ROW) {
        expect(poster).not.toHaveAttribute('loading', 'lazy');
      } else {
        expect(poster).toHaveAttribute('loading', 'lazy');
        expect(poster).toHaveAttribute('decoding', 'async');
      }
    });
  });

  it('shows an error view with Retry when the list cannot load', async () => {
    route('GET /lms/courses/list', () => jsonResponse({ detail: 'down' }, 500));
    route('GET /lms/enrolments', () => jsonResponse({ results: [] }));
    renderPortal('/lms');
    expect(await screen.findByRole('heading', { name: 'Internal Server Error Error' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('an enrolled student sees "Continue learning" above the greeting: a card per course with progress and a link into the viewer', async () => {
    const sd = { ...course, id: 5, course_title: 'SAP SD Basics' };
    route('GET /lms/courses/list', () => jsonResponse({ results: [course, { ...course, id: 4, course_title: 'SAP MM Essentials' }, sd] }));
    route('GET /lms/enrolments', () => jsonResponse({ results: [enrolment(course, 55, { completed: 2, total: 8, percent: 25 }), enrolment(sd, 77)] }));
    renderPortal('/lms');
    const row = await screen.findByRole('region', { name: 'Continue learning' });
    expect(within(row).getByRole('heading', { level: 2, name: 'Continue learning' })).toBeInTheDocument();
    const cards = within(row).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'SAP FICO Foundations' })).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('progressbar', { name: 'Progress in SAP FICO Foundations' })).toHaveAttribute('value', '25');
    expect(cards[0]).toHaveTextContent('2/8 classes · 25%');
    // The class viewer opens the class opened last (the contracts' initialClassId).
    expect(within(cards[0]!).getByRole('link', { name: 'Continue SAP FICO Foundations' })).toHaveAttribute('href', '/lms/course/3/classes/55');
    expect(within(cards[1]!).getByRole('link', { name: 'Continue SAP SD Basics' })).toHaveAttribute('href', '/lms/course/5/classes/77');
    expect(screen.queryByRole('link', { name: 'Continue SAP MM Essentials' })).not.toBeInTheDocument();
    // Above the spec's greeting and heading.
    expect(row.compareDocumentPosition(screen.getByRole('heading', { level: 1, name: COURSES_LIST_HEADING })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(row.compareDocumentPosition(screen.getByText('Asha Rao')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('no "Continue learning" without enrolments', async () => {
    route('GET /lms/courses/list', () => jsonResponse({ results: [course] }));
    route('GET /lms/enrolments', () => jsonResponse({ results: [] }));
    renderPortal('/lms');
    await screen.findByRole('list', { name: 'Courses' });
    expect(screen.queryByRole('region', { name: 'Continue learning' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Continue / })).not.toBeInTheDocument();
  });

  it('the list waits for the enrolments only briefly, then shows without them (their row never pushes it down later)', async () => {
    route('GET /lms/courses/list', () => jsonResponse({ results: [course] }));
    route('GET /lms/enrolments', () => new Promise<Response>(() => undefined)); // never answers
    const started = Date.now();
    renderPortal('/lms');
    expect(await screen.findByRole('list', { name: 'Courses' }, { timeout: ENROLMENTS_GRACE_MS * 3 })).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(ENROLMENTS_GRACE_MS - 50);
    expect(screen.getByRole('heading', { level: 1, name: COURSES_LIST_HEADING })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Continue learning' })).not.toBeInTheDocument();
  });

  // Archiving took the course out of the catalogue, not out of the student's list.
  it('keeps a bought course that is no longer sold in the list and in "Continue learning", marked "No longer sold"', async () => {
    const archived = { ...course, id: 9, course_title: 'SAP S/4HANA Finance', price: 974_925 };
    route('GET /lms/courses/list', () => jsonResponse({ results: [course] }));
    route('GET /lms/enrolments', () => jsonResponse({ results: [enrolment(archived, 91, { completed: 1, total: 2, percent: 50 }, false)] }));
    renderPortal('/lms');
    const cards = within(await screen.findByRole('list', { name: 'Courses' })).getAllByRole('link');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['SAP FICO Foundations', 'SAP S/4HANA Finance']);
    expect(cards[1]).toHaveAttribute('href', '/lms/course/9');
    expect(cards[1]).toHaveTextContent(NO_LONGER_SOLD);
    expect(cards[1]).toHaveTextContent('₹9,749.25');
    expect(within(cards[1]!).getByRole('progressbar', { name: 'SAP S/4HANA Finance progress' })).toHaveAttribute('value', '50');
    expect(cards[0]).not.toHaveTextContent(NO_LONGER_SOLD);
    const row = screen.getByRole('region', { name: 'Continue learning' });
    expect(within(row).getByRole('link', { name: 'Continue SAP S/4HANA Finance' })).toHaveAttribute('href', '/lms/course/9/classes/91');
  });

  it('shows a course that is both listed and bought once, without the marker', async () => {
    route('GET /lms/courses/list', () => jsonResponse({ results: [course] }));
    route('GET /lms/enrolments', () => jsonResponse({ results: [enrolment(course, 55)] }));
    renderPortal('/lms');
    const cards = within(await screen.findByRole('list', { name: 'Courses' })).getAllByRole('link');
    expect(cards).toHaveLength(1);
    expect(screen.queryByText(NO_LONGER_SOLD)).not.toBeInTheDocument();
  });
});
