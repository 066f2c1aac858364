// The Company area (decision 028) as HR meets it: seats used/free, the learners' table, the invite
// form's validation, a CSV upload's 422 rejection report (nothing applied), and Remove behind a
// confirmation. The API is mocked at the fetch layer only, as the other portal tests do.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import type { CompanyDashboard } from '../src/features/company/company-schemas';
import * as T from '../src/features/company/company-texts';
import { renderPortal } from './render-portal';

const DASHBOARD: CompanyDashboard = {
  company: { id: 1, name: 'Acme Manufacturing Pvt Ltd' },
  pools: [{ id: 3, label: 'SAP FICO', seats: 5, used: 2 }],
  learners: [
    {
      id: 21,
      name: 'Asha Rao',
      email: 'asha@acme.in',
      course: 'SAP FICO',
      progress_percent: 40,
      quiz_score: 80,
      assignments: '1 of 2 submitted',
      attendance: '3 present, 1 absent',
      certificate: false,
    },
    {
      id: 22,
      name: 'Ravi Kumar',
      email: 'ravi@acme.in',
      course: 'SAP FICO',
      progress_percent: 0,
      quiz_score: null,
      assignments: '0 of 2 submitted',
      attendance: '—',
      certificate: false,
    },
  ],
};

async function openCompany(body: CompanyDashboard = DASHBOARD) {
  route('GET /lms/company', () => jsonResponse(body));
  renderPortal('/lms/company');
  expect(await screen.findByRole('heading', { level: 1, name: T.COMPANY_HEADING })).toBeInTheDocument();
}

describe('Company (HR)', () => {
  it("shows the seats used and free and each learner's progress, and offers the CSV download", async () => {
    await openCompany();
    expect(screen.getByText(`SAP FICO: ${T.seatsText(2, 5)}`)).toHaveTextContent('2 used, 3 free of 5');
    const table = screen.getByRole('table', { name: T.LEARNERS_HEADING });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Asha Rao');
    expect(rows[1]).toHaveTextContent('40 %');
    expect(rows[2]).toHaveTextContent('0 %');
    expect(screen.getByRole('button', { name: T.DOWNLOAD_CSV })).toBeInTheDocument();
  });

  it('refuses an invite without a valid e-mail and sends a valid one', async () => {
    route('POST /lms/company/learners', () => jsonResponse({ id: 23 }, 201));
    await openCompany();
    const invite = screen.getByRole('region', { name: T.INVITE_HEADING });
    await userEvent.click(within(invite).getByRole('button', { name: T.INVITE_BUTTON }));
    expect(within(invite).getByText(T.EMAIL_REQUIRED)).toBeInTheDocument();
    await userEvent.type(within(invite).getByLabelText('E-mail'), 'not-an-email');
    await userEvent.click(within(invite).getByRole('button', { name: T.INVITE_BUTTON }));
    expect(within(invite).getByText(T.EMAIL_INVALID)).toBeInTheDocument();
    expect(fetchCalls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.clear(within(invite).getByLabelText('E-mail'));
    await userEvent.type(within(invite).getByLabelText('E-mail'), 'meera@acme.in');
    await userEvent.type(within(invite).getByLabelText('Name'), 'Meera');
    await userEvent.click(within(invite).getByRole('button', { name: T.INVITE_BUTTON }));
    expect(await screen.findByText(T.invitedToast('meera@acme.in'))).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'POST')!.body).toEqual({ email: 'meera@acme.in', name: 'Meera' });
  });

  it("shows a CSV upload's 422 rows in a table and says nothing was applied", async () => {
    route('POST /lms/company/learners/import', () =>
      jsonResponse(
        {
          detail: '2 rows were rejected.',
          rejected: [
            { row: 2, email: 'bad', reason: 'Not an e-mail address' },
            { row: 3, email: 'asha@acme.in', reason: 'Already a member' },
          ],
        },
        422,
      ),
    );
    await openCompany();
    const upload = screen.getByRole('region', { name: T.UPLOAD_HEADING });
    const csv = new File(['email,name\nbad,X\nasha@acme.in,Asha\n'], 'team.csv', { type: 'text/csv' });
    await userEvent.upload(within(upload).getByLabelText(T.CSV_FILE_LABEL), csv);
    await userEvent.click(within(upload).getByRole('button', { name: T.UPLOAD_BUTTON }));
    const alert = await within(upload).findByRole('alert');
    expect(alert).toHaveTextContent(T.NOTHING_APPLIED);
    const rows = within(within(alert).getByRole('table', { name: T.REJECTED_CAPTION })).getAllByRole('row');
    expect(rows.map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent))).toEqual([
      ['Row', 'E-mail', 'Reason'],
      ['2', 'bad', 'Not an e-mail address'],
      ['3', 'asha@acme.in', 'Already a member'],
    ]);
    expect(fetchCalls.find((c) => c.method === 'POST')!.body).toEqual({ csv: 'email,name\nbad,X\nasha@acme.in,Asha\n' });
  });

  it('removes a learner only after the confirmation', async () => {
    route('DELETE /lms/company/learners/22', () => jsonResponse({}, 200));
    await openCompany();
    await userEvent.click(screen.getByRole('button', { name: `${T.REMOVE} Ravi Kumar` }));
    const dialog = await screen.findByRole('alertdialog', { name: T.removeTitle('Ravi Kumar') });
    expect(fetchCalls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: T.REMOVE }));
    await screen.findByRole('table', { name: T.LEARNERS_HEADING });
    expect(fetchCalls.filter((c) => c.method === 'DELETE').map((c) => new URL(c.url).pathname)).toEqual(['/lms/company/learners/22']);
  });

  it("shows the API's 403 to a student who is no company's admin", async () => {
    route('GET /lms/company', () => jsonResponse({ detail: 'You do not have permission to perform this action.' }, 403));
    renderPortal('/lms/company');
    expect(await screen.findByRole('heading', { name: 'Forbidden Error' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
