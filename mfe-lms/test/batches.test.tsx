// Live batches in the portal (decision 136), as a student meets them: the course page's Live
// batches with Join batch (a seat, a waitlist place, the API's refusal in its own words), the
// dashboard's Upcoming list whose Join opens 15 minutes before a session and opens the meeting in
// a new tab, and My batches with each session's time in India, status, mark and recording.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BATCH_MESSAGES } from 'mfe-shared/contracts';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { COURSES_LIST_HEADING } from '../src/config/texts';
import {
  CHOOSE_BATCH_LEGEND,
  FULL_JOIN_WAITLIST,
  JOIN_BATCH,
  JOIN_WAITLIST,
  LIVE_BATCHES_HEADING,
  MY_BATCHES_HEADING,
  MY_BATCHES_LINK,
  NO_BATCHES,
  NOT_MARKED,
  UPCOMING_HEADING,
  WATCH_RECORDING,
  YOU_ARE_ENROLLED,
  waitlistPlace,
} from '../src/features/batches/batch-texts';
import { CLOCK_TICK_MS } from '../src/features/batches/hooks/use-minute-clock';
import { course, details, enrolment } from './fixtures';
import { courseBatch, myBatch, mySession, upcoming } from './batch-fixtures';
import { renderPortal } from './render-portal';

const facts = (card: HTMLElement) =>
  Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
  );

async function openCourse(batches: unknown[], enrolled = true) {
  route('GET /lms/course/3', () => jsonResponse(details(enrolled)));
  route('GET /lms/certificates/progress', () => jsonResponse({ results: [] }));
  route('GET /lms/course/3/batches', () => jsonResponse(batches));
  renderPortal('/lms/course/3');
  await screen.findByRole('heading', { level: 1, name: 'SAP FICO Foundations' });
}

describe('the course page: Live batches', () => {
  it('lists each batch: dates in India, delivery, trainer, seats left or Full — join the waitlist, its own price when it differs', async () => {
    await openCourse([
      courseBatch(),
      courseBatch({ id: 22, title: 'Weekend batch', seats_left: 0, price_paise: 999_900, trainer_name: null, delivery: 'hybrid' }),
    ]);
    const section = await screen.findByRole('region', { name: LIVE_BATCHES_HEADING });
    const [open, full] = within(section).getAllByRole('article');
    expect(open).toHaveAccessibleName('December evenings');
    expect(facts(open!)).toEqual({ Dates: '1 Dec 2026 – 29 Jan 2027', Delivery: 'Live online', Trainer: 'Ravi Menon', Seats: '3 seats left' });
    expect(within(open!).getByRole('button', { name: JOIN_BATCH })).toBeEnabled();
    expect(facts(full!)).toEqual({
      Dates: '1 Dec 2026 – 29 Jan 2027',
      Delivery: 'Hybrid',
      Trainer: 'To be announced',
      Seats: FULL_JOIN_WAITLIST,
      Price: '₹9,999.00',
    });
    expect(within(full!).getByRole('button', { name: JOIN_WAITLIST })).toBeEnabled();
  });

  it('Join batch takes a seat: the answer replaces the button, with a link to My batches', async () => {
    let joins = 0;
    route('POST /lms/batches/21/join', () => {
      joins += 1;
      return jsonResponse({ batch_id: 21, status: 'enrolled', waitlist_position: null }, 201);
    });
    await openCourse([courseBatch()]);
    const card = await screen.findByRole('article', { name: 'December evenings' });
    await userEvent.click(within(card).getByRole('button', { name: JOIN_BATCH }));
    expect(await within(card).findByRole('status')).toHaveTextContent(YOU_ARE_ENROLLED);
    expect(joins).toBe(1);
    expect(fetchCalls.find((c) => c.method === 'POST')).toMatchObject({ body: {}, headers: { Authorization: 'Bearer tok' } });
    expect(within(card).queryByRole('button', { name: JOIN_BATCH })).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: MY_BATCHES_LINK })).toHaveAttribute('href', '/lms/batches');
  });

  it('a full batch puts the student on the waitlist and says the place', async () => {
    route('POST /lms/batches/21/join', () => jsonResponse({ batch_id: 21, status: 'waitlisted', waitlist_position: 4 }, 201));
    await openCourse([courseBatch({ seats_left: 0 })]);
    const card = await screen.findByRole('article', { name: 'December evenings' });
    await userEvent.click(within(card).getByRole('button', { name: JOIN_WAITLIST }));
    expect(await within(card).findByRole('status')).toHaveTextContent(waitlistPlace(4));
  });

  it('a 409 is said under the batch in the API’s words, and Join batch stays for another try', async () => {
    route('POST /lms/batches/21/join', () => jsonResponse({ detail: BATCH_MESSAGES.batchClosed }, 409));
    await openCourse([courseBatch()]);
    const card = await screen.findByRole('article', { name: 'December evenings' });
    await userEvent.click(within(card).getByRole('button', { name: JOIN_BATCH }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(BATCH_MESSAGES.batchClosed);
    expect(within(card).getByRole('button', { name: JOIN_BATCH })).toBeEnabled();
  });

  it('a member sees their seat or place without a Join button', async () => {
    await openCourse([courseBatch({ membership: { batch_id: 21, status: 'waitlisted', waitlist_position: 2 } })]);
    const card = await screen.findByRole('article', { name: 'December evenings' });
    expect(within(card).getByRole('status')).toHaveTextContent(waitlistPlace(2));
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a course without batches shows no section', async () => {
    await openCourse([]);
    await waitFor(() => expect(fetchCalls.some((c) => c.url.endsWith('/lms/course/3/batches'))).toBe(true));
    expect(screen.queryByRole('heading', { name: LIVE_BATCHES_HEADING })).not.toBeInTheDocument();
  });

  // Decision 146: a student not yet in the course chooses a batch in the Enroll panel instead
  // (test/batch-checkout.test.tsx); the Live batches section with Join batch is for the course's students.
  it("a student not enrolled in the course sees no Live batches section, only the Enroll panel's batch choice", async () => {
    await openCourse([courseBatch()], false);
    expect(await screen.findByRole('group', { name: CHOOSE_BATCH_LEGEND })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: LIVE_BATCHES_HEADING })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: JOIN_BATCH })).not.toBeInTheDocument();
  });
});

function openDashboard(sessions: unknown[]) {
  route('GET /lms/courses/list', () => jsonResponse({ results: [course] }));
  route('GET /lms/enrolments', () => jsonResponse({ results: [enrolment(course, 55)] }));
  route('GET /lms/batches/upcoming', () => jsonResponse(sessions));
  renderPortal('/lms');
}

describe('the dashboard: Upcoming', () => {
  afterEach(() => jest.useRealTimers());

  it('lists each session (course, batch, time in India) and opens Join from 15 minutes before the start', async () => {
    // 6:44 pm IST: one minute before Join opens.
    jest.useFakeTimers({ now: new Date('2026-12-01T13:14:00.000Z') });
    const opened = jest.spyOn(window, 'open').mockImplementation(() => null);
    route('POST /lms/batches/21/sessions/301/join', () => jsonResponse({ meeting_url: 'https://meet.example/abc', joined_at: '2026-12-01T13:15:30.000Z' }));
    openDashboard([upcoming()]);
    const list = await screen.findByRole('list', { name: UPCOMING_HEADING });
    const row = within(list).getByRole('listitem');
    expect(row).toHaveTextContent('SAP FICO Foundations');
    expect(row).toHaveTextContent('December evenings · 1 Dec 2026, 7:00 pm – 9:00 pm IST');
    const join = within(row).getByRole('button', { name: 'Join SAP FICO Foundations at 1 Dec 2026, 7:00 pm' });
    expect(join).toBeDisabled();
    expect(screen.getByRole('link', { name: MY_BATCHES_LINK })).toHaveAttribute('href', '/lms/batches');

    act(() => jest.advanceTimersByTime(CLOCK_TICK_MS));
    expect(join).toBeEnabled();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(join);
    await waitFor(() => expect(opened).toHaveBeenCalledWith('https://meet.example/abc', '_blank', 'noopener,noreferrer'));
  });

  it('closes Join when the session ends', async () => {
    jest.useFakeTimers({ now: new Date('2026-12-01T15:29:30.000Z') });
    openDashboard([upcoming()]);
    const join = await screen.findByRole('button', { name: /^Join SAP FICO Foundations/ });
    expect(join).toBeEnabled();
    act(() => jest.advanceTimersByTime(CLOCK_TICK_MS));
    expect(join).toBeDisabled();
  });

  it('shows the API’s 409 under the row and opens nothing', async () => {
    jest.useFakeTimers({ now: new Date('2026-12-01T13:20:00.000Z') });
    const opened = jest.spyOn(window, 'open').mockImplementation(() => null);
    route('POST /lms/batches/21/sessions/301/join', () => jsonResponse({ detail: BATCH_MESSAGES.sessionCancelled }, 409));
    openDashboard([upcoming()]);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: /^Join SAP FICO Foundations/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BATCH_MESSAGES.sessionCancelled);
    expect(opened).not.toHaveBeenCalled();
  });

  it('a failed Upcoming read leaves the course list as it was, with no heading', async () => {
    route('GET /lms/courses/list', () => jsonResponse({ results: [course] }));
    route('GET /lms/enrolments', () => jsonResponse({ results: [enrolment(course, 55)] }));
    route('GET /lms/batches/upcoming', () => jsonResponse({ detail: 'Service unavailable' }, 503));
    renderPortal('/lms');
    expect(await screen.findByRole('list', { name: 'Courses' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: UPCOMING_HEADING })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('with no sessions nothing renders: no empty heading', async () => {
    openDashboard([]);
    await screen.findByRole('heading', { level: 1, name: COURSES_LIST_HEADING });
    expect(screen.queryByRole('heading', { name: UPCOMING_HEADING })).not.toBeInTheDocument();
  });
});

describe('My batches', () => {
  it('each batch with its sessions: time in India, status, a cancelled one struck through, the mark, the recording', async () => {
    route('GET /lms/batches', () =>
      jsonResponse([
        myBatch({
          sessions: [
            mySession({ attendance: 'late', recording_url: 'https://youtu.be/abcdef123' }),
            mySession({ id: 302, starts_at: '2026-12-03T13:30:00.000Z', ends_at: '2026-12-03T15:30:00.000Z', status: 'cancelled' }),
            mySession({ id: 303, starts_at: '2026-12-05T13:30:00.000Z', ends_at: '2026-12-05T15:30:00.000Z' }),
          ],
        }),
        myBatch({ id: 22, title: 'Weekend batch', membership: { batch_id: 22, status: 'waitlisted', waitlist_position: 3 }, sessions: [] }),
      ]),
    );
    renderPortal('/lms/batches');
    expect(await screen.findByRole('heading', { level: 1, name: MY_BATCHES_HEADING })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: MY_BATCHES_HEADING });
    const [seated, waiting] = within(list).getAllByRole('article');
    expect(seated).toHaveAccessibleName('SAP FICO Foundations: December evenings');
    expect(seated).toHaveTextContent(YOU_ARE_ENROLLED);
    const sessions = within(seated!).getAllByRole('listitem');
    expect(sessions[0]).toHaveAccessibleName('Session on 1 Dec 2026, 7:00 pm');
    expect(sessions[0]).toHaveTextContent('1 Dec 2026, 7:00 pm – 9:00 pm IST');
    expect(sessions[0]).toHaveTextContent('Late');
    expect(within(sessions[0]!).getByRole('link', { name: WATCH_RECORDING })).toHaveAttribute('href', 'https://youtu.be/abcdef123');
    expect(within(sessions[0]!).getByRole('link', { name: WATCH_RECORDING })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(sessions[1]!.querySelector('del')).toHaveTextContent('3 Dec 2026, 7:00 pm – 9:00 pm IST');
    expect(sessions[1]).toHaveTextContent('Cancelled');
    expect(sessions[2]).toHaveTextContent(NOT_MARKED);
    expect(within(sessions[2]!).queryByRole('link')).not.toBeInTheDocument();

    expect(waiting).toHaveTextContent(waitlistPlace(3));
  });

  it('with none: says how to join one', async () => {
    route('GET /lms/batches', () => jsonResponse([]));
    renderPortal('/lms/batches');
    expect(await screen.findByText(new RegExp(NO_BATCHES.replace(/\./g, '\\.')))).toBeInTheDocument();
  });
});
