import { screen, within } from '@testing-library/react';
import { jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { COURSES_LIST_HEADING } from '../src/config/texts';
import { CARDS_IN_FIRST_ROW } from '../src/features/courses/components/courses-page';
import { course } from './fixtures';
import { renderPortal } from './render-portal';

describe('courses list (SPEC §2)', () => {
  it('greets the student, shows the heading and a card per course linking to it', async () => {
    route('GET /lms/courses/list', () =>
      jsonResponse({ results: [course, { ...course, id: 4, course_title: 'SAP MM Essentials', course_duration: 30, price: 0 }] }),
    );
    route('GET /lms/enrolments', () => jsonResponse({ results: [{ course_id: 3, course_student_id: 55, progress: { completed: 2, total: 8, percent: 25 } }] }));
    renderPortal('/lms');
    expect(screen.getByText('Asha Rao')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(COURSES_LIST_HEADING);

    const list = await screen.findByRole('list', { name: 'Courses' });
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
});
