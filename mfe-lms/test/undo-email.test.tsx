// The undo link of the "your e-mail address was changed" notice opens the login page at
// ?action=undo-email&token=…; one click (never the link alone) gives the account back.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_MESSAGES } from 'mfe-shared/contracts/account';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { FORGOT_LINK, UNDO_EMAIL_BUTTON, UNDO_EMAIL_HEADING } from '../src/config/texts';
import { renderPortalAsVisitor } from './render-portal';

const TOKEN = 'Undo_Token-0123456789abcdefghijklmnopqrstuv';

describe('undo an e-mail change', () => {
  it('sends the token only on the click, then says what happened and offers the password reset', async () => {
    route('POST /lms/profile/email/undo', () => jsonResponse({ detail: ACCOUNT_MESSAGES.emailChangeUndone }));
    renderPortalAsVisitor(`/lms?action=undo-email&token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: UNDO_EMAIL_HEADING })).toBeInTheDocument();
    const button = await screen.findByRole('button', { name: UNDO_EMAIL_BUTTON });
    expect(fetchCalls.filter((call) => call.url.endsWith('/undo'))).toHaveLength(0);
    await userEvent.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.emailChangeUndone);
    expect(fetchCalls.find((call) => call.url.endsWith('/lms/profile/email/undo'))).toMatchObject({ method: 'POST', body: { token: TOKEN } });
    expect(screen.getByRole('link', { name: FORGOT_LINK })).toBeInTheDocument();
  });

  it("shows the API's words for a used or expired link, and a malformed link without asking", async () => {
    route('POST /lms/profile/email/undo', () => jsonResponse({ detail: ACCOUNT_MESSAGES.undoLinkInvalid }, 400));
    renderPortalAsVisitor(`/lms?action=undo-email&token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: UNDO_EMAIL_BUTTON }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.undoLinkInvalid);
  });

  it('a link without a valid token says so and sends nothing', async () => {
    renderPortalAsVisitor('/lms?action=undo-email&token=broken');
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.undoLinkInvalid);
    expect(screen.queryByRole('button', { name: UNDO_EMAIL_BUTTON })).not.toBeInTheDocument();
    expect(fetchCalls).toHaveLength(0);
  });
});
