import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES, DEFAULT_TAX_SETTINGS } from 'mfe-shared/contracts/admin';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { course, order, settings, studentDetail } from './fixtures';
import { page, renderAdmin } from './render-admin';

describe('student detail', () => {
  beforeEach(() => {
    route('GET /admin/courses', () => jsonResponse(page([course(), course({ id: 4, course_title: 'SAP FICO' })])));
  });

  it('shows enrolments with progress and grants a course', async () => {
    let detail = studentDetail();
    route('GET /admin/students/9', () => jsonResponse(detail));
    route('POST /admin/students/9/enrolments', () => {
      detail = studentDetail({
        enrolments: [
          ...detail.enrolments,
          {
            course_student_id: 78,
            course_id: 4,
            course_title: 'SAP FICO',
            source: 'staff',
            progress: { completed: 0, total: 3, percent: 0 },
            created_at: '2025-02-01T00:00:00.000Z',
          },
        ],
      });
      return jsonResponse(detail.enrolments[1], 201);
    });
    renderAdmin('/admin/students/9');
    const table = await screen.findByRole('table', { name: 'Enrolments' });
    expect(within(table).getByRole('progressbar', { name: 'Progress in SAP MM Essentials' })).toHaveAttribute('value', '25');
    expect(table).toHaveTextContent('25 % (1 of 4 classes)');
    expect(table).toHaveTextContent('Paid');

    const grant = screen.getByRole('form', { name: 'Grant enrolment' });
    // Already enrolled in SAP MM: only SAP FICO is offered.
    await within(grant).findByRole('option', { name: 'SAP FICO' });
    expect(within(grant).queryByRole('option', { name: 'SAP MM Essentials' })).not.toBeInTheDocument();
    await userEvent.selectOptions(within(grant).getByLabelText('Course'), 'SAP FICO');
    await userEvent.click(within(grant).getByRole('button', { name: 'Grant enrolment' }));
    expect(await within(screen.getByRole('table', { name: 'Enrolments' })).findByText('Granted by staff')).toBeInTheDocument();
    expect(fetchCalls.find((call) => call.method === 'POST')?.body).toEqual({ course_id: 4 });
  });

  it('revokes an enrolment after a confirmation', async () => {
    let detail = studentDetail();
    route('GET /admin/students/9', () => jsonResponse(detail));
    route('DELETE /admin/students/9/enrolments/3', () => {
      detail = studentDetail({ enrolments: [] });
      return jsonResponse(undefined, 204);
    });
    renderAdmin('/admin/students/9');
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke SAP MM Essentials' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke SAP MM Essentials?' });
    expect(fetchCalls.some((call) => call.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke enrolment' }));
    expect(await screen.findByText('Not enrolled in any course.')).toBeInTheDocument();
    expect(fetchCalls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });
});

describe('orders', () => {
  // The number a student quotes comes first; provider ids are last.
  it('leads with the receipt number, then the buyer (student or company), course, amount (list price and coupon), status and times', async () => {
    route('GET /admin/orders', () =>
      jsonResponse(page([order(), order({ id: 124, receipt_number: null, status: 'created', paid_at: null, coupon_code: null, amount: 2_499_900 })])),
    );
    renderAdmin('/admin/orders');
    const table = await screen.findByRole('table', { name: 'Orders' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual(['Receipt', 'Buyer', 'Course', 'Amount', 'Status', 'Created', 'Paid', 'Payment ref.']);
    const [, paid, unpaid] = within(table).getAllByRole('row');
    expect(within(paid!).getAllByRole('cell')[0]).toHaveTextContent('SAPA-2026-000123');
    expect(paid).toHaveTextContent(/₹12,499\.50\s*List ₹24,999\.00 · Coupon HALF/);
    expect(paid).toHaveTextContent(/20 Nov 2026, 12:00 pm/);
    expect(within(paid!).getAllByRole('cell').at(-1)).toHaveTextContent('order_RkX9ZpQe4fLm2cpay_RkXA1bCdEfGh3i');
    expect(within(unpaid!).getAllByRole('cell')[0]).toHaveTextContent('Not paid');
  });

  it('filters by status, refund_due included', async () => {
    route('GET /admin/orders', () => jsonResponse(page([])));
    renderAdmin('/admin/orders');
    await screen.findByRole('table', { name: 'Orders' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'refund due');
    await waitFor(() => expect(new URL(fetchCalls.at(-1)!.url).searchParams.get('status')).toBe('refund_due'));
  });
});

describe('settings', () => {
  beforeEach(() => {
    route('GET /admin/settings', () => jsonResponse(settings()));
    route('GET /admin/audit', () => jsonResponse({ results: [] }));
  });

  it('saves the settings with the version it read', async () => {
    route('PUT /admin/settings', () => jsonResponse(settings({ version: 4 })));
    renderAdmin('/admin/settings');
    const email = await screen.findByLabelText('Contact e-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'sales@example.com');
    await userEvent.type(screen.getByLabelText('YouTube'), 'https://youtube.com/@academy');
    await userEvent.clear(screen.getByLabelText('Webinar date'));
    await userEvent.type(screen.getByLabelText('Webinar date'), '1st September');
    await userEvent.clear(screen.getByLabelText('Booking cut-off (hours)'));
    await userEvent.type(screen.getByLabelText('Booking cut-off (hours)'), '6');
    await userEvent.click(screen.getByRole('checkbox', { name: "Send the site's booking buttons to the Booking URL" }));
    // Decision 150: the practice server's health URL, checked every few minutes.
    await userEvent.type(screen.getByLabelText('Practice server health URL'), 'https://s4.example.com/health');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(fetchCalls.some((call) => call.method === 'PUT')).toBe(true));
    expect(fetchCalls.find((call) => call.method === 'PUT')?.body).toEqual({
      contact_email: 'sales@example.com',
      phone: '+91 80 1234 5678',
      whatsapp: '+91 98765 43210',
      booking_url: 'https://cal.example.com/book',
      social_links: { linkedin: 'https://linkedin.com/company/x', facebook: '', instagram: '', youtube: 'https://youtube.com/@academy' },
      webinar: { title: 'SAP careers', date: '1st September', time: '12 PM' },
      // The tax group (decision 141) goes back as it was loaded, its rate from "18" (%) to 1800 basis points.
      tax: DEFAULT_TAX_SETTINGS,
      booking_cutoff_hours: 6,
      use_external_scheduling: true,
      practice_server_health_url: 'https://s4.example.com/health',
      version: 3,
    });
    expect(document.title).toBe('Settings · Back office');
  });

  it('loads values from the environment that the form would refuse, so staff can see and correct them', async () => {
    route('GET /admin/settings', () => jsonResponse(settings({ phone: 'call the office', booking_url: 'http://cal.example.com' })));
    renderAdmin('/admin/settings');
    expect(await screen.findByLabelText('Phone')).toHaveValue('call the office');
    expect(screen.getByLabelText('Booking URL')).toHaveValue('http://cal.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Phone must be a phone number, e.g. +91 80 1234 5678.')).toBeInTheDocument();
    expect(fetchCalls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('refuses a non-https booking link, and shows a stale save with Reload', async () => {
    route('PUT /admin/settings', () => jsonResponse({ detail: ADMIN_MESSAGES.staleVersion }, 409));
    renderAdmin('/admin/settings');
    const booking = await screen.findByLabelText('Booking URL');
    await userEvent.clear(booking);
    await userEvent.type(booking, 'http://cal.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Booking link must be an https:// link.')).toBeInTheDocument();
    await userEvent.clear(booking);
    await userEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(ADMIN_MESSAGES.staleVersion)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });
});
