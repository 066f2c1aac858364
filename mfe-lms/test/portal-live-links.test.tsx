// The portal's ways into live training (decision 146): the dashboard links to My bookings and the
// practice server (decision 150; the header has no room for them) and lists the next bookings beside the next sessions under Upcoming;
// My batches shows the personal calendar feed link with Copy link and a confirmed Reset link.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRACTICE_SERVER_TEXTS, type MyBooking } from 'mfe-shared/contracts';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { COURSES_LIST_HEADING } from '../src/config/texts';
import {
  CALENDAR_FEED_HEADING,
  CALENDAR_LINK_LABEL,
  COPY_LINK,
  GET_CALENDAR_LINK,
  LINK_COPIED,
  MY_BOOKINGS_LINK,
  RESET_LINK,
  RESET_LINK_TITLE,
  UPCOMING_HEADING,
  UPCOMING_LINKS_LABEL,
} from '../src/features/batches/batch-texts';
import { myBatch, upcoming } from './batch-fixtures';
import { course, enrolment } from './fixtures';
import { renderPortal } from './render-portal';

const booking = (overrides: Partial<MyBooking> = {}): MyBooking => ({
  id: 81,
  kind: 'mock_interview',
  status: 'booked',
  consultant_id: 4,
  consultant_name: 'Meera Iyer',
  starts_at: '2099-12-02T05:30:00.000Z',
  ends_at: '2099-12-02T06:30:00.000Z',
  meeting_url: 'https://meet.example/mock',
  follow_up_of: null,
  changeable_until: '2099-12-01T05:30:00.000Z',
  feedback: null,
  ...overrides,
});

function openDashboard(sessions: unknown[], bookings: MyBooking[]) {
  route('GET /lms/courses/list', () => jsonResponse({ results: [course] }));
  route('GET /lms/enrolments', () => jsonResponse({ results: [enrolment(course, 55)] }));
  route('GET /lms/batches/upcoming', () => jsonResponse(sessions));
  route('GET /lms/bookings', () => jsonResponse({ results: bookings, credits: { total: 1, used: 1, remaining: 0 } }));
  renderPortal('/lms');
}

describe('the dashboard: My bookings and upcoming bookings', () => {
  it('with nothing upcoming, the links to My batches, My bookings and the practice server still show (no empty heading)', async () => {
    openDashboard([], []);
    await screen.findByRole('heading', { level: 1, name: COURSES_LIST_HEADING });
    const links = await screen.findByRole('navigation', { name: UPCOMING_LINKS_LABEL });
    expect(within(links).getByRole('link', { name: MY_BOOKINGS_LINK })).toHaveAttribute('href', '/lms/bookings');
    expect(within(links).getByRole('link', { name: PRACTICE_SERVER_TEXTS.title })).toHaveAttribute('href', '/lms/server-access');
    expect(screen.queryByRole('heading', { name: UPCOMING_HEADING })).not.toBeInTheDocument();
  });

  it('lists the next live bookings (kind, consultant, time in India) after the sessions; cancelled and past ones stay on My bookings', async () => {
    openDashboard(
      [upcoming()],
      [
        booking(),
        booking({ id: 82, kind: 'consultation', status: 'cancelled' }),
        booking({ id: 83, starts_at: '2020-01-01T05:30:00.000Z', ends_at: '2020-01-01T06:30:00.000Z' }),
      ],
    );
    const list = await screen.findByRole('list', { name: UPCOMING_HEADING });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const [session, mock] = within(list).getAllByRole('listitem');
    expect(session).toHaveTextContent('SAP FICO Foundations');
    expect(mock).toHaveTextContent('Mock interview');
    expect(mock).toHaveTextContent('with Meera Iyer · 2 Dec 2099, 11:00 am – 12:00 pm IST');
    expect(screen.getByRole('link', { name: MY_BOOKINGS_LINK })).toHaveAttribute('href', '/lms/bookings');
  });
});

describe('My batches: Subscribe in your calendar', () => {
  it('makes the private link on request, copies it, and resets it only after confirming', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    let made = 0;
    route('GET /lms/batches', () => jsonResponse([myBatch()]));
    route('POST /lms/batches/calendar-feed', () => {
      made += 1;
      return jsonResponse({ path: `/calendar/token${made}/batches.ics` }, 201);
    });
    renderPortal('/lms/batches');
    const card = await screen.findByRole('region', { name: CALENDAR_FEED_HEADING });
    // Nothing is made until asked: the link is a secret shown once.
    expect(made).toBe(0);
    expect(within(card).queryByLabelText(CALENDAR_LINK_LABEL)).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: GET_CALENDAR_LINK }));
    const field = await within(card).findByLabelText(CALENDAR_LINK_LABEL);
    expect(field).toHaveValue('http://localhost:4000/calendar/token1/batches.ics');
    expect(field).toHaveAttribute('readonly');
    expect(fetchCalls.filter((c) => c.method === 'POST')).toHaveLength(1);

    await user.click(within(card).getByRole('button', { name: COPY_LINK }));
    expect(writeText).toHaveBeenCalledWith((field as HTMLInputElement).value);
    expect(within(card).getByRole('status')).toHaveTextContent(LINK_COPIED);

    await user.click(within(card).getByRole('button', { name: RESET_LINK }));
    const dialog = await screen.findByRole('alertdialog', { name: RESET_LINK_TITLE });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(made).toBe(1);
    await user.click(within(card).getByRole('button', { name: RESET_LINK }));
    await user.click(within(await screen.findByRole('alertdialog', { name: RESET_LINK_TITLE })).getByRole('button', { name: RESET_LINK }));
    await waitFor(() => expect(within(card).getByLabelText(CALENDAR_LINK_LABEL)).toHaveValue('http://localhost:4000/calendar/token2/batches.ics'));
    expect(made).toBe(2);
  });
});
