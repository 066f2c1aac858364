// The portal's bookings (SPEC §2 Mock Interviews; decision 024), as a student meets them: credits
// left, upcoming and past bookings in India time, Reschedule and Cancel with the API's 409 after
// the cut-off, a past mock interview's feedback with "Book a follow-up round", and the booking
// screen that spends a credit (the noCredits message when none is left).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_MESSAGES, type BookingSlot, type MyBooking, type MyBookingsResponse } from 'mfe-shared/contracts';
import { formatIndiaDateTime, formatIndiaTime } from 'mfe-shared/ui/format';
import { indiaDayLabel } from 'mfe-shared/ui/slot-picker';
import { CANCEL_LABEL } from 'mfe-shared/ui/confirm-dialog';
import {
  BOOK_FOLLOW_UP,
  BOOK_MOCK_INTERVIEW,
  BOOKED_TOAST,
  BOOKINGS_HEADING,
  CANCEL_BOOKING,
  CONFIRM_BOOKING,
  creditsText,
  FOLLOW_UP_HEADING,
  MOVE_BOOKING,
  NEW_BOOKING_HEADING,
  PAST_HEADING,
  RESCHEDULE,
  UPCOMING_HEADING,
} from '../src/features/bookings/booking-texts';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { LOGIN_HEADINGS } from '../src/config/texts';
import { renderPortal, renderPortalAsVisitor } from './render-portal';

const DAY = 24 * 60 * 60 * 1000;
/** On the half hour, so the API could have offered it; relative to the real clock the page reads. */
const at = (days: number) => new Date(Math.floor((Date.now() + days * DAY) / (30 * 60 * 1000)) * 30 * 60 * 1000).toISOString();
const plus30 = (iso: string) => new Date(Date.parse(iso) + 30 * 60 * 1000).toISOString();

const booking = (over: Partial<MyBooking> = {}): MyBooking => {
  const starts = over.starts_at ?? at(3);
  return {
    id: 11,
    kind: 'mock_interview',
    status: 'booked',
    consultant_id: 7,
    consultant_name: 'Ravi Kumar',
    starts_at: starts,
    ends_at: plus30(starts),
    meeting_url: 'https://meet.example.com/ravi',
    follow_up_of: null,
    changeable_until: new Date(Date.parse(starts) - DAY).toISOString(),
    feedback: null,
    ...over,
  };
};
const PAST = booking({
  id: 5,
  starts_at: at(-4),
  feedback: {
    rubric: [
      { topic: 'SAP FICO: GL configuration', score: 4, comment: 'Clear on document splitting' },
      { topic: 'Asset accounting', score: 2, comment: 'Revise depreciation keys' },
    ],
    rating: 3,
    summary: 'Good basics.',
    action_plan: 'Practise two AA scenarios.',
    recorded_at: at(-4),
  },
});
const slot = (days: number, over: Partial<BookingSlot> = {}): BookingSlot => ({
  consultant_id: 8,
  consultant_name: 'Asha Rao',
  starts_at: at(days),
  ends_at: plus30(at(days)),
  ...over,
});

const answer = (results: MyBooking[], remaining = 1): MyBookingsResponse => ({ results, credits: { total: 2, used: 2 - remaining, remaining } });

async function openBookings(body: MyBookingsResponse) {
  route('GET /lms/bookings', () => jsonResponse(body));
  renderPortal('/lms/bookings');
  expect(await screen.findByRole('heading', { level: 1, name: BOOKINGS_HEADING })).toBeInTheDocument();
}

const cardOf = (b: MyBooking) => screen.getByRole('article', { name: `Mock interview, ${formatIndiaDateTime(b.starts_at)}` });

describe('My bookings', () => {
  it('shows the credits left, upcoming and past bookings in India time, and the link to book', async () => {
    const upcoming = booking();
    await openBookings(answer([PAST, upcoming]));
    expect(screen.getByText(creditsText(1, 2))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: BOOK_MOCK_INTERVIEW })).toHaveAttribute('href', '/lms/bookings/new');
    const next = within(screen.getByRole('region', { name: UPCOMING_HEADING })).getByRole('article');
    expect(next).toHaveTextContent(`${formatIndiaDateTime(upcoming.starts_at, { month: 'long' })} – ${formatIndiaTime(upcoming.ends_at)} IST with Ravi Kumar`);
    expect(within(next).getByRole('link', { name: 'Join the meeting' })).toHaveAttribute('href', 'https://meet.example.com/ravi');
    expect(within(next).getByText(`You can reschedule or cancel until ${formatIndiaDateTime(upcoming.changeable_until, { zone: true })}.`)).toBeInTheDocument();
    const past = within(screen.getByRole('region', { name: PAST_HEADING })).getByRole('article');
    expect(within(past).queryByRole('button', { name: RESCHEDULE })).not.toBeInTheDocument();
  });

  it("shows a past mock interview's feedback as a rubric table with rating, summary and action plan, and links a follow-up round", async () => {
    await openBookings(answer([PAST]));
    const card = cardOf(PAST);
    const table = within(card).getByRole('table', { name: 'Scores by topic (1 to 5)' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent))).toEqual([
      ['Topic', 'Score', 'Comment'],
      ['SAP FICO: GL configuration', '4 / 5', 'Clear on document splitting'],
      ['Asset accounting', '2 / 5', 'Revise depreciation keys'],
    ]);
    expect(card).toHaveTextContent('Overall rating3 / 5');
    expect(card).toHaveTextContent('SummaryGood basics.');
    expect(card).toHaveTextContent('Action planPractise two AA scenarios.');
    expect(within(card).getByRole('link', { name: BOOK_FOLLOW_UP })).toHaveAttribute('href', '/lms/bookings/new?follow_up_of=5');
  });

  it('reschedules to a free slot and shows the list again', async () => {
    const upcoming = booking();
    const moved = booking({ starts_at: at(5), consultant_id: 8, consultant_name: 'Asha Rao' });
    let list = [upcoming];
    route('GET /bookings/slots', () => jsonResponse({ results: [slot(5)] }));
    route('POST /lms/bookings/11/reschedule', () => {
      list = [moved];
      return jsonResponse(moved);
    });
    route('GET /lms/bookings', () => jsonResponse(answer(list)));
    renderPortal('/lms/bookings');
    await userEvent.click(await screen.findByRole('button', { name: RESCHEDULE }));
    const day = await screen.findByRole('group', { name: indiaDayLabel(at(5)) });
    await userEvent.click(within(day).getByRole('radio', { name: `${formatIndiaTime(at(5))} with Asha Rao` }));
    await userEvent.click(screen.getByRole('button', { name: MOVE_BOOKING }));
    expect(
      await screen.findByText(`${formatIndiaDateTime(moved.starts_at, { month: 'long' })} – ${formatIndiaTime(moved.ends_at)} IST with Asha Rao`),
    ).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'POST')!.body).toEqual({ consultant_id: 8, starts_at: at(5) });
    expect(new URL(fetchCalls.find((c) => c.url.includes('/bookings/slots'))!.url).searchParams.get('kind')).toBe('mock_interview');
  });

  it("shows the cut-off's 409 on a reschedule and on a cancel", async () => {
    route('GET /bookings/slots', () => jsonResponse({ results: [slot(5)] }));
    route('POST /lms/bookings/11/reschedule', () => jsonResponse({ detail: BOOKING_MESSAGES.cutoffPassed }, 409));
    route('POST /lms/bookings/11/cancel', () => jsonResponse({ detail: BOOKING_MESSAGES.cutoffPassed }, 409));
    await openBookings(answer([booking()]));
    await userEvent.click(screen.getByRole('button', { name: CANCEL_BOOKING }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: CANCEL_BOOKING }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.cutoffPassed);
    await userEvent.click(screen.getByRole('button', { name: RESCHEDULE }));
    await userEvent.click(await screen.findByRole('radio', { name: `${formatIndiaTime(at(5))} with Asha Rao` }));
    await userEvent.click(screen.getByRole('button', { name: MOVE_BOOKING }));
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
  });

  it('cancels after the confirmation (none sent when dismissed) and shows it cancelled', async () => {
    let list = [booking()];
    route('POST /lms/bookings/11/cancel', () => {
      list = [booking({ status: 'cancelled', meeting_url: null })];
      return jsonResponse(list[0]);
    });
    route('GET /lms/bookings', () => jsonResponse(answer(list, list[0]!.status === 'cancelled' ? 2 : 1)));
    renderPortal('/lms/bookings');
    await userEvent.click(await screen.findByRole('button', { name: CANCEL_BOOKING }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: CANCEL_LABEL }));
    expect(fetchCalls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: CANCEL_BOOKING }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: CANCEL_BOOKING }));
    expect(await screen.findByText(creditsText(2, 2))).toBeInTheDocument();
    expect(cardOf(list[0]!)).toHaveTextContent('Cancelled');
    expect(screen.queryByRole('button', { name: CANCEL_BOOKING })).not.toBeInTheDocument();
  });
});

describe('Book a mock interview', () => {
  it('books a free slot with a credit and returns to My bookings', async () => {
    const made = booking({ starts_at: at(2), consultant_id: 8, consultant_name: 'Asha Rao' });
    let list: MyBooking[] = [];
    route('GET /lms/bookings', () => jsonResponse(answer(list, list.length ? 0 : 1)));
    route('GET /bookings/slots', () => jsonResponse({ results: [slot(2)] }));
    route('POST /lms/bookings', () => {
      list = [made];
      return jsonResponse(made, 201);
    });
    renderPortal('/lms/bookings/new');
    expect(await screen.findByRole('heading', { level: 1, name: NEW_BOOKING_HEADING })).toBeInTheDocument();
    expect(await screen.findByText(creditsText(1, 2))).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: `${formatIndiaTime(at(2))} with Asha Rao` }));
    await userEvent.click(screen.getByRole('button', { name: CONFIRM_BOOKING }));
    expect(await screen.findByRole('heading', { level: 1, name: BOOKINGS_HEADING })).toBeInTheDocument();
    expect(await screen.findByText(BOOKED_TOAST)).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'POST')!.body).toEqual({ consultant_id: 8, starts_at: at(2) });
    expect(cardOf(made)).toBeInTheDocument();
  });

  it('books a follow-up round of a mock interview', async () => {
    route('GET /lms/bookings', () => jsonResponse(answer([PAST])));
    route('GET /bookings/slots', () => jsonResponse({ results: [slot(2)] }));
    route('POST /lms/bookings', () => jsonResponse(booking({ follow_up_of: 5 }), 201));
    renderPortal('/lms/bookings/new?follow_up_of=5');
    expect(await screen.findByRole('heading', { level: 1, name: FOLLOW_UP_HEADING })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('radio', { name: `${formatIndiaTime(at(2))} with Asha Rao` }));
    await userEvent.click(screen.getByRole('button', { name: CONFIRM_BOOKING }));
    await waitFor(() => expect(fetchCalls.find((c) => c.method === 'POST')?.body).toEqual({ consultant_id: 8, starts_at: at(2), follow_up_of: 5 }));
  });

  it('says so when no credit is left', async () => {
    route('GET /lms/bookings', () => jsonResponse(answer([], 0)));
    renderPortal('/lms/bookings/new');
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.noCredits);
    expect(screen.queryByRole('button', { name: CONFIRM_BOOKING })).not.toBeInTheDocument();
  });

  it('shows the slot-taken 409 and lists the free slots again', async () => {
    let slots = [slot(2), slot(3)];
    route('GET /lms/bookings', () => jsonResponse(answer([])));
    route('GET /bookings/slots', () => jsonResponse({ results: slots }));
    route('POST /lms/bookings', () => {
      slots = [slot(3)];
      return jsonResponse({ detail: BOOKING_MESSAGES.slotTaken }, 409);
    });
    renderPortal('/lms/bookings/new');
    const day = await screen.findByRole('group', { name: indiaDayLabel(at(2)) });
    await userEvent.click(within(day).getByRole('radio', { name: `${formatIndiaTime(at(2))} with Asha Rao` }));
    await userEvent.click(screen.getByRole('button', { name: CONFIRM_BOOKING }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.slotTaken);
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(1));
  });
});

describe("the site's Book Your Mock Interview Now, signed out", () => {
  it('shows the sign-in at /lms/bookings/new itself (the address the booking screen opens at once signed in) and asks for no booking', async () => {
    renderPortalAsVisitor('/lms/bookings/new');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(LOGIN_HEADINGS.absent);
    expect(fetchCalls.filter((c) => c.url.includes('bookings'))).toHaveLength(0);
  });
});
