// Forgot password: the e-mail → a 6-digit code by mail → a new password (§5's
// 8-character rule; the API also refuses common passwords) → signed in. The API answers the
// same 202 for every address, so the status line cannot tell whether an account exists.
// Loaded lazily: most visitors of the login page never open it (the /lms byte budget).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, toast } from 'mfe-shared';
import { ACCOUNT_MESSAGES, forgotPasswordRequestSchema, resetPasswordRequestSchema } from '@sap-academy/contracts/account';
import { RESET_BUTTON, SEND_CODE } from '../../config/texts';
import { TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { showFormError } from '../../lib/form-errors';
import { startSession } from '../../lib/start-session';
import { forgotPassword } from './api/forgot-password';
import { resetPassword } from './api/reset-password';

const codeStepSchema = resetPasswordRequestSchema.pick({ otp: true, password: true });

type EmailInput = z.input<typeof forgotPasswordRequestSchema>;
type EmailValues = z.output<typeof forgotPasswordRequestSchema>;
type CodeInput = z.input<typeof codeStepSchema>;
type CodeValues = z.output<typeof codeStepSchema>;

function SendCodeForm({ onSent }: { onSent: (email: string, detail: string) => void }) {
  const { register, handleSubmit, formState, setError } = useForm<EmailInput, unknown, EmailValues>({ resolver: zodResolver(forgotPasswordRequestSchema) });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      const { detail } = await forgotPassword({ email });
      onSent(email, detail);
    } catch (error) {
      showFormError(error, setError, ['email']);
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Send a reset code">
      <TextField id="forgot-email" label="Email" type="email" autoComplete="username" error={errors.email?.message} {...register('email')} />
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" disabled={isSubmitting}>
        {SEND_CODE}
      </Button>
    </form>
  );
}

function ResetForm({ email }: { email: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { register, handleSubmit, formState, setError } = useForm<CodeInput, unknown, CodeValues>({ resolver: zodResolver(codeStepSchema) });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async ({ otp, password }) => {
    try {
      const { access_token } = await resetPassword({ email, otp, password });
      await startSession(access_token);
      toast.success(ACCOUNT_MESSAGES.passwordReset);
      // The portal shows at the same path, without the forgot view's query.
      await navigate(location.pathname, { replace: true });
    } catch (error) {
      showFormError(error, setError, ['otp', 'password'], 'otp');
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Choose a new password">
      <TextField id="forgot-code" label="Code" inputMode="numeric" autoComplete="one-time-code" error={errors.otp?.message} {...register('otp')} />
      <TextField
        id="forgot-new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" disabled={isSubmitting}>
        {RESET_BUTTON}
      </Button>
    </form>
  );
}

export default function ForgotPasswordView() {
  const [sent, setSent] = useState<{ email: string; detail: string } | null>(null);
  return (
    <>
      <SendCodeForm onSent={(email, detail) => setSent({ email, detail })} />
      {sent && (
        <>
          <p role="status">{sent.detail}</p>
          {/* Keyed by the address: a code asked for another address starts a fresh form. */}
          <ResetForm key={sent.email} email={sent.email} />
        </>
      )}
    </>
  );
}
