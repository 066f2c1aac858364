// On narrow screens a sticky bar keeps the price and the same Enroll action in reach;
// enrolling confirms itself (a toast and a status line beside Continue Course).
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { CONTINUE_COURSE, enrolledText, STICKY_ENROLL } from '../src/config/texts';
import { details } from './fixtures';
import { renderPortal } from './render-portal';

// Live batches (decision 136): a course without batches, a student without upcoming sessions.
beforeEach(() => {
  route('GET /lms/course/3/batches', () => jsonResponse([]));
  route('GET /lms/batches/upcoming', () => jsonResponse([]));
});

// An enrolled student's course page also reads the certificate progress (decision 135); these
// tests are about the rest of the page, so the answer holds no entry and the section stays away.
beforeEach(() => route('GET /lms/certificates/progress', () => jsonResponse({ results: [] })));

const setWidth = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
};
const bar = () => screen.queryByRole('group', { name: 'Enroll bar' });

function serveFreeCourse() {
  let enrolled = false;
  route('GET /lms/course/3', () => jsonResponse(details(enrolled, { price: 0 })));
  route('POST /lms/course/3/join', () => {
    enrolled = true;
    return jsonResponse({ status: 'enrolled', course_student: { id: 55, course_id: 3, student_id: 9, last_opened_class_id: null } });
  });
}

const wide = window.innerWidth;
afterEach(() => act(() => setWidth(wide)));

describe('sticky enrol bar and enrolment confirmation', () => {
  it('no bar when already enrolled', async () => {
    setWidth(390);
    route('GET /lms/course/3', () => jsonResponse(details(true)));
    renderPortal('/lms/course/3');
    await screen.findByRole('heading', { level: 1, name: 'SAP FICO Foundations' });
    expect(bar()).not.toBeInTheDocument();
    expect(screen.queryByText(enrolledText('SAP FICO Foundations'))).not.toBeInTheDocument();
  });

  it('at 390 px shows the price and an Enroll button that runs the one enrol flow, then confirms', async () => {
    setWidth(390);
    serveFreeCourse();
    renderPortal('/lms/course/3');
    await screen.findByRole('heading', { level: 1, name: 'SAP FICO Foundations' });
    expect(bar()).toHaveTextContent('Free');
    await userEvent.click(within(bar()!).getByRole('button', { name: STICKY_ENROLL }));

    expect((await screen.findAllByRole('link', { name: CONTINUE_COURSE, hidden: true }))[0]).toHaveAttribute('href', '/lms/course/3/classes/55');
    expect(fetchCalls.filter((c) => c.method === 'POST' && c.url.endsWith('/join'))).toHaveLength(1);
    // Enrolled: the bar is gone, and the page says so.
    expect(bar()).not.toBeInTheDocument();
    expect(screen.getByText(enrolledText('SAP FICO Foundations'), { selector: '[role="status"]' })).toBeInTheDocument();
    expect(await screen.findByText(enrolledText('SAP FICO Foundations'), { selector: ':not([role="status"])' })).toBeInTheDocument(); // the toast
  });

  it('keeps room below the page for the bar while it shows, and gives it back once enrolled', async () => {
    setWidth(390);
    serveFreeCourse();
    // jsdom lays nothing out: the bar reports the height a phone gives it.
    const height = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { height: this.getAttribute('aria-label') === 'Enroll bar' ? 64.4 : 0 } as DOMRect;
    });
    try {
      renderPortal('/lms/course/3');
      await screen.findByRole('heading', { level: 1, name: 'SAP FICO Foundations' });
      expect(document.body.style.paddingBottom).toBe('65px');
      await userEvent.click(within(bar()!).getByRole('button', { name: STICKY_ENROLL }));
      await screen.findAllByRole('link', { name: CONTINUE_COURSE, hidden: true });
      expect(bar()).not.toBeInTheDocument();
      expect(document.body.style.paddingBottom).toBe('');
    } finally {
      height.mockRestore();
    }
  });

  it('no bar on wide screens', async () => {
    setWidth(1024);
    route('GET /lms/course/3', () => jsonResponse(details(false)));
    renderPortal('/lms/course/3');
    await screen.findByRole('heading', { level: 1, name: 'SAP FICO Foundations' });
    expect(bar()).not.toBeInTheDocument();
    expect(document.body.style.paddingBottom).toBe('');
  });
});
