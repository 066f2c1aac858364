// The back office's events (decision 022): the list, the form validated by the contract (India
// time sent with its offset), registrations with attendance, the import and the replay.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminEvent, AdminEventRegistration } from 'mfe-shared/contracts/admin';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { EVENT_SAVED } from '../src/features/events/event-form';
import { importedText, replaySentToast } from '../src/features/events/event-registrations';
import { page, renderAdmin, staff } from './render-admin';

const event = (overrides: Partial<AdminEvent> = {}): AdminEvent => ({
  id: 4,
  slug: 'sap-careers',
  title: 'Free SAP webinar',
  description: 'Limited seats.',
  starts_at: '2027-08-25T06:30:00.000Z',
  ends_at: '2027-08-25T07:30:00.000Z',
  seat_cap: 100,
  registered: 2,
  seats_left: 98,
  join_url: 'https://meet.example.com/sap',
  replay_url: null,
  status: 'published',
  sequence: 0,
  version: 3,
  created_at: '2026-11-27T10:00:00.000Z',
  updated_at: '2026-11-27T10:00:00.000Z',
  ...overrides,
});

const registration = (overrides: Partial<AdminEventRegistration> = {}): AdminEventRegistration => ({
  id: 11,
  name: 'Asha Rao',
  email: 'asha@example.com',
  mobile: null,
  lead_id: 5,
  student_id: null,
  attended: null,
  replay_sent_at: null,
  created_at: '2026-11-27T10:00:00.000Z',
  ...overrides,
});

beforeEach(() => {
  route('GET /admin/audit', () => jsonResponse({ results: [] }));
});

it('lists events with their India-time start, seats taken and status, and shows Events in the admin nav only', async () => {
  route('GET /admin/events', () => jsonResponse(page([event(), event({ id: 5, title: 'Draft talk', status: 'draft', registered: 0 })])));
  renderAdmin('/admin/events');
  const rows = within(await screen.findByRole('table', { name: 'Events' })).getAllByRole('row');
  expect(rows[1]).toHaveTextContent(/Free SAP webinar.*25 Aug 2027, 12:00 pm.*2 \/ 100.*Published/);
  expect(rows[2]).toHaveTextContent(/Draft talk.*0 \/ 100.*Draft/);
  expect(within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Events' })).toBeInTheDocument();
});

it("is not in an editor's navigation", async () => {
  route('GET /admin/courses', () => jsonResponse(page([])));
  renderAdmin('/admin/courses', staff('editor'));
  const nav = await screen.findByRole('navigation', { name: 'Back office' });
  expect(within(nav).queryByRole('link', { name: 'Events' })).not.toBeInTheDocument();
});

describe('event form', () => {
  it('refuses what the contract refuses, with its messages, and posts nothing', async () => {
    renderAdmin('/admin/events/new');
    await userEvent.type(await screen.findByLabelText('Title'), 'Webinar');
    await userEvent.type(screen.getByLabelText('Slug'), 'Bad Slug');
    await userEvent.type(screen.getByLabelText('Starts'), '2027-08-25T12:00');
    await userEvent.type(screen.getByLabelText('Ends'), '2027-08-25T11:00');
    await userEvent.type(screen.getByLabelText('Join link'), 'not a link');
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    expect(await screen.findByText('Use lower-case letters, digits and hyphens.')).toBeInTheDocument();
    expect(screen.getByText('The end must be after the start.')).toBeInTheDocument();
    expect(screen.getByText('The join link must be an http(s) address.')).toBeInTheDocument();
    expect(fetchCalls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('posts the event with India time and opens it', async () => {
    route('POST /admin/events', () => jsonResponse(event(), 201));
    route('GET /admin/events/4', () => jsonResponse(event()));
    route('GET /admin/events/4/registrations', () => jsonResponse({ results: [] }));
    renderAdmin('/admin/events/new');
    await userEvent.type(await screen.findByLabelText('Title'), 'Free SAP webinar');
    await userEvent.type(screen.getByLabelText('Slug'), 'sap-careers');
    await userEvent.type(screen.getByLabelText('Starts'), '2027-08-25T12:00');
    await userEvent.type(screen.getByLabelText('Ends'), '2027-08-25T13:00');
    await userEvent.type(screen.getByLabelText('Join link'), 'https://meet.example.com/sap');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Published');
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    await screen.findByRole('heading', { level: 1, name: 'Event: Free SAP webinar' });
    expect(fetchCalls.find((call) => call.method === 'POST')?.body).toEqual({
      slug: 'sap-careers',
      title: 'Free SAP webinar',
      description: '',
      starts_at: '2027-08-25T12:00:00+05:30',
      ends_at: '2027-08-25T13:00:00+05:30',
      seat_cap: 100,
      join_url: 'https://meet.example.com/sap',
      replay_url: null,
      status: 'published',
    });
    expect(await screen.findByText('No registrations yet.')).toBeInTheDocument();
  });

  it('saves an edit with the version it was read at', async () => {
    route('GET /admin/events/4', () => jsonResponse(event()));
    route('GET /admin/events/4/registrations', () => jsonResponse({ results: [] }));
    route('PUT /admin/events/4', () => jsonResponse(event({ version: 4 })));
    renderAdmin('/admin/events/4');
    const starts = await screen.findByLabelText('Starts');
    expect(starts).toHaveValue('2027-08-25T12:00');
    await userEvent.clear(screen.getByLabelText('Seat cap'));
    await userEvent.type(screen.getByLabelText('Seat cap'), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Save event' }));
    await waitFor(() => expect(fetchCalls.some((call) => call.method === 'PUT')).toBe(true));
    // The previous test's toast may still be up: at least one says so.
    expect((await screen.findAllByText(EVENT_SAVED)).length).toBeGreaterThan(0);
    expect(fetchCalls.find((call) => call.method === 'PUT')?.body).toMatchObject({ seat_cap: 150, version: 3, starts_at: '2027-08-25T12:00:00+05:30' });
  });
});

describe('registrations', () => {
  beforeEach(() => {
    route('GET /admin/events/4', () => jsonResponse(event()));
  });

  it('lists registrations, marks attendance, imports attendees and sends the replay', async () => {
    let registrations = [registration(), registration({ id: 12, name: 'Ravi Kumar', email: 'ravi@example.com', student_id: 9 })];
    route('GET /admin/events/4/registrations', () => jsonResponse({ results: registrations }));
    route('PUT /admin/events/4/registrations/11/attendance', () => {
      registrations = [registration({ attended: true }), registrations[1]!];
      return jsonResponse(registrations[0]);
    });
    route('POST /admin/events/4/attendance', () => jsonResponse({ marked: 1, unknown: ['nobody@example.com'] }));
    route('POST /admin/events/4/replay', () => jsonResponse({ sent: 1 }));
    renderAdmin('/admin/events/4');
    const table = await screen.findByRole('table', { name: 'Registrations' });
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent(/Ravi Kumar \(student\).*ravi@example.com/);

    await userEvent.selectOptions(screen.getByLabelText('Attendance of Asha Rao'), 'Attended');
    expect(fetchCalls.find((call) => call.method === 'PUT')?.body).toEqual({ attended: true });
    expect(await screen.findByLabelText('Attendance of Asha Rao')).toHaveValue('yes');

    await userEvent.type(screen.getByLabelText('Attended e-mails'), 'ravi@example.com, nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Import attendance' }));
    expect(await screen.findByText(importedText(1, ['nobody@example.com']))).toBeInTheDocument();
    expect(fetchCalls.find((call) => call.url.endsWith('/attendance') && call.method === 'POST')?.body).toEqual({
      emails: ['ravi@example.com', 'nobody@example.com'],
    });

    await userEvent.click(screen.getByRole('button', { name: 'Send replay to no-shows' }));
    expect(await screen.findByText(replaySentToast(1))).toBeInTheDocument();
  });

  it("shows the API's refusal of the replay", async () => {
    route('GET /admin/events/4/registrations', () => jsonResponse({ results: [registration()] }));
    route('POST /admin/events/4/replay', () => jsonResponse({ detail: 'Add the replay link first.' }, 409));
    renderAdmin('/admin/events/4');
    await userEvent.click(await screen.findByRole('button', { name: 'Send replay to no-shows' }));
    expect(await screen.findByText('Add the replay link first.')).toBeInTheDocument();
  });
});
