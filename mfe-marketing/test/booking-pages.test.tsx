// The site's booking flow (SPEC §2; decision 210): the free consultation page books a slot picked
// from India-time days with the lead forms' fields, a 409 "slot taken" is shown and the list
// fetched again; the visitor's manage page (the mail's secret link) reschedules and cancels, the
// cut-off's 409 shown; the training pages' buttons go to these pages, or to the external
// scheduler when the site setting says so. These renders have no DataProvider (the shell's), so
// SWR's one default cache lives across tests: each test lists slots that a cached answer also has.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_MESSAGES, type BookingSlot, type ManagedBooking } from 'mfe-shared/contracts';
import { CANCEL_LABEL } from 'mfe-shared/ui/confirm-dialog';
import { givenSiteData, renderAt } from './render';
import {
  BOOK_BUTTON,
  CANCEL_BOOKING_LABEL,
  CANCELLED_TEXT,
  CHOOSE_SLOT_TEXT,
  CONSULTATION_HEADING,
  MANAGE_MISSING,
  MOVED_TEXT,
  RESCHEDULE_CONFIRM,
  RESCHEDULE_LABEL,
} from '../src/features/bookings/booking-texts';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';

const slot = (over: Partial<BookingSlot> = {}): BookingSlot => ({
  consultant_id: 7,
  consultant_name: 'Ravi Kumar',
  // 04:30 UTC is 10:00 am in India, Tuesday 1 December 2026.
  starts_at: '2026-12-01T04:30:00.000Z',
  ends_at: '2026-12-01T05:00:00.000Z',
  ...over,
});
const LATER = slot({ consultant_id: 8, consultant_name: 'Asha Rao', starts_at: '2026-12-02T09:00:00.000Z', ends_at: '2026-12-02T09:30:00.000Z' });

async function fillVisitor() {
  await userEvent.type(screen.getByLabelText('Name'), 'Meera Nair');
  await userEvent.type(screen.getByLabelText('Email'), 'meera@example.com');
  await userEvent.type(screen.getByLabelText('Mobile'), '+91 98765 43210');
}

describe('the free consultation page', () => {
  it('books the chosen India-time slot with name, e-mail, mobile and message, and shows the contract’s message', async () => {
    route('GET /bookings/slots', () => jsonResponse({ results: [slot(), LATER] }));
    route('POST /bookings/consultations', () =>
      jsonResponse({ detail: BOOKING_MESSAGES.consultationBooked, starts_at: LATER.starts_at, ends_at: LATER.ends_at }, 201),
    );
    await renderAt('/book-a-consultation');
    expect(screen.getByRole('heading', { level: 1, name: CONSULTATION_HEADING })).toBeInTheDocument();
    expect(new URL(fetchCalls[0]!.url).searchParams.get('kind')).toBe('consultation');
    const wednesday = await screen.findByRole('group', { name: 'Wednesday, 2 Dec 2026' });
    await userEvent.click(within(wednesday).getByRole('radio', { name: '2:30 pm with Asha Rao' }));
    await fillVisitor();
    await userEvent.type(screen.getByLabelText('Message (optional)'), 'SAP FICO for a commerce graduate');
    await userEvent.click(screen.getByRole('button', { name: BOOK_BUTTON }));
    expect(await screen.findByRole('status')).toHaveTextContent(BOOKING_MESSAGES.consultationBooked);
    const post = fetchCalls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({
      consultant_id: 8,
      starts_at: LATER.starts_at,
      name: 'Meera Nair',
      email: 'meera@example.com',
      mobile: '+91 98765 43210',
      message: 'SAP FICO for a commerce graduate',
      page: '/book-a-consultation',
      website: '',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('asks for a time before sending anything', async () => {
    route('GET /bookings/slots', () => jsonResponse({ results: [slot()] }));
    await renderAt('/book-a-consultation');
    await screen.findByRole('radio', { name: '10:00 am with Ravi Kumar' });
    await fillVisitor();
    await userEvent.click(screen.getByRole('button', { name: BOOK_BUTTON }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CHOOSE_SLOT_TEXT);
    expect(fetchCalls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows the 409 when the slot was just taken and fetches the free slots again', async () => {
    let listed = [slot(), LATER];
    route('GET /bookings/slots', () => jsonResponse({ results: listed }));
    route('POST /bookings/consultations', () => {
      listed = [LATER];
      return jsonResponse({ detail: BOOKING_MESSAGES.slotTaken }, 409);
    });
    await renderAt('/book-a-consultation');
    await userEvent.click(await screen.findByRole('radio', { name: '10:00 am with Ravi Kumar' }));
    await fillVisitor();
    await userEvent.click(screen.getByRole('button', { name: BOOK_BUTTON }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.slotTaken);
    await waitFor(() => expect(screen.queryByRole('radio', { name: '10:00 am with Ravi Kumar' })).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: '2:30 pm with Asha Rao' })).not.toBeChecked();
    // What was typed stays for the next try.
    expect(screen.getByLabelText('Name')).toHaveValue('Meera Nair');
  });

  it('puts the API’s field message under the field', async () => {
    route('GET /bookings/slots', () => jsonResponse({ results: [LATER] }));
    route('POST /bookings/consultations', () =>
      jsonResponse({ detail: 'Validation failed', fields: { 'body.mobile': 'Enter a mobile number, e.g. +91 98765 43210.' } }, 422),
    );
    await renderAt('/book-a-consultation');
    await userEvent.click(await screen.findByRole('radio', { name: '2:30 pm with Asha Rao' }));
    await fillVisitor();
    await userEvent.click(screen.getByRole('button', { name: BOOK_BUTTON }));
    await waitFor(() => expect(screen.getByLabelText('Mobile')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Enter a mobile number, e.g. +91 98765 43210.')).toBeInTheDocument();
  });
});

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
const managed = (over: Partial<ManagedBooking> = {}): ManagedBooking => ({
  id: 41,
  kind: 'consultation',
  status: 'booked',
  consultant_id: 7,
  consultant_name: 'Ravi Kumar',
  starts_at: slot().starts_at,
  ends_at: slot().ends_at,
  meeting_url: 'https://meet.example.com/ravi',
  follow_up_of: null,
  changeable_until: '2026-11-30T04:30:00.000Z',
  name: 'Meera Nair',
  ...over,
});

describe("the visitor's manage page", () => {
  it('shows the booking in India time with its meeting link', async () => {
    route(`GET /bookings/manage/${TOKEN}`, () => jsonResponse(managed()));
    await renderAt(`/bookings/manage?token=${TOKEN}`);
    const card = await screen.findByRole('region', { name: 'Free consultation' });
    expect(card).toHaveTextContent('1 December 2026, 10:00 am – 10:30 am IST');
    expect(card).toHaveTextContent('Ravi Kumar');
    expect(within(card).getByRole('link', { name: 'https://meet.example.com/ravi' })).toHaveAttribute('href', 'https://meet.example.com/ravi');
    expect(card).toHaveTextContent('until 30 Nov 2026, 10:00 am IST');
  });

  it('moves the booking to another free slot, then says the new link is in the mail and offers no more changes here', async () => {
    route(`GET /bookings/manage/${TOKEN}`, () => jsonResponse(managed()));
    route('GET /bookings/slots', () => jsonResponse({ results: [LATER] }));
    route(`POST /bookings/manage/${TOKEN}/reschedule`, () =>
      jsonResponse(managed({ consultant_id: 8, consultant_name: 'Asha Rao', starts_at: LATER.starts_at, ends_at: LATER.ends_at })),
    );
    await renderAt(`/bookings/manage?token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: RESCHEDULE_LABEL }));
    await userEvent.click(await screen.findByRole('radio', { name: '2:30 pm with Asha Rao' }));
    await userEvent.click(screen.getByRole('button', { name: RESCHEDULE_CONFIRM }));
    expect(await screen.findByText(MOVED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Free consultation' })).toHaveTextContent('2 December 2026, 2:30 pm – 3:00 pm IST');
    expect(fetchCalls.find((call) => call.method === 'POST')!.body).toEqual({ consultant_id: 8, starts_at: LATER.starts_at });
    expect(screen.queryByRole('button', { name: RESCHEDULE_LABEL })).not.toBeInTheDocument();
  });

  it('shows the cut-off’s 409 when a move is too late', async () => {
    route(`GET /bookings/manage/${TOKEN}`, () => jsonResponse(managed()));
    route('GET /bookings/slots', () => jsonResponse({ results: [LATER] }));
    route(`POST /bookings/manage/${TOKEN}/reschedule`, () => jsonResponse({ detail: BOOKING_MESSAGES.cutoffPassed }, 409));
    await renderAt(`/bookings/manage?token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: RESCHEDULE_LABEL }));
    await userEvent.click(await screen.findByRole('radio', { name: '2:30 pm with Asha Rao' }));
    await userEvent.click(screen.getByRole('button', { name: RESCHEDULE_CONFIRM }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.cutoffPassed);
  });

  it('cancels after the confirmation, and a dismissed confirmation sends nothing', async () => {
    route(`GET /bookings/manage/${TOKEN}`, () => jsonResponse(managed()));
    route(`POST /bookings/manage/${TOKEN}/cancel`, () => jsonResponse(managed({ status: 'cancelled', meeting_url: null })));
    await renderAt(`/bookings/manage?token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: CANCEL_BOOKING_LABEL }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: CANCEL_LABEL }));
    expect(fetchCalls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: CANCEL_BOOKING_LABEL }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: CANCEL_BOOKING_LABEL }));
    expect(await screen.findByText(CANCELLED_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /meet\.example/ })).not.toBeInTheDocument();
  });

  it('shows the cut-off’s 409 when a cancel is too late', async () => {
    route(`GET /bookings/manage/${TOKEN}`, () => jsonResponse(managed()));
    route(`POST /bookings/manage/${TOKEN}/cancel`, () => jsonResponse({ detail: BOOKING_MESSAGES.cutoffPassed }, 409));
    await renderAt(`/bookings/manage?token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: CANCEL_BOOKING_LABEL }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: CANCEL_BOOKING_LABEL }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.cutoffPassed);
  });

  it('says the link is incomplete without a token', async () => {
    await renderAt('/bookings/manage');
    expect(screen.getByRole('alert')).toHaveTextContent(MANAGE_MISSING);
  });

  it('shows the API’s 404 for an unknown link', async () => {
    route('GET /bookings/manage/nope', () => jsonResponse({ detail: BOOKING_MESSAGES.notFound }, 404));
    await renderAt('/bookings/manage?token=nope');
    expect(await screen.findByText(BOOKING_MESSAGES.notFound)).toBeInTheDocument();
  });
});

describe("the training pages' booking buttons", () => {
  it('go to the site’s booking pages by default', async () => {
    await renderAt('/training/individual');
    expect(screen.getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute('href', '/book-a-consultation');
  });

  it('go to the external scheduling link when the site setting says so', async () => {
    givenSiteData({ settings: { booking_url: 'https://cal.example.com/vidya', use_external_scheduling: true } });
    await renderAt('/training/interview');
    const link = screen.getByRole('link', { name: /Book Your Mock Interview Now/ });
    expect(link).toHaveAttribute('href', 'https://cal.example.com/vidya');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
