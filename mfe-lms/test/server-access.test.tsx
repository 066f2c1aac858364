// The Practice server page (decision 150) as a student meets it: the server's status with its
// check time in India time, the login's facts, the password only after "Reveal password", the
// API's own words when it refuses, and the waiting-list message.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRACTICE_SERVER_MESSAGES } from 'mfe-shared/contracts';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { PASSWORD_LABEL, PRACTICE_SERVER_TEXTS, SERVER_FACTS, serverStatusLine } from '../src/features/server-access/server-access-texts';
import { renderPortal } from './render-portal';

const grant = {
  id: 7,
  status: 'active' as const,
  host: 's4.example.com',
  client: '100',
  username: 'TRAINEE01',
  // 18:30 UTC is midnight in India: the next day.
  expires_at: '2026-12-27T18:30:00.000Z',
  revealed_at: null,
};
const health = { status: 'up' as const, checked_at: '2026-11-28T04:30:00.000Z' };

function fact(card: HTMLElement, label: string) {
  return within(card).getByText(label).nextElementSibling as HTMLElement;
}

describe('Practice server page', () => {
  it('shows the status and the login, and the password only when revealed', async () => {
    route('GET /lms/server-access', () => jsonResponse({ results: [grant], health }));
    route('POST /lms/server-access/7/reveal', () => jsonResponse({ password: 'Initial-Pw-1' }));
    renderPortal('/lms/server-access');

    expect(await screen.findByRole('heading', { level: 1, name: PRACTICE_SERVER_TEXTS.title })).toBeInTheDocument();
    expect(screen.getByText(serverStatusLine('up', '10:00 am'))).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 's4.example.com' });
    expect(fact(card, SERVER_FACTS.client)).toHaveTextContent('100');
    expect(fact(card, SERVER_FACTS.user)).toHaveTextContent('TRAINEE01');
    expect(fact(card, SERVER_FACTS.expires)).toHaveTextContent('28 Dec 2026');
    expect(screen.queryByText('Initial-Pw-1')).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: PRACTICE_SERVER_TEXTS.reveal }));
    expect(await within(card).findByText('Initial-Pw-1')).toBeInTheDocument();
    expect(fact(card, PASSWORD_LABEL)).toHaveTextContent('Initial-Pw-1');
    expect(fetchCalls.filter((c) => c.method === 'POST').map((c) => new URL(c.url).pathname)).toEqual(['/lms/server-access/7/reveal']);
  });

  it("shows the API's words when a reveal is refused", async () => {
    route('GET /lms/server-access', () => jsonResponse({ results: [grant], health }));
    route('POST /lms/server-access/7/reveal', () => jsonResponse({ detail: PRACTICE_SERVER_MESSAGES.notFound }, 404));
    renderPortal('/lms/server-access');
    await userEvent.click(await screen.findByRole('button', { name: PRACTICE_SERVER_TEXTS.reveal }));
    expect(await screen.findByText(PRACTICE_SERVER_MESSAGES.notFound)).toBeInTheDocument();
  });

  it('tells a waiting student they are on the waiting list', async () => {
    route('GET /lms/server-access', () =>
      jsonResponse({
        results: [{ ...grant, status: 'waiting', host: null, client: null, username: null, expires_at: null }],
        health: { status: 'unknown', checked_at: null },
      }),
    );
    renderPortal('/lms/server-access');
    expect(await screen.findByText(PRACTICE_SERVER_TEXTS.waiting)).toBeInTheDocument();
    expect(screen.getByText(serverStatusLine('unknown', null))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PRACTICE_SERVER_TEXTS.reveal })).not.toBeInTheDocument();
  });
});
