import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CERTIFICATE_MESSAGES } from 'mfe-shared/contracts';
import type { AdminCertificate } from 'mfe-shared/contracts/admin';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { RESENT_TOAST } from '../src/features/certificates/certificates-page';
import { REVOKED_TOAST } from '../src/features/certificates/revoke-dialog';
import { certificate } from './fixtures';
import { page, renderAdmin, staff } from './render-admin';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';
const NUMBER = 'SAPA-CERT-2026-000042';
const listQueries = () =>
  fetchCalls.filter((call) => new URL(call.url).pathname === '/admin/certificates').map((call) => new URL(call.url).searchParams.toString());
const posts = (path: string) => fetchCalls.filter((call) => call.method === 'POST' && new URL(call.url).pathname === path);

/** The list as the API holds it: a revoke changes what the next read answers. */
let stored: AdminCertificate[];
beforeEach(() => {
  stored = [
    certificate(),
    certificate({ id: 'ZyXwVuTsRqPoNmLkJiHgFe', number: 'SAPA-CERT-2026-000041', student: { id: 8, name: 'Dev Iyer', email: 'dev@example.com' } }),
  ];
  route('GET /admin/certificates', () => jsonResponse(page(stored)));
});

const rowOf = async (number: string) => {
  const table = await screen.findByRole('table', { name: 'Certificates' });
  return within(table).getByRole('row', { name: new RegExp(number) });
};

it('lists the certificates with their student, course, India-time issue date and status, and links each to its public page', async () => {
  renderAdmin('/admin/certificates');
  expect(await screen.findByRole('heading', { level: 1, name: 'Certificates' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Certificates' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Number', 'Student', 'Course', 'Issued', 'Status', 'Actions']);
  const row = await rowOf(NUMBER);
  // 06:30 UTC is noon in India.
  expect(row).toHaveTextContent(/SAPA-CERT-2026-000042.*Asha Rao.*asha@example.com.*SAP MM Essentials.*20 Nov 2026, 12:00 pm.*Valid/);
  expect(within(row).getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/admin/students/9');
  const verify = within(row).getByRole('link', { name: `Verification page of ${NUMBER} (opens in a new tab)` });
  expect(verify).toHaveAttribute('href', `/certificates/${ID}`);
  expect(verify).toHaveAttribute('target', '_blank');
  expect(verify).toHaveAttribute('rel', expect.stringContaining('noopener'));
  expect(listQueries()[0]).toBe('page=1&page_size=25');
  expect(document.title).toBe('Certificates · Back office');
});

it('sends the search and the status filter to the API, back on page 1', async () => {
  renderAdmin('/admin/certificates');
  await screen.findByRole('table', { name: 'Certificates' });
  const status = screen.getByLabelText('Status');
  expect(
    within(status)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['All', 'Valid', 'Revoked']);
  await userEvent.selectOptions(status, 'Revoked');
  await userEvent.type(screen.getByLabelText('Search'), 'asha@');
  await waitFor(() => expect(listQueries().at(-1)).toBe('status=revoked&q=asha%40&page=1&page_size=25'));
});

it('revokes only with a reason: the contract refuses an empty one, the API gets the reason, and the row shows Revoked', async () => {
  route(`POST /admin/certificates/${ID}/revoke`, ({ init }) => {
    const { reason } = JSON.parse(init?.body as string) as { reason: string };
    const revoked = certificate({ status: 'revoked', revoked_at: '2026-11-27T05:00:00.000Z', revoked_reason: reason });
    stored = stored.map((row) => (row.id === ID ? revoked : row));
    return jsonResponse(revoked);
  });
  renderAdmin('/admin/certificates');
  const opener = within(await rowOf(NUMBER)).getByRole('button', { name: `Revoke ${NUMBER}` });
  await userEvent.click(opener);
  const dialog = await screen.findByRole('dialog', { name: `Revoke certificate ${NUMBER}?` });
  expect(dialog).toHaveTextContent('Asha Rao, SAP MM Essentials');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
  expect(await within(dialog).findByText('Give the reason for revoking.')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
  expect(posts(`/admin/certificates/${ID}/revoke`)).toHaveLength(0);

  await userEvent.type(within(dialog).getByLabelText('Reason'), '  Issued to the wrong student.  ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(posts(`/admin/certificates/${ID}/revoke`)[0]!.body).toEqual({ reason: 'Issued to the wrong student.' });
  expect(await screen.findByText(REVOKED_TOAST)).toBeInTheDocument();
  const row = await rowOf(NUMBER);
  expect(within(row).getByText('Revoked')).toBeInTheDocument();
  expect(row).toHaveTextContent('Issued to the wrong student.');
  // A revoked certificate is neither revoked again nor mailed again; its PDF stays downloadable.
  expect(within(row).queryByRole('button', { name: `Revoke ${NUMBER}` })).not.toBeInTheDocument();
  expect(within(row).queryByRole('button', { name: `Resend ${NUMBER}` })).not.toBeInTheDocument();
  // Focus is back in the row, on the action that is still there.
  expect(within(row).getByRole('button', { name: `Download PDF of ${NUMBER}` })).toHaveFocus();
  // The other certificate is untouched.
  expect(within(await rowOf('SAPA-CERT-2026-000041')).getByText('Valid')).toBeInTheDocument();
});

it("shows the API's 422 under the reason, and a 409 (revoked meanwhile) for the whole step", async () => {
  const refusal = 'The reason must be at most 500 characters.';
  route(`POST /admin/certificates/${ID}/revoke`, () => jsonResponse({ detail: refusal, fields: { 'body.reason': refusal } }, 422));
  renderAdmin('/admin/certificates');
  await userEvent.click(within(await rowOf(NUMBER)).getByRole('button', { name: `Revoke ${NUMBER}` }));
  const dialog = await screen.findByRole('dialog', { name: `Revoke certificate ${NUMBER}?` });
  const reason = within(dialog).getByLabelText('Reason');
  await userEvent.type(reason, 'Duplicate of another number.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
  expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
  expect(reason).toHaveAccessibleDescription(expect.stringContaining(refusal));

  route(`POST /admin/certificates/${ID}/revoke`, () => jsonResponse({ detail: CERTIFICATE_MESSAGES.alreadyRevoked }, 409));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
  expect(await within(dialog).findByText(CERTIFICATE_MESSAGES.alreadyRevoked)).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

it('sends the certificate e-mail again and says so', async () => {
  route(`POST /admin/certificates/${ID}/resend`, () => jsonResponse(certificate()));
  renderAdmin('/admin/certificates');
  await userEvent.click(within(await rowOf(NUMBER)).getByRole('button', { name: `Resend ${NUMBER}` }));
  expect(await screen.findByText(RESENT_TOAST)).toBeInTheDocument();
  expect(posts(`/admin/certificates/${ID}/resend`)).toHaveLength(1);
  expect(posts(`/admin/certificates/${ID}/resend`)[0]!.headers.Authorization).toBe('Bearer staff-token');
});

it('downloads the PDF with the bearer token under the name the API gives it', async () => {
  const createObjectURL = jest.fn(() => 'blob:certificate');
  Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
  const saved: string[] = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
  route(
    `GET /admin/certificates/${ID}/pdf`,
    () =>
      ({
        ok: true,
        status: 200,
        statusText: 'OK',
        headers: { get: (name: string) => (name.toLowerCase() === 'content-disposition' ? `attachment; filename="${NUMBER}.pdf"` : null) },
        blob: async () => pdf,
        text: async () => '',
      }) as unknown as Response,
  );
  renderAdmin('/admin/certificates');
  await userEvent.click(within(await rowOf(NUMBER)).getByRole('button', { name: `Download PDF of ${NUMBER}` }));
  await waitFor(() => expect(saved).toEqual([`${NUMBER}.pdf`]));
  const call = fetchCalls.find((c) => new URL(c.url).pathname === `/admin/certificates/${ID}/pdf`)!;
  expect(call.headers.Authorization).toBe('Bearer staff-token');
  expect(createObjectURL).toHaveBeenCalledWith(pdf);
});

it('is not offered to an editor: no navigation link, and the address says admins only without asking the API', async () => {
  route('GET /admin/courses', () => jsonResponse(page([])));
  const { unmount } = renderAdmin('/admin/courses', staff('editor'));
  const nav = screen.getByRole('navigation', { name: 'Back office' });
  expect(within(nav).queryByRole('link', { name: 'Certificates' })).not.toBeInTheDocument();
  await screen.findByRole('table', { name: 'Courses' });
  unmount();

  const editor = renderAdmin('/admin/certificates', staff('editor'));
  expect(screen.getByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
  expect(listQueries()).toHaveLength(0);
  editor.unmount();

  renderAdmin('/admin/courses', staff('admin'));
  expect(within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Certificates' })).toHaveAttribute(
    'href',
    '/admin/certificates',
  );
  await screen.findByRole('table', { name: 'Courses' });
});

it("reads a certificate's change history only when it is opened, in staff words", async () => {
  route('GET /admin/audit', () =>
    jsonResponse({
      results: [
        {
          id: 5,
          actor: { id: 7, name: 'Meera Staff', email: 'meera@example.com' },
          action: 'certificate.revoke',
          entity: 'certificate',
          entity_id: ID,
          before: { status: 'valid' },
          after: { status: 'revoked' },
          created_at: '2026-11-27T05:00:00.000Z',
        },
      ],
    }),
  );
  renderAdmin('/admin/certificates');
  const row = await rowOf(NUMBER);
  const audits = () => fetchCalls.filter((call) => new URL(call.url).pathname === '/admin/audit');
  expect(audits()).toHaveLength(0);
  await userEvent.click(within(row).getByText('History'));
  const history = await within(row).findByRole('list', { name: 'Change history' });
  expect(history).toHaveTextContent('Meera Staff revoked the certificate · 27 Nov 2026, 10:30 am');
  expect(new URL(audits()[0]!.url).searchParams.toString()).toBe(`entity=certificate&entity_id=${ID}`);
});
