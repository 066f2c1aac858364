// Companies in the back office (decision 149): admins only (the nav link "Companies" and the
// route), the list, a new company checked by the contract before any request (GSTIN), HR contacts
// added by e-mail and removed after a confirmation, and seats granted on a course.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GSTIN_MESSAGES } from 'mfe-shared/ui/gst';
import type { AdminCompanyDetail } from 'mfe-shared/contracts/admin';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { COMPANIES_TITLE } from '../src/features/companies/companies-page';
import { COMPANY_LABELS } from '../src/features/companies/company-form';
import { COMPANY_TEXTS } from '../src/features/companies/company-texts';
import { company, course, seatPool } from './fixtures';
import { page, renderAdmin, staff } from './render-admin';

const pool = seatPool();
const detail = (over: Partial<AdminCompanyDetail> = {}): AdminCompanyDetail => ({
  ...company,
  admins: [{ user_id: 11, name: 'Meera Iyer', email: 'hr@acme.example', added_at: company.created_at }],
  pools: [pool],
  ...over,
});

describe('companies (back office)', () => {
  it('lists companies with seats used, linked from the admins’ navigation as "Companies"', async () => {
    route('GET /admin/companies', () => jsonResponse({ results: [{ ...company, seats: 5, used: 2 }] }));
    renderAdmin('/admin/companies');
    expect(await screen.findByRole('heading', { level: 1, name: COMPANIES_TITLE }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Companies' })).toHaveAttribute('href', '/admin/companies');
    const rows = within(await screen.findByRole('table', { name: COMPANIES_TITLE })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Acme Manufacturing Pvt Ltd');
    expect(rows[1]).toHaveTextContent('2 of 5');
    expect(within(rows[1]!).getByRole('link', { name: 'Acme Manufacturing Pvt Ltd' })).toHaveAttribute('href', '/admin/companies/4');
  });

  it('is not offered to an editor', async () => {
    route('GET /admin/courses', () => jsonResponse(page([])));
    renderAdmin('/admin/courses', staff('editor'));
    await screen.findByRole('link', { name: 'Courses' }, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'Companies' })).not.toBeInTheDocument();
  });

  it('checks a new company’s GSTIN on the form and sends nothing until it is right', async () => {
    route('GET /admin/courses', () => jsonResponse(page([])));
    route('POST /admin/companies', () => jsonResponse(company, 201));
    route('GET /admin/companies/4', () => jsonResponse(detail()));
    renderAdmin('/admin/companies/new');
    const form = await screen.findByRole('form', { name: 'Company' }, { timeout: 5000 });
    await userEvent.type(within(form).getByLabelText(COMPANY_LABELS.name), 'Acme Manufacturing Pvt Ltd');
    await userEvent.type(within(form).getByLabelText(COMPANY_LABELS.gstin), '27ABCDE1234F1ZZ');
    await userEvent.type(within(form).getByLabelText(COMPANY_LABELS.address), 'Plot 7, MIDC');
    await userEvent.selectOptions(within(form).getByLabelText(COMPANY_LABELS.state), '27');
    await userEvent.click(within(form).getByRole('button', { name: COMPANY_LABELS.save }));
    expect((await within(form).findAllByText(GSTIN_MESSAGES.checksum)).length).toBeGreaterThan(0);
    expect(fetchCalls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.clear(within(form).getByLabelText(COMPANY_LABELS.gstin));
    await userEvent.click(within(form).getByRole('button', { name: COMPANY_LABELS.save }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Manufacturing Pvt Ltd' }, { timeout: 5000 })).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'POST')!.body).toMatchObject({ name: 'Acme Manufacturing Pvt Ltd', gstin: '', state: '27' });
  });

  it('adds an HR contact by e-mail, removes one only after the confirmation, and grants seats', async () => {
    route('GET /admin/courses', () => jsonResponse(page([course({ id: 3, course_title: 'SAP FICO' }), course({ id: 5, course_title: 'SAP MM' })])));
    route('GET /admin/companies/4', () => jsonResponse(detail()));
    route('POST /admin/companies/4/admins', () => jsonResponse({ user_id: 12, name: 'new', email: 'new@acme.example', added_at: company.created_at }, 201));
    route('DELETE /admin/companies/4/admins/11', () => jsonResponse(undefined, 204));
    route('POST /admin/companies/4/pools', () => jsonResponse({ ...pool, id: 10, course_id: 5, course_title: 'SAP MM' }, 201));
    route('GET /admin/batches', () => jsonResponse({ results: [] }));
    renderAdmin('/admin/companies/4');
    const admins = await screen.findByRole('region', { name: COMPANY_TEXTS.admins }, { timeout: 5000 });
    expect(admins).toHaveTextContent('Meera Iyer (hr@acme.example)');
    await userEvent.type(within(admins).getByLabelText(COMPANY_TEXTS.adminEmail), 'new@acme.example');
    await userEvent.click(within(admins).getByRole('button', { name: COMPANY_TEXTS.addAdmin }));
    expect(await screen.findByText(COMPANY_TEXTS.adminAdded)).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'POST')!.body).toEqual({ email: 'new@acme.example' });

    await userEvent.click(within(admins).getByRole('button', { name: 'Remove Meera Iyer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Meera Iyer as HR contact?' });
    expect(fetchCalls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove HR contact' }));
    await screen.findByRole('region', { name: COMPANY_TEXTS.admins });
    expect(fetchCalls.filter((c) => c.method === 'DELETE').map((c) => new URL(c.url).pathname)).toEqual(['/admin/companies/4/admins/11']);

    const pools = screen.getByRole('region', { name: COMPANY_TEXTS.pools });
    expect(pools).toHaveTextContent('SAP FICO: 2 used of 5 · PO-77');
    const grant = within(pools).getByRole('form', { name: COMPANY_TEXTS.addPool });
    await within(grant).findByRole('option', { name: 'SAP MM' }, { timeout: 5000 });
    await userEvent.selectOptions(within(grant).getByLabelText(COMPANY_TEXTS.course), '5');
    await userEvent.type(within(grant).getByLabelText(COMPANY_TEXTS.seats), '2');
    await userEvent.type(within(grant).getByLabelText(COMPANY_TEXTS.reference), 'INV-2026-9');
    await userEvent.click(within(grant).getByRole('button', { name: COMPANY_TEXTS.addPool }));
    expect(await screen.findByText(COMPANY_TEXTS.poolSaved)).toBeInTheDocument();
    expect(fetchCalls.filter((c) => c.method === 'POST').map((c) => c.body)).toContainEqual({ course_id: 5, seats: 2, purchase_reference: 'INV-2026-9' });
  });
});
