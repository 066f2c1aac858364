// The consultants' back office (decision 024 on 138): the bookings list (filters, India time),
// a staff cancel behind a confirmation, a started mock interview's feedback form (rubric rows added
// and removed, the contract's rules before anything is sent, the API's refusal shown), and the
// availability editor (a trainer their own, an admin anyone's, found by name).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BOOKING_MESSAGES } from 'mfe-shared/contracts';
import type { AdminBooking, Availability } from 'mfe-shared/contracts/admin';
import { CANCEL_LABEL } from 'mfe-shared/ui/confirm-dialog';
import { formatIndiaDateTime } from 'mfe-shared/ui/format';
import { BOOKING_CANCELLED, NO_BOOKINGS } from '../src/features/bookings/bookings-page';
import { ADD_TOPIC, FEEDBACK_SAVED, SAVE_FEEDBACK } from '../src/features/bookings/feedback-form';
import { AVAILABILITY_SAVED } from '../src/features/bookings/availability-form';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { renderAdmin, staff } from './render-admin';

const booking = (over: Partial<AdminBooking> = {}): AdminBooking => ({
  id: 21,
  kind: 'mock_interview',
  status: 'booked',
  consultant_id: 7,
  consultant_name: 'Meera Staff',
  // Started yesterday: feedback may be recorded.
  starts_at: new Date(Date.now() - 24 * 3600_000).toISOString(),
  ends_at: new Date(Date.now() - 23.5 * 3600_000).toISOString(),
  meeting_url: 'https://meet.example.com/meera',
  name: 'Arjun Rao',
  email: 'arjun@example.com',
  mobile: null,
  student_id: 4,
  lead_id: null,
  follow_up_of: null,
  cancelled_at: null,
  feedback: null,
  ...over,
});
const CONSULTATION = booking({
  id: 22,
  kind: 'consultation',
  name: 'Priya Iyer',
  email: 'priya@example.com',
  mobile: '+91 98765 43210',
  student_id: null,
  lead_id: 9,
  starts_at: '2030-01-01T04:30:00.000Z',
  ends_at: '2030-01-01T05:00:00.000Z',
});
const titleOf = (b: AdminBooking) => `${b.kind === 'consultation' ? 'Free consultation' : 'Mock interview'}: ${b.name}, ${formatIndiaDateTime(b.starts_at)}`;

describe('Bookings', () => {
  it('lists bookings in India time, filters kind here and status and date on the server', async () => {
    route('GET /admin/bookings', ({ url }) => jsonResponse({ results: url.searchParams.get('status') === 'cancelled' ? [] : [booking(), CONSULTATION] }));
    renderAdmin('/admin/bookings', staff('trainer'));
    const consultation = await screen.findByRole('article', { name: titleOf(CONSULTATION) });
    expect(consultation).toHaveTextContent('1 Jan 2030, 10:00 am – 10:30 am IST with Meera Staff · Booked');
    expect(consultation).toHaveTextContent('priya@example.com · +91 98765 43210');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Free consultation');
    expect(screen.queryByRole('article', { name: titleOf(booking()) })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: titleOf(CONSULTATION) })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Starting on or after (India date)'), '2029-12-31');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Cancelled');
    expect(await screen.findByText(NO_BOOKINGS)).toBeInTheDocument();
    const last = new URL(fetchCalls.at(-1)!.url);
    expect(Object.fromEntries(last.searchParams)).toEqual({ status: 'cancelled', from: '2029-12-31T00:00:00+05:30' });
    expect(within(screen.queryByRole('navigation', { name: 'Back office' })!).getByRole('link', { name: 'Availability' })).toBeInTheDocument();
  });

  it('cancels after the confirmation (nothing sent when dismissed)', async () => {
    let list = [CONSULTATION];
    route('GET /admin/bookings', () => jsonResponse({ results: list }));
    route('POST /admin/bookings/22/cancel', () => {
      list = [{ ...CONSULTATION, status: 'cancelled', cancelled_at: '2029-12-20T04:30:00.000Z' }];
      return jsonResponse(list[0]);
    });
    renderAdmin('/admin/bookings');
    const card = await screen.findByRole('article', { name: titleOf(CONSULTATION) });
    expect(within(card).queryByRole('button', { name: 'Feedback' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: CANCEL_LABEL }));
    expect(fetchCalls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText(BOOKING_CANCELLED)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('article', { name: titleOf(CONSULTATION) })).toHaveTextContent('Cancelled'));
  });

  it("records a started mock interview's feedback: rubric rows added and removed, the contract's rules first", async () => {
    const started = booking();
    route('GET /admin/bookings', () => jsonResponse({ results: [started] }));
    route('PUT /admin/bookings/21/feedback', ({ init }) =>
      jsonResponse({ ...started, feedback: { ...JSON.parse(init!.body as string), recorded_at: new Date().toISOString() } }),
    );
    renderAdmin('/admin/bookings', staff('trainer'));
    const card = await screen.findByRole('article', { name: titleOf(started) });
    await userEvent.click(within(card).getByRole('button', { name: 'Feedback' }));
    const form = within(card).getByRole('form', { name: 'Feedback for Arjun Rao' });
    await userEvent.click(within(form).getByRole('button', { name: SAVE_FEEDBACK }));
    expect(await within(form).findByText('Name the topic or SAP module.')).toBeInTheDocument();
    expect(within(form).getByText('Write a summary.')).toBeInTheDocument();
    expect(fetchCalls.some((c) => c.method === 'PUT')).toBe(false);

    const first = within(form).getByRole('group', { name: 'Topic 1' });
    await userEvent.type(within(first).getByLabelText('Topic or SAP module'), 'SAP SD pricing');
    await userEvent.selectOptions(within(first).getByLabelText('Score'), '4');
    await userEvent.click(within(form).getByRole('button', { name: ADD_TOPIC }));
    await userEvent.click(within(form).getByRole('button', { name: ADD_TOPIC }));
    const third = within(form).getByRole('group', { name: 'Topic 3' });
    await userEvent.type(within(third).getByLabelText('Topic or SAP module'), 'Dropped');
    await userEvent.click(within(third).getByRole('button', { name: 'Remove topic 3' }));
    const second = within(form).getByRole('group', { name: 'Topic 2' });
    await userEvent.type(within(second).getByLabelText('Topic or SAP module'), 'Credit management');
    await userEvent.selectOptions(within(second).getByLabelText('Score'), '2');
    await userEvent.type(within(second).getByLabelText('Comment'), 'Revise credit groups');
    await userEvent.selectOptions(within(form).getByLabelText('Overall rating'), '3');
    await userEvent.type(within(form).getByLabelText('Summary'), 'Solid on pricing.');
    await userEvent.type(within(form).getByLabelText('Action plan'), 'Two credit scenarios.');
    await userEvent.click(within(form).getByRole('button', { name: SAVE_FEEDBACK }));
    expect(await screen.findByText(FEEDBACK_SAVED)).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'PUT')!.body).toEqual({
      rubric: [
        { topic: 'SAP SD pricing', score: 4, comment: '' },
        { topic: 'Credit management', score: 2, comment: 'Revise credit groups' },
      ],
      rating: 3,
      summary: 'Solid on pricing.',
      action_plan: 'Two credit scenarios.',
    });
  });

  it("shows the API's refusal of feedback", async () => {
    const started = booking();
    route('GET /admin/bookings', () => jsonResponse({ results: [started] }));
    route('PUT /admin/bookings/21/feedback', () => jsonResponse({ detail: BOOKING_MESSAGES.feedbackOnCancelled }, 409));
    renderAdmin('/admin/bookings');
    const card = await screen.findByRole('article', { name: titleOf(started) });
    await userEvent.click(within(card).getByRole('button', { name: 'Feedback' }));
    await userEvent.type(within(card).getByLabelText('Topic or SAP module'), 'MM');
    await userEvent.type(within(card).getByLabelText('Summary'), 'S');
    await userEvent.type(within(card).getByLabelText('Action plan'), 'A');
    await userEvent.click(within(card).getByRole('button', { name: SAVE_FEEDBACK }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(BOOKING_MESSAGES.feedbackOnCancelled);
  });
});

const availability = (over: Partial<Availability> = {}): Availability => ({
  active: true,
  kinds: ['mock_interview', 'consultation'],
  slot_minutes: 30,
  meeting_url: 'https://meet.example.com/meera',
  weekly: [{ weekday: 2, start: '10:00', end: '13:00' }],
  exceptions: [],
  user_id: 7,
  name: 'Meera Staff',
  version: 3,
  updated_at: '2026-11-20T04:30:00.000Z',
  ...over,
});

describe('Availability', () => {
  it('lets a trainer edit their own weekly hours and exceptions, saved with the version read', async () => {
    route('GET /admin/consultants/7/availability', () => jsonResponse(availability()));
    route('PUT /admin/consultants/7/availability', ({ init }) => jsonResponse({ ...availability(), ...JSON.parse(init!.body as string), version: 4 }));
    renderAdmin('/admin/availability', staff('trainer'));
    const form = await screen.findByRole('form', { name: 'Availability of Meera Staff' });
    expect(screen.queryByLabelText('Find a consultant')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Add weekly hours' }));
    const second = within(form).getByRole('group', { name: 'Weekly hours 2' });
    await userEvent.selectOptions(within(second).getByLabelText('Weekday'), 'Thursday');
    await userEvent.click(within(form).getByRole('button', { name: 'Add exception' }));
    const off = within(form).getByRole('group', { name: 'Exception 1' });
    await userEvent.type(within(off).getByLabelText('Date'), '2026-12-25');
    await userEvent.click(within(form).getByRole('button', { name: 'Add exception' }));
    const extra = within(form).getByRole('group', { name: 'Exception 2' });
    await userEvent.type(within(extra).getByLabelText('Date'), '2026-12-27');
    await userEvent.selectOptions(within(extra).getByLabelText('Type'), 'Extra hours');
    // Extra hours without times: the contract's message, nothing sent.
    await userEvent.click(within(form).getByRole('button', { name: 'Save availability' }));
    expect(await within(extra).findByText('Extra hours need a start and an end.')).toBeInTheDocument();
    expect(fetchCalls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.type(within(extra).getByLabelText('From'), '18:00');
    await userEvent.type(within(extra).getByLabelText('To'), '20:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Save availability' }));
    expect(await screen.findByText(AVAILABILITY_SAVED)).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'PUT')!.body).toEqual({
      active: true,
      kinds: ['mock_interview', 'consultation'],
      slot_minutes: 30,
      meeting_url: 'https://meet.example.com/meera',
      weekly: [
        { weekday: 2, start: '10:00', end: '13:00' },
        { weekday: 4, start: '10:00', end: '13:00' },
      ],
      exceptions: [
        { date: '2026-12-25', type: 'off' },
        { date: '2026-12-27', type: 'extra', start: '18:00', end: '20:00' },
      ],
      version: 3,
    });
  });

  it("lets an admin find another consultant and edit theirs, and shows a stale save's 409", async () => {
    route('GET /admin/consultants/7/availability', () => jsonResponse(availability()));
    route('GET /admin/students', () =>
      jsonResponse({
        results: [
          { id: 30, user_id: 31, name: 'Ravi Kumar', email: 'ravi@example.com', role: 'trainer' },
          { id: 40, user_id: 41, name: 'Ravi Student', email: 'ravis@example.com', role: 'student' },
        ].map((a) => ({ ...a, created_at: '2026-01-01T00:00:00.000Z', enrolment_count: 0, email_verified: true })),
        total: 2,
        page: 1,
        page_size: 100,
      }),
    );
    route('GET /admin/consultants/31/availability', () =>
      jsonResponse(availability({ user_id: 31, name: 'Ravi Kumar', version: 0, weekly: [], meeting_url: '', kinds: [], updated_at: null })),
    );
    route('PUT /admin/consultants/31/availability', () => jsonResponse({ detail: 'Someone saved first. Reload to see their changes.' }, 409));
    renderAdmin('/admin/availability');
    await screen.findByRole('form', { name: 'Availability of Meera Staff' });
    await userEvent.type(screen.getByLabelText('Find a consultant'), 'Ravi');
    const found = await screen.findByRole('list', { name: 'Consultants found' });
    expect(within(found).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(within(found).getByRole('button', { name: 'Edit Ravi Kumar' }));
    const form = await screen.findByRole('form', { name: 'Availability of Ravi Kumar' });
    await userEvent.type(within(form).getByLabelText('Meeting link'), 'https://meet.example.com/ravi');
    await userEvent.click(within(form).getByRole('button', { name: 'Save availability' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Someone saved first.');
    expect(fetchCalls.find((c) => c.method === 'PUT')!.body).toMatchObject({ version: 0, meeting_url: 'https://meet.example.com/ravi', weekly: [] });
  });
});
