import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from 'mfe-shared';
import { OTP_LENGTH } from 'mfe-shared/contracts';
import { ACCOUNT_MESSAGES } from 'mfe-shared/contracts/account';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { VERIFY_TO_PAY_ACTION, VERIFY_TO_PAY_HINT } from '../src/config/texts';
import { BANNER_DISMISSED_KEY, resetVerificationBanner } from '../src/features/account/verification-state';
import { details, student } from './fixtures';
import { renderPortal } from './render-portal';

// Live batches (decision 136): a course without batches, a student without upcoming sessions.
beforeEach(() => {
  route('GET /lms/course/3/batches', () => jsonResponse([]));
  route('GET /lms/batches/upcoming', () => jsonResponse([]));
});

const unverified = () => student({ email_verified: false });

function dashboard(session = unverified()) {
  route('GET /lms/courses/list', () => jsonResponse({ results: [] }));
  route('GET /lms/enrolments', () => jsonResponse({ results: [] }));
  return renderPortal('/lms', session);
}

const banner = () => screen.findByRole('region', { name: 'Verify your e-mail' });

describe('e-mail verification banner', () => {
  it('shows above the page for an unverified student, with the address', async () => {
    dashboard();
    const region = await banner();
    expect(within(region).getByText('Verify your e-mail')).toBeInTheDocument();
    expect(region).toHaveTextContent('asha@example.com');
    // Above the page's content, outside its main landmark.
    expect(region.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    ['verified', true],
    ['of unknown state', undefined],
  ])('is not shown when the address is %s', async (_label, verified) => {
    dashboard(student(verified === undefined ? {} : { email_verified: verified }));
    await screen.findByRole('heading', { level: 1 });
    // The lazy chunk would have had its chance by the time the page settled.
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('region', { name: 'Verify your e-mail' })).not.toBeInTheDocument();
  });

  it('sends a code, verifies it, says so and goes once the session shows the address verified', async () => {
    dashboard();
    route('POST /request-otp', () => jsonResponse({ detail: 'Code sent.' }, 202));
    route('POST /verify-otp', () => jsonResponse({ access_token: 'other-session' }));
    route('GET /lms/auth', () => jsonResponse(student({ email_verified: true })));

    const region = await banner();
    await userEvent.click(within(region).getByRole('button', { name: 'Send verification code' }));
    await userEvent.type(await within(region).findByLabelText('Code'), '123456');
    await userEvent.click(within(region).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(ACCOUNT_MESSAGES.verified)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verify your e-mail' })).not.toBeInTheDocument();
    expect(fetchCalls.find((c) => c.url.endsWith('/request-otp'))).toMatchObject({ method: 'POST', body: { email: 'asha@example.com' } });
    expect(fetchCalls.find((c) => c.url.endsWith('/verify-otp'))).toMatchObject({ method: 'POST', body: { email: 'asha@example.com', otp: '123456' } });
    // §7: verify-otp invalidates User, so the session was loaded again; this device keeps its token.
    expect(fetchCalls.some((c) => c.url.endsWith('/lms/auth'))).toBe(true);
    expect(authStore.getState().user?.email_verified).toBe(true);
    expect(authStore.getState().token).toBe('tok');
  });

  it("shows the server's refusal of a wrong code in the banner", async () => {
    dashboard();
    route('POST /request-otp', () => jsonResponse({ detail: 'Code sent.' }, 202));
    route('POST /verify-otp', () => jsonResponse({ detail: 'Invalid or expired code.' }, 400));
    const region = await banner();
    await userEvent.click(within(region).getByRole('button', { name: 'Send verification code' }));
    await userEvent.type(await within(region).findByLabelText('Code'), '000000');
    await userEvent.click(within(region).getByRole('button', { name: 'Verify' }));

    expect(await within(region).findByRole('alert')).toHaveTextContent('Invalid or expired code.');
    expect(screen.getByRole('region', { name: 'Verify your e-mail' })).toBeInTheDocument();
  });

  it('ties the refusal of a wrong code to the code input, and announces it', async () => {
    dashboard();
    route('POST /request-otp', () => jsonResponse({ detail: 'Code sent.' }, 202));
    route('POST /verify-otp', () => jsonResponse({ detail: 'Invalid or expired code.' }, 400));
    const region = await banner();
    await userEvent.click(within(region).getByRole('button', { name: 'Send verification code' }));
    const code = await within(region).findByRole('textbox', { name: 'Code' });
    expect(code).not.toHaveAttribute('aria-invalid');
    await userEvent.type(code, '000000');
    await userEvent.click(within(region).getByRole('button', { name: 'Verify' }));

    expect(await within(region).findByRole('alert')).toHaveTextContent('Invalid or expired code.');
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription('Invalid or expired code.');
  });

  it('ties a code of the wrong shape to the input before asking the API', async () => {
    dashboard();
    route('POST /request-otp', () => jsonResponse({ detail: 'Code sent.' }, 202));
    const region = await banner();
    await userEvent.click(within(region).getByRole('button', { name: 'Send verification code' }));
    const code = await within(region).findByRole('textbox', { name: 'Code' });
    await userEvent.type(code, '12');
    await userEvent.click(within(region).getByRole('button', { name: 'Verify' }));

    expect(await within(region).findByRole('alert')).toHaveTextContent(`Enter the ${OTP_LENGTH}-digit code.`);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(`Enter the ${OTP_LENGTH}-digit code.`);
    expect(fetchCalls.some((c) => c.url.endsWith('/verify-otp'))).toBe(false);
  });

  it('a throttle is about the form, not the code: announced, the input left valid', async () => {
    dashboard();
    route('POST /request-otp', () => jsonResponse({ detail: 'Code sent.' }, 202));
    route('POST /verify-otp', () => jsonResponse({ detail: 'Too many attempts. Try again in 15 minutes.' }, 429));
    const region = await banner();
    await userEvent.click(within(region).getByRole('button', { name: 'Send verification code' }));
    const code = await within(region).findByRole('textbox', { name: 'Code' });
    await userEvent.type(code, '123456');
    await userEvent.click(within(region).getByRole('button', { name: 'Verify' }));

    expect(await within(region).findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 15 minutes.');
    expect(code).not.toHaveAttribute('aria-invalid');
    expect(code).not.toHaveAccessibleDescription();
  });

  it('announces a refused request for a code in the banner', async () => {
    dashboard();
    route('POST /request-otp', () => jsonResponse({ detail: 'Too many codes asked for. Try again in 15 minutes.' }, 429));
    const region = await banner();
    await userEvent.click(within(region).getByRole('button', { name: 'Send verification code' }));

    expect(await within(region).findByRole('alert')).toHaveTextContent('Too many codes asked for. Try again in 15 minutes.');
    expect(within(region).queryByRole('textbox', { name: 'Code' })).not.toBeInTheDocument();
  });

  it('Dismiss hides it for this browser session, also after a reload', async () => {
    const { unmount } = dashboard();
    await userEvent.click(within(await banner()).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Verify your e-mail' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(BANNER_DISMISSED_KEY)).toBe('1');

    unmount();
    resetVerificationBanner(); // what a reload does: the state is read from sessionStorage again
    dashboard();
    await screen.findByRole('heading', { level: 1 });
    await act(async () => await new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('region', { name: 'Verify your e-mail' })).not.toBeInTheDocument();
  });

  it('a paid course tells an unverified student why, and its action brings the banner back with focus', async () => {
    sessionStorage.setItem(BANNER_DISMISSED_KEY, '1');
    resetVerificationBanner();
    route('GET /lms/course/3', () => jsonResponse(details(false)));
    renderPortal('/lms/course/3', unverified());
    const panel = await screen.findByRole('region', { name: 'Enroll' });
    expect(panel).toHaveTextContent(VERIFY_TO_PAY_HINT);
    expect(screen.queryByRole('region', { name: 'Verify your e-mail' })).not.toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: VERIFY_TO_PAY_ACTION }));
    const region = await banner();
    await screen.findByRole('button', { name: 'Send verification code' });
    expect(within(region).getByRole('button', { name: 'Send verification code' })).toHaveFocus();
  });

  it('no hint on a course that costs nothing', async () => {
    route('GET /lms/course/3', () => jsonResponse(details(false, { price: 0 })));
    renderPortal('/lms/course/3', unverified());
    expect(await screen.findByRole('region', { name: 'Enroll' })).not.toHaveTextContent(VERIFY_TO_PAY_HINT);
  });

  it('a 403 on a paid join is toasted with the API words (existing handler)', async () => {
    route('GET /lms/course/3', () => jsonResponse(details(false)));
    route('POST /lms/course/3/join', () => jsonResponse({ detail: ACCOUNT_MESSAGES.verifyBeforePaying }, 403));
    renderPortal('/lms/course/3', student({ email_verified: true }));
    const panel = await screen.findByRole('region', { name: 'Enroll' });
    expect(panel).not.toHaveTextContent(VERIFY_TO_PAY_HINT);
    await userEvent.click(within(panel).getByRole('button', { name: /^Enroll Now for/ }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.verifyBeforePaying)).toBeInTheDocument();
  });
});
