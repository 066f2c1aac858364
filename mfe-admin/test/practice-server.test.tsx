// The practice-server pool (decision 150) as an admin meets it: the nav link, adding a login (the
// password is sent, never shown), each login's state, a reset confirmed with the new password,
// and the grants with the waiting list in India time; an editor has no link.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPracticeServer } from 'mfe-shared/contracts/admin';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import {
  ADDED_TOAST,
  CREDENTIAL_LABELS,
  CREDENTIALS_HEADING,
  GRANTS_HEADING,
  PRACTICE_SERVER_TITLE,
  RESET_TOAST,
} from '../src/features/practice-server/practice-server-texts';
import { renderAdmin, staff } from './render-admin';

const credential = (id: number, username: string, state: 'free' | 'assigned' | 'needs_reset') => ({
  id,
  host: 's4.example.com',
  client: '100',
  username,
  state,
  created_at: '2026-11-28T04:30:00.000Z',
});

describe('practice server screen', () => {
  it('adds a credential, confirms a reset and lists the grants', async () => {
    let state: AdminPracticeServer = {
      credentials: [credential(1, 'TRAINEE01', 'assigned'), credential(2, 'TRAINEE02', 'needs_reset')],
      grants: [
        {
          id: 5,
          status: 'active',
          days: 30,
          expires_at: '2026-12-27T18:30:00.000Z',
          created_at: '2026-11-27T18:30:00.000Z',
          student_id: 3,
          student_name: 'Asha Rao',
          student_email: 'asha@example.com',
          course_title: 'SAP S/4HANA Practice Server Access — 30 days',
          username: 'TRAINEE01',
        },
        {
          id: 6,
          status: 'waiting',
          days: 30,
          expires_at: null,
          created_at: '2026-11-28T04:30:00.000Z',
          student_id: 4,
          student_name: 'Vikram Iyer',
          student_email: 'vikram@example.com',
          course_title: 'SAP S/4HANA Practice Server Access — 30 days',
          username: null,
        },
      ],
    };
    route('GET /admin/practice-server', () => jsonResponse(state));
    route('POST /admin/practice-server/credentials', () => {
      state = { ...state, credentials: [...state.credentials, credential(3, 'TRAINEE03', 'free')] };
      return jsonResponse(credential(3, 'TRAINEE03', 'free'), 201);
    });
    route('POST /admin/practice-server/credentials/2/reset', () => {
      state = { ...state, credentials: state.credentials.map((c) => (c.id === 2 ? { ...c, state: 'free' as const } : c)) };
      return jsonResponse(credential(2, 'TRAINEE02', 'free'));
    });
    renderAdmin('/admin/practice-server');

    expect(await screen.findByRole('heading', { level: 1, name: PRACTICE_SERVER_TITLE }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Practice server' })).toHaveAttribute('href', '/admin/practice-server');
    const credentials = await screen.findByRole('table', { name: CREDENTIALS_HEADING });
    expect(within(credentials).getByRole('row', { name: /TRAINEE01 Assigned/ })).toBeInTheDocument();
    const grants = screen.getByRole('table', { name: GRANTS_HEADING });
    expect(within(grants).getByRole('row', { name: /Asha Rao .* Active TRAINEE01 28 Dec 2026/ })).toBeInTheDocument();
    expect(within(grants).getByRole('row', { name: /Vikram Iyer .* Waiting/ })).toBeInTheDocument();

    const add = screen.getByRole('form', { name: CREDENTIAL_LABELS.add });
    await userEvent.type(within(add).getByLabelText(CREDENTIAL_LABELS.host), 's4.example.com');
    await userEvent.type(within(add).getByLabelText(CREDENTIAL_LABELS.client), '100');
    await userEvent.type(within(add).getByLabelText(CREDENTIAL_LABELS.username), 'TRAINEE03');
    await userEvent.type(within(add).getByLabelText(CREDENTIAL_LABELS.password), 'Initial-Pw-3');
    await userEvent.click(within(add).getByRole('button', { name: CREDENTIAL_LABELS.add }));
    expect(await screen.findByText(ADDED_TOAST)).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.url.endsWith('/admin/practice-server/credentials'))?.body).toEqual({
      host: 's4.example.com',
      client: '100',
      username: 'TRAINEE03',
      password: 'Initial-Pw-3',
    });
    expect(await within(credentials).findByRole('row', { name: /TRAINEE03 Free/ })).toBeInTheDocument();
    expect(screen.queryByText('Initial-Pw-3')).not.toBeInTheDocument();

    const reset = screen.getByRole('form', { name: `${CREDENTIAL_LABELS.confirmReset}: TRAINEE02` });
    await userEvent.type(within(reset).getByLabelText(`${CREDENTIAL_LABELS.newPassword} for TRAINEE02`), 'New-Pw-2');
    await userEvent.click(within(reset).getByRole('button', { name: CREDENTIAL_LABELS.confirmReset }));
    expect(await screen.findByText(RESET_TOAST)).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.url.endsWith('/credentials/2/reset'))?.body).toEqual({ password: 'New-Pw-2' });
    expect(await within(credentials).findByRole('row', { name: /TRAINEE02 Free/ })).toBeInTheDocument();
  });

  it('refuses an empty credential with the contract messages, sending nothing', async () => {
    route('GET /admin/practice-server', () => jsonResponse({ credentials: [], grants: [] }));
    renderAdmin('/admin/practice-server');
    const add = await screen.findByRole('form', { name: CREDENTIAL_LABELS.add }, { timeout: 5000 });
    await userEvent.click(within(add).getByRole('button', { name: CREDENTIAL_LABELS.add }));
    expect(await within(add).findByText('Host is required.')).toBeInTheDocument();
    expect(within(add).getByText('Initial password is required.')).toBeInTheDocument();
    expect(fetchCalls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('is not in an editor’s navigation', async () => {
    route('GET /admin/courses', () => jsonResponse({ results: [], count: 0, page: 1, page_size: 20 }));
    renderAdmin('/admin/courses', staff('editor'));
    expect(await screen.findByRole('link', { name: 'Courses' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Practice server' })).not.toBeInTheDocument();
  });
});
