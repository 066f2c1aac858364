// E-mail verification: a signed-in student whose address is not verified sees this
// above every portal page. The code goes through §7's /request-otp and /verify-otp; verify-otp
// invalidates User (§7), so the session is loaded again and the banner goes once the address
// shows as verified. Loaded lazily: verified students and visitors never download it, and its
// code form (react-hook-form) only once a code has been asked for.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, errorMessage, theme } from 'mfe-shared';
import { Card } from 'mfe-shared/ui/card';
import { FormError } from 'mfe-shared/ui/form-error';
import { DISMISS_BUTTON, SEND_VERIFICATION_CODE, VERIFICATION_CODE_SENT, VERIFY_BANNER_LABEL } from '../../config/texts';
import { dismissVerificationBanner, useBannerState } from './verification-state';
import { requestOtp } from './api/request-otp';

const VerificationCodeForm = lazy(() => import('./verification-code-form'));

// The banner lines up with the page's content, which sits 1rem inside the
// page's max width (components/page.tsx), and a long address wraps instead of widening the page.
const Banner = styled(Card)`
  box-sizing: border-box;
  width: min(calc(100% - 2rem), calc(${theme.maxWidth} - 2rem));
  margin: 1rem auto 0;
  p { margin: 0; overflow-wrap: anywhere; }
`;
const Actions = styled.div`display: flex; flex-wrap: wrap; gap: 0.5rem;`;

export default function VerificationBanner({ email }: { email: string }) {
  const focusRequest = useBannerState((state) => state.focusRequest);
  const firstAction = useRef<HTMLButtonElement>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  // Asked for from elsewhere (the enrol panel's hint): bring the person here.
  useEffect(() => {
    if (focusRequest > 0) {
      firstAction.current?.scrollIntoView?.({ block: 'center' });
      firstAction.current?.focus();
    }
  }, [focusRequest]);

  async function sendCode() {
    setSending(true);
    setSendError(null);
    try {
      await requestOtp({ email });
      setSent(true);
    } catch (error) {
      setSendError(errorMessage(error)); // a 429 says when to try again
    } finally {
      setSending(false);
    }
  }

  return (
    <Banner $tone="attention" aria-label={VERIFY_BANNER_LABEL}>
      <p>
        <strong>{VERIFY_BANNER_LABEL}</strong> <span>{email}</span>
      </p>
      <Actions>
        <Button ref={firstAction} type="button" $variant="secondary" onClick={() => void sendCode()} disabled={sending}>
          {SEND_VERIFICATION_CODE}
        </Button>
        <Button type="button" $variant="ghost" onClick={dismissVerificationBanner}>
          {DISMISS_BUTTON}
        </Button>
      </Actions>
      <FormError message={sendError} />
      {sent && (
        <>
          <p role="status">{VERIFICATION_CODE_SENT}</p>
          <Suspense fallback={null}>
            <VerificationCodeForm email={email} />
          </Suspense>
        </>
      )}
    </Banner>
  );
}
