// The back office's live batches (decision 136), as staff meet them: the list by course, the
// form (timetable in India time, rupees to paise, a trainer found by name, the contract's and the
// API's messages under their fields), a batch's sessions (Cancel after a confirmation, Move, add)
// and members (Promote, the API's 409 in its words, add a student, Remove), the attendance CSV,
// the roster pre-filled from Join clicks, and the recording's YouTube rule. A trainer runs
// sessions but sees no members, CSV or editing.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BATCH_ADMIN_MESSAGES } from 'mfe-shared/contracts/admin';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { ATTENDANCE_CSV, SAVE_ATTENDANCE, SAVE_BATCH, SAVE_RECORDING } from '../src/features/batches/batch-texts';
import { batchDetail, member, roster, session } from './batch-fixtures';
import { course } from './fixtures';
import { page, renderAdmin, staff } from './render-admin';

beforeEach(() => route('GET /admin/courses', () => jsonResponse(page([course(), course({ id: 4, course_title: 'SAP FICO Foundations' })]))));

const posts = (path: string) => fetchCalls.filter((c) => c.method !== 'GET' && new URL(c.url).pathname === path);

describe('the batches list', () => {
  it('lists batches with dates, timetable in IST, seats and waiting, trainer and status; the course filter asks the API', async () => {
    route('GET /admin/batches', ({ url }) => jsonResponse({ results: url.searchParams.get('course_id') === '4' ? [] : [batchDetail()] }));
    renderAdmin('/admin/batches');
    const table = await screen.findByRole('table', { name: 'Batches' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByRole('link', { name: 'December evenings' })).toHaveAttribute('href', '/admin/batches/31');
    expect(row).toHaveTextContent('1 Dec 2026 – 29 Jan 2027');
    expect(row).toHaveTextContent('Mon, Wed, Fri 19:00 IST, 120 min');
    expect(row).toHaveTextContent('1/1 · 1 waiting');
    expect(row).toHaveTextContent('Ravi Menon');
    expect(screen.getByRole('link', { name: 'New batch' })).toHaveAttribute('href', '/admin/batches/new');

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Course' }), '4');
    expect(await screen.findByText('No batches yet.')).toBeInTheDocument();
    expect(fetchCalls.some((c) => c.url.endsWith('/admin/batches?course_id=4'))).toBe(true);
  });

  it('counts the seats companies hold in a batch beside its seated students (decision 155)', async () => {
    route('GET /admin/batches', () => jsonResponse({ results: [batchDetail({ seat_limit: 20, seats_taken: 12, seats_held: 3, waitlisted: 0 })] }));
    renderAdmin('/admin/batches');
    const table = await screen.findByRole('table', { name: 'Batches' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('12/20 · 3 held for companies');
    expect(row).not.toHaveTextContent('waiting');
  });
});

describe('the batch form', () => {
  it('creates a batch: weekdays, start time in IST, holidays, rupees as paise, a trainer found by name; then opens it', async () => {
    route('GET /admin/students', () =>
      jsonResponse(
        page([
          {
            id: 40,
            user_id: 12,
            name: 'Ravi Menon',
            email: 'ravi@example.com',
            email_verified: true,
            role: 'trainer',
            enrolment_count: 0,
            created_at: '2026-01-01T00:00:00.000Z',
          },
          {
            id: 41,
            user_id: 13,
            name: 'Ravi Student',
            email: 'rs@example.com',
            email_verified: true,
            role: 'student',
            enrolment_count: 1,
            created_at: '2026-01-01T00:00:00.000Z',
          },
        ]),
      ),
    );
    route('POST /admin/batches', () => jsonResponse(batchDetail(), 201));
    route('GET /admin/batches/31', () => jsonResponse(batchDetail()));
    renderAdmin('/admin/batches/new?course_id=3');
    const form = await screen.findByRole('form', { name: 'Batch' });
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Course' })).toHaveValue('3'));
    await userEvent.type(within(form).getByLabelText('Title'), 'December evenings');
    await userEvent.type(within(form).getByLabelText('Start date'), '2026-12-01');
    await userEvent.type(within(form).getByLabelText('End date'), '2027-01-29');
    for (const day of ['Monday', 'Wednesday', 'Friday']) await userEvent.click(within(form).getByRole('checkbox', { name: day }));
    await userEvent.type(within(form).getByLabelText('Excluded dates'), '2026-12-25');
    await userEvent.clear(within(form).getByLabelText('Seat limit'));
    await userEvent.type(within(form).getByLabelText('Seat limit'), '12');
    await userEvent.type(within(form).getByLabelText('Price (₹)'), '9999');
    await userEvent.type(within(form).getByLabelText('Meeting link'), 'https://meet.example/abc');
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Find a trainer' }), 'Ravi');
    const matches = await screen.findByRole('list', { name: 'Matching trainers' });
    expect(within(matches).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(within(matches).getByRole('button', { name: 'Choose Ravi Menon' }));
    await userEvent.click(screen.getByRole('button', { name: SAVE_BATCH }));

    expect(await screen.findByRole('heading', { level: 1, name: 'December evenings' })).toBeInTheDocument();
    expect(posts('/admin/batches')[0]!.body).toEqual({
      course_id: 3,
      title: 'December evenings',
      starts_on: '2026-12-01',
      ends_on: '2027-01-29',
      timetable: { weekdays: ['MO', 'WE', 'FR'], start_time: '19:00', duration_minutes: 120, excluded_dates: ['2026-12-25'] },
      seat_limit: 12,
      trainer_user_id: 12,
      delivery: 'live',
      price_paise: 999_900,
      meeting_url: 'https://meet.example/abc',
    });
  });

  it('says the contract’s messages under their fields and sends nothing', async () => {
    renderAdmin('/admin/batches/new');
    const form = await screen.findByRole('form', { name: 'Batch' });
    await userEvent.type(within(form).getByLabelText('Start date'), '2026-12-10');
    await userEvent.type(within(form).getByLabelText('End date'), '2026-12-01');
    await userEvent.click(screen.getByRole('button', { name: SAVE_BATCH }));
    expect(await within(form).findByText('Choose at least one weekday.')).toBeInTheDocument();
    expect(within(form).getByLabelText('End date')).toHaveAccessibleDescription(BATCH_ADMIN_MESSAGES.endsBeforeStart);
    expect(within(form).getByLabelText('Title')).toHaveAccessibleDescription('Title is required.');
    expect(posts('/admin/batches')).toHaveLength(0);
  });

  it('an edit sends the version; the API’s field error lands on its field', async () => {
    route('GET /admin/batches/31', () => jsonResponse(batchDetail()));
    route('PUT /admin/batches/31', () =>
      jsonResponse(
        { detail: BATCH_ADMIN_MESSAGES.seatLimitBelowEnrolled(1), fields: { 'body.seat_limit': BATCH_ADMIN_MESSAGES.seatLimitBelowEnrolled(1) } },
        422,
      ),
    );
    renderAdmin('/admin/batches/31/edit');
    const form = await screen.findByRole('form', { name: 'Batch' });
    expect(within(form).getByLabelText('Price (₹)')).toHaveValue('9999.00');
    expect(within(form).getByLabelText('Excluded dates')).toHaveValue('2026-12-25');
    expect(within(form).getByRole('checkbox', { name: 'Wednesday' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Tuesday' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: SAVE_BATCH }));
    await waitFor(() => expect(within(form).getByLabelText('Seat limit')).toHaveAccessibleDescription(BATCH_ADMIN_MESSAGES.seatLimitBelowEnrolled(1)));
    expect(posts('/admin/batches/31')[0]!.body).toMatchObject({ version: 4, status: 'open', trainer_user_id: 12, price_paise: 999_900 });
  });
});

describe('a batch', () => {
  it('shows its sessions in IST; Cancel asks first, then cancels; a cancelled one has no actions', async () => {
    let cancelled = false;
    route('GET /admin/batches/31', () => jsonResponse(batchDetail(cancelled ? { sessions: [session({ status: 'cancelled', sequence: 1 })] } : {})));
    route('POST /admin/batches/31/sessions/301/cancel', () => {
      cancelled = true;
      return jsonResponse(session({ status: 'cancelled', sequence: 1 }));
    });
    renderAdmin('/admin/batches/31');
    const table = await screen.findByRole('table', { name: 'Sessions' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('1 Dec 2026, 7:00 pm – 9:00 pm');
    expect(within(first!).getByRole('link', { name: 'Roster of 1 Dec 2026, 7:00 pm' })).toHaveAttribute('href', '/admin/batches/31/sessions/301/roster');
    expect(second).toHaveTextContent('cancelled');
    expect(within(second!).queryByRole('button')).not.toBeInTheDocument();

    await userEvent.click(within(first!).getByRole('button', { name: 'Cancel 1 Dec 2026, 7:00 pm' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel the session of 1 Dec 2026, 7:00 pm?' });
    expect(posts('/admin/batches/31/sessions/301/cancel')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel session' }));
    await waitFor(() => expect(posts('/admin/batches/31/sessions/301/cancel')).toHaveLength(1));
    expect(await screen.findByText('Session cancelled.')).toBeInTheDocument();
  });

  it('moves a session to a new India time and adds one by hand', async () => {
    route('GET /admin/batches/31', () => jsonResponse(batchDetail()));
    route('PUT /admin/batches/31/sessions/301', () => jsonResponse(session({ sequence: 1 })));
    route('POST /admin/batches/31/sessions', () => jsonResponse(session({ id: 399, extra: true }), 201));
    renderAdmin('/admin/batches/31');
    await userEvent.click(await screen.findByRole('button', { name: 'Move 1 Dec 2026, 7:00 pm' }));
    const move = screen.getByRole('region', { name: 'Move the session of 1 Dec 2026, 7:00 pm' });
    expect(within(move).getByLabelText('Starts (IST)')).toHaveValue('2026-12-01T19:00');
    await userEvent.clear(within(move).getByLabelText('Starts (IST)'));
    await userEvent.type(within(move).getByLabelText('Starts (IST)'), '2026-12-02T18:00');
    await userEvent.clear(within(move).getByLabelText('Ends (IST)'));
    await userEvent.type(within(move).getByLabelText('Ends (IST)'), '2026-12-02T20:00');
    await userEvent.click(within(move).getByRole('button', { name: 'Move session' }));
    await waitFor(() =>
      expect(posts('/admin/batches/31/sessions/301')[0]!.body).toEqual({
        starts_at: '2026-12-02T18:00:00+05:30',
        ends_at: '2026-12-02T20:00:00+05:30',
        meeting_url: 'https://meet.example/abc',
      }),
    );

    const add = screen.getByRole('form', { name: 'Add session' });
    await userEvent.type(within(add).getByLabelText('Starts (IST)'), '2026-12-06T10:00');
    await userEvent.type(within(add).getByLabelText('Ends (IST)'), '2026-12-06T09:00');
    await userEvent.click(within(add).getByRole('button', { name: 'Add session' }));
    expect(within(add).getByLabelText('Ends (IST)')).toHaveAccessibleDescription(BATCH_ADMIN_MESSAGES.sessionEndsBeforeStart);
    expect(posts('/admin/batches/31/sessions')).toHaveLength(0);
    await userEvent.clear(within(add).getByLabelText('Ends (IST)'));
    await userEvent.type(within(add).getByLabelText('Ends (IST)'), '2026-12-06T12:00');
    await userEvent.click(within(add).getByRole('button', { name: 'Add session' }));
    await waitFor(() =>
      expect(posts('/admin/batches/31/sessions')[0]!.body).toEqual({
        starts_at: '2026-12-06T10:00:00+05:30',
        ends_at: '2026-12-06T12:00:00+05:30',
        meeting_url: null,
      }),
    );
  });

  it('members: the waitlist in order; Promote on a full batch says the API’s 409; add a student; Remove asks first', async () => {
    route('GET /admin/batches/31', () => jsonResponse(batchDetail()));
    route('POST /admin/batches/31/members/10/promote', () => jsonResponse({ detail: BATCH_ADMIN_MESSAGES.seatsFull }, 409));
    route('GET /admin/students', () =>
      jsonResponse(
        page([
          {
            id: 15,
            user_id: 25,
            name: 'Neha Kapoor',
            email: 'neha@example.com',
            email_verified: true,
            role: 'student',
            enrolment_count: 1,
            created_at: '2026-01-01T00:00:00.000Z',
          },
        ]),
      ),
    );
    route('POST /admin/batches/31/members', () =>
      jsonResponse(
        batchDetail({
          waitlisted: 2,
          members: [
            ...batchDetail().members,
            member({ student_id: 15, name: 'Neha Kapoor', email: 'neha@example.com', status: 'waitlisted', waitlist_position: 2 }),
          ],
        }),
      ),
    );
    route('DELETE /admin/batches/31/members/9', () => jsonResponse(batchDetail({ seats_taken: 0, members: [batchDetail().members[1]!] })));
    renderAdmin('/admin/batches/31');
    const waitlist = await screen.findByRole('list', { name: 'Waitlist' });
    expect(within(waitlist).getByRole('listitem')).toHaveTextContent('1. Vikram Das (vikram@example.com)');
    await userEvent.click(within(waitlist).getByRole('button', { name: 'Promote Vikram Das' }));
    expect(await screen.findByText(BATCH_ADMIN_MESSAGES.seatsFull)).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a student' }), 'Neha');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Neha Kapoor' }));
    await waitFor(() => expect(posts('/admin/batches/31/members')[0]!.body).toEqual({ student_id: 15 }));
    expect(await within(screen.getByRole('list', { name: 'Waitlist' })).findByText(/2\. Neha Kapoor/)).toBeInTheDocument();

    await userEvent.click(within(screen.getByRole('list', { name: 'Enrolled' })).getByRole('button', { name: 'Remove Asha Rao' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove student' }));
    expect(await screen.findByText('No one has a seat yet.')).toBeInTheDocument();
  });

  it('downloads the attendance CSV with the bearer token', async () => {
    const createObjectURL = jest.fn(() => 'blob:attendance');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const csv = new Blob(['\uFEFFsession_id,starts_at\r\n'], { type: 'text/csv' });
    route('GET /admin/batches/31', () => jsonResponse(batchDetail()));
    route(
      'GET /admin/batches/31/attendance.csv',
      () =>
        ({
          ok: true,
          status: 200,
          statusText: 'OK',
          headers: { get: (name: string) => (name.toLowerCase() === 'content-disposition' ? 'attachment; filename="batch-31-attendance.csv"' : null) },
          blob: async () => csv,
          text: async () => '',
        }) as unknown as Response,
    );
    renderAdmin('/admin/batches/31');
    await userEvent.click(await screen.findByRole('button', { name: ATTENDANCE_CSV }));
    await waitFor(() => expect(saved).toEqual(['batch-31-attendance.csv']));
    expect(fetchCalls.find((c) => c.url.endsWith('/attendance.csv'))!.headers.Authorization).toBe('Bearer staff-token');
  });

  it('a trainer runs the sessions but sees no members, CSV or Edit', async () => {
    route('GET /admin/batches/31', () => jsonResponse(batchDetail()));
    renderAdmin('/admin/batches/31', staff('trainer'));
    expect(await screen.findByRole('table', { name: 'Sessions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move 1 Dec 2026, 7:00 pm' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Members/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: ATTENDANCE_CSV })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit batch' })).not.toBeInTheDocument();
  });

  it('a trainer cannot open the batch form', async () => {
    renderAdmin('/admin/batches/new', staff('trainer'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
  });
});

describe('a session’s roster', () => {
  it('pre-fills present from a Join click, saves the marks, and keeps the recording to YouTube links', async () => {
    route('GET /admin/batches/31/sessions/301/roster', () => jsonResponse(roster()));
    route('PUT /admin/batches/31/sessions/301/roster', () =>
      jsonResponse(roster({ entries: roster().entries.map((e) => ({ ...e, status: e.student_id === 9 ? 'present' : 'late', marked: true })) })),
    );
    route('PUT /admin/batches/31/sessions/301/recording', () => jsonResponse(session({ recording_url: 'https://youtu.be/abcdef123' })));
    renderAdmin('/admin/batches/31/sessions/301/roster');
    const asha = await screen.findByRole('group', { name: /Asha Rao/ });
    expect(asha).toHaveAccessibleName('Asha Rao (asha@example.com) · joined 6:55 pm');
    expect(within(asha).getByRole('radio', { name: 'Present' })).toBeChecked();
    const kiran = screen.getByRole('group', { name: /Kiran Iyer/ });
    expect(within(kiran).getByRole('radio', { name: 'Present' })).not.toBeChecked();
    await userEvent.click(within(kiran).getByRole('radio', { name: 'Late' }));
    await userEvent.click(screen.getByRole('button', { name: SAVE_ATTENDANCE }));
    await waitFor(() =>
      expect(posts('/admin/batches/31/sessions/301/roster')[0]!.body).toEqual({
        marks: [
          { student_id: 9, status: 'present' },
          { student_id: 11, status: 'late' },
        ],
      }),
    );
    expect(await screen.findByText('Attendance saved.')).toBeInTheDocument();

    const recording = screen.getByLabelText('Recording (YouTube link)');
    await userEvent.type(recording, 'https://vimeo.com/123');
    await userEvent.click(screen.getByRole('button', { name: SAVE_RECORDING }));
    expect(recording).toHaveAccessibleDescription(/Enter a YouTube link/);
    expect(posts('/admin/batches/31/sessions/301/recording')).toHaveLength(0);
    await userEvent.clear(recording);
    await userEvent.type(recording, 'https://youtu.be/abcdef123');
    await userEvent.click(screen.getByRole('button', { name: SAVE_RECORDING }));
    await waitFor(() => expect(posts('/admin/batches/31/sessions/301/recording')[0]!.body).toEqual({ recording_url: 'https://youtu.be/abcdef123' }));
  });

  it('says the API’s refusal before the session starts', async () => {
    route('GET /admin/batches/31/sessions/301/roster', () => jsonResponse(roster()));
    route('PUT /admin/batches/31/sessions/301/roster', () => jsonResponse({ detail: BATCH_ADMIN_MESSAGES.sessionNotStarted }, 409));
    renderAdmin('/admin/batches/31/sessions/301/roster', staff('trainer'));
    await userEvent.click(await screen.findByRole('button', { name: SAVE_ATTENDANCE }));
    expect(await screen.findByText(BATCH_ADMIN_MESSAGES.sessionNotStarted)).toBeInTheDocument();
  });
});
