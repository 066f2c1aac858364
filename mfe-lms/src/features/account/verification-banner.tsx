// Issue 16 "E-mail verification": a signed-in student whose address is not verified sees this
// above every portal page. The code goes through §7's /request-otp and /verify-otp; verify-otp
// invalidates User (§7), so the session is loaded again and the banner goes once the address
// shows as verified. Loaded lazily: verified students and visitors never download it.
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import styled from 'styled-components';
import { apiFetch, Button, errorMessage, loadSession, theme, toast } from 'mfe-shared';
import { verifyOtpRequestSchema } from 'mfe-shared/contracts';
import { ACCOUNT_MESSAGES } from 'mfe-shared/contracts/account';
import { apiPaths } from '../../config/paths';
import { DISMISS_BUTTON, SEND_VERIFICATION_CODE, VERIFICATION_CODE_SENT, VERIFY_BANNER_LABEL, VERIFY_BUTTON } from '../../config/texts';
import { FormField } from '../../components/form-field';
import { showFormError } from '../../lib/form-errors';
import { dismissVerificationBanner, useBannerState } from './verification-state';

const codeSchema = verifyOtpRequestSchema.pick({ otp: true });
type CodeInput = z.input<typeof codeSchema>;
type CodeValues = z.output<typeof codeSchema>;

const Banner = styled.section`
  max-width: ${theme.maxWidth};
  margin: 1rem auto 0;
  padding: 1rem;
  display: grid;
  gap: 0.75rem;
  border: 1px solid ${theme.color.accent};
  border-radius: ${theme.radius.md};
  background: #fffbeb;
  p { margin: 0; }
  form { display: flex; flex-wrap: wrap; align-items: end; gap: 0.5rem; }
  label { width: 100%; font-weight: 600; }
  input { padding: 0.5rem; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.sm}; font: inherit; width: 9rem; }
  [role='alert'] { color: ${theme.color.danger}; width: 100%; }
`;
const Actions = styled.div`display: flex; flex-wrap: wrap; gap: 0.5rem;`;

export default function VerificationBanner({ email }: { email: string }) {
  const focusRequest = useBannerState((state) => state.focusRequest);
  const firstAction = useRef<HTMLButtonElement>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<CodeInput, unknown, CodeValues>({ resolver: zodResolver(codeSchema) });
  const { errors, isSubmitting } = formState;

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
      await apiFetch(apiPaths.requestOtp, { method: 'POST', body: { email } });
      setSent(true);
    } catch (error) {
      setSendError(errorMessage(error)); // a 429 says when to try again
    } finally {
      setSending(false);
    }
  }

  const verify = handleSubmit(async ({ otp }) => {
    try {
      // The answer's token is another session; this device keeps its own.
      await apiFetch(apiPaths.verifyOtp, { method: 'POST', body: { email, otp } });
      toast.success(ACCOUNT_MESSAGES.verified);
      await loadSession(); // §7: verify-otp invalidates User; the banner goes once verified
    } catch (error) {
      showFormError(error, setError, ['otp']);
    }
  });

  return (
    <Banner aria-label={VERIFY_BANNER_LABEL}>
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
      {sendError && <p role="alert">{sendError}</p>}
      {sent && (
        <>
          <p role="status">{VERIFICATION_CODE_SENT}</p>
          <form onSubmit={(event) => void verify(event)} noValidate aria-label="Verify your address">
            <FormField id="verify-code" label="Code" inputMode="numeric" autoComplete="one-time-code" error={errors.otp?.message} {...register('otp')} />
            <Button type="submit" disabled={isSubmitting}>
              {VERIFY_BUTTON}
            </Button>
            {errors.root?.server && <p role="alert">{errors.root.server.message}</p>}
          </form>
        </>
      )}
    </Banner>
  );
}
