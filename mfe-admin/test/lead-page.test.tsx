// The lead pipeline in the back office (decision 145): the Due today view in the URL, and the lead
// page's pipeline fields, templated first reply (one key per reply), WhatsApp link, call log,
// duplicates and student account, queried by role and label.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRAND_NAME } from 'mfe-shared';
import { ADMIN_MESSAGES, leadReplyTemplate, leadWhatsAppText, whatsappLink } from 'mfe-shared/contracts/admin';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { lead, leadDetail } from './fixtures';
import { currentSearch, page, renderAdmin } from './render-admin';

const OWNERS = { results: [{ id: 9, name: 'Ravi Editor', role: 'editor' }] };

beforeEach(() => {
  route('GET /admin/leads', () => jsonResponse(page([lead({ next_action_on: '2025-03-02', owner_name: 'Ravi Editor' })])));
  route('GET /admin/outbox', () => jsonResponse({ pending: 0, parked: 0, last_error: null }));
  route('GET /admin/leads/owners', () => jsonResponse(OWNERS));
});

it('keeps the Due today view in the URL and asks the API for it', async () => {
  renderAdmin('/admin/leads');
  await screen.findByRole('table', { name: 'Leads' });
  await userEvent.selectOptions(screen.getByLabelText('Next action'), 'Due today');
  await waitFor(() => expect(currentSearch()).toContain('due=today'));
  await waitFor(() =>
    expect(
      fetchCalls.filter((c) => new URL(c.url).pathname === '/admin/leads').at(-1) &&
        new URL(fetchCalls.filter((c) => new URL(c.url).pathname === '/admin/leads').at(-1)!.url).searchParams.get('due'),
    ).toBe('today'),
  );
  expect(screen.getByRole('link', { name: 'Lead page of Ravi Kumar' })).toHaveAttribute('href', '/admin/leads/21');
});

it('opens a Due today link as the filtered list', async () => {
  renderAdmin('/admin/leads?due=today');
  await screen.findByRole('table', { name: 'Leads' });
  expect(screen.getByLabelText('Next action')).toHaveValue('today');
});

it('shows the duplicates and the student account, and saves the pipeline fields', async () => {
  const detail = leadDetail({
    related: [{ id: 5, type: 'catalog', created_at: '2025-02-01T04:30:00.000Z', match: 'email' }],
    student: { id: 44, name: 'Ravi Kumar' },
  });
  route('GET /admin/leads/21', () => jsonResponse(detail));
  route('PATCH /admin/leads/21', () =>
    jsonResponse(lead({ owner_id: 9, owner_name: 'Ravi Editor', next_action_on: '2025-03-05', line_of_business: 'staffing', version: 3 })),
  );
  renderAdmin('/admin/leads/21');
  const others = await screen.findByRole('list', { name: 'Other leads from this person' });
  expect(within(others).getByRole('link', { name: /Also contacted on/ })).toHaveAttribute('href', '/admin/leads/5');
  expect(screen.getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute('href', '/admin/students/44');

  const form = screen.getByRole('form', { name: 'Pipeline' });
  await waitFor(() => expect(within(form).getByRole('option', { name: 'Ravi Editor (editor)' })).toBeInTheDocument());
  await userEvent.selectOptions(within(form).getByLabelText('Owner'), 'Ravi Editor (editor)');
  await userEvent.type(within(form).getByLabelText('Next action'), '2025-03-05');
  await userEvent.selectOptions(within(form).getByLabelText('Line of business'), 'Staffing');
  await userEvent.click(within(form).getByRole('button', { name: 'Save pipeline' }));
  await waitFor(() =>
    expect(fetchCalls.find((c) => c.method === 'PATCH')?.body).toEqual({ version: 2, owner_id: 9, next_action_on: '2025-03-05', line_of_business: 'staffing' }),
  );
});

it('sends the edited template once per reply key, and logs WhatsApp and calls', async () => {
  const detail = leadDetail();
  route('GET /admin/leads/21', () => jsonResponse(detail));
  route('POST /admin/leads/21/reply', () =>
    jsonResponse({
      ...detail,
      status: 'contacted',
      contacts: [{ id: 1, kind: 'email', note: 'Hello', actor_name: 'Meera Staff', created_at: '2025-03-01T05:00:00.000Z' }],
    }),
  );
  route('POST /admin/leads/21/contacts', () =>
    jsonResponse(
      { ...detail, contacts: [{ id: 2, kind: 'call', note: 'Wants weekends', actor_name: 'Meera Staff', created_at: '2025-03-01T06:00:00.000Z' }] },
      201,
    ),
  );
  renderAdmin('/admin/leads/21');
  const reply = await screen.findByRole('form', { name: 'First reply' });
  const template = leadReplyTemplate(detail, BRAND_NAME);
  expect(within(reply).getByLabelText('Reply subject')).toHaveValue(template.subject);
  expect(within(reply).getByLabelText('Reply message')).toHaveValue(template.text);
  expect(template.text).toContain('Ravi Kumar');
  expect(template.text).toContain('SAP FICO batch');
  await userEvent.clear(within(reply).getByLabelText('Reply subject'));
  await userEvent.type(within(reply).getByLabelText('Reply subject'), 'Hello');
  await userEvent.click(within(reply).getByRole('button', { name: 'Send reply' }));
  expect(await screen.findByText(/E-mail sent by Meera Staff — Hello/)).toBeInTheDocument();
  const sent = fetchCalls.filter((c) => c.method === 'POST' && c.url.endsWith('/reply'));
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body).toEqual({ key: expect.stringMatching(/^[0-9a-f-]{36}$/), subject: 'Hello', text: template.text });

  const chat = screen.getByRole('link', { name: 'Open WhatsApp chat' });
  expect(chat).toHaveAttribute('href', whatsappLink('+919876543210', leadWhatsAppText(detail, BRAND_NAME)));
  expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919876543210\?text=Hi%20Ravi%20Kumar/);

  const call = screen.getByRole('form', { name: 'Log a call' });
  expect(within(call).getByRole('button', { name: 'Log call' })).toBeDisabled();
  await userEvent.type(within(call).getByLabelText('Call note'), 'Wants weekends');
  await userEvent.click(within(call).getByRole('button', { name: 'Log call' }));
  expect(await screen.findByText(/Call logged by Meera Staff — Wants weekends/)).toBeInTheDocument();
  expect(fetchCalls.find((c) => c.url.endsWith('/contacts'))?.body).toEqual({ kind: 'call', note: 'Wants weekends' });
});

it('refuses an empty reply in the contract’s words, sending nothing', async () => {
  route('GET /admin/leads/21', () => jsonResponse(leadDetail()));
  renderAdmin('/admin/leads/21');
  const reply = await screen.findByRole('form', { name: 'First reply' });
  await userEvent.clear(within(reply).getByLabelText('Reply subject'));
  await userEvent.clear(within(reply).getByLabelText('Reply message'));
  await userEvent.click(within(reply).getByRole('button', { name: 'Send reply' }));
  expect(await within(reply).findByText('Subject is required.')).toBeInTheDocument();
  expect(within(reply).getByText('Message is required.')).toBeInTheDocument();
  expect(within(reply).getByLabelText('Reply subject')).toHaveFocus();
  expect(fetchCalls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

it('says when someone else changed the lead, and Reload shows it as it is now', async () => {
  let current = leadDetail();
  route('GET /admin/leads/21', () => jsonResponse(current));
  route('PATCH /admin/leads/21', () => jsonResponse({ detail: ADMIN_MESSAGES.staleVersion }, 409));
  renderAdmin('/admin/leads/21');
  const form = await screen.findByRole('form', { name: 'Pipeline' });
  await userEvent.selectOptions(within(form).getByLabelText('Line of business'), 'Staffing');
  await userEvent.click(within(form).getByRole('button', { name: 'Save pipeline' }));
  expect(await within(form).findByText(ADMIN_MESSAGES.staleVersion)).toBeInTheDocument();

  current = leadDetail({ version: 3, line_of_business: 'erp_implementation', next_action_on: '2025-03-09' });
  await userEvent.click(within(form).getByRole('button', { name: 'Reload' }));
  const fresh = await screen.findByRole('form', { name: 'Pipeline' });
  await waitFor(() => expect(within(fresh).getByLabelText('Line of business')).toHaveValue('erp_implementation'));
  expect(within(fresh).getByLabelText('Next action')).toHaveValue('2025-03-09');
  expect(screen.queryByText(ADMIN_MESSAGES.staleVersion)).not.toBeInTheDocument();
});
