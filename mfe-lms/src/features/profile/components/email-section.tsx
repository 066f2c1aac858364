// Profile › E-mail: the new address gets a code; nothing changes until the code is confirmed.
// The current password is asked (a session alone cannot move the account),
// a taken address answers like a free one (its owner is told by mail), and the confirmation signs
// every other device out and answers a fresh token for this one, which is stored.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { adoptToken, Button, errorMessage, loadSession, toast } from 'mfe-shared';
import { ACCOUNT_MESSAGES, changeEmailRequestSchema, confirmEmailRequestSchema } from '@sap-academy/contracts/account';
import { CONFIRM_EMAIL, SEND_CODE } from '../../../config/texts';
import { TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { showFormError } from '../../../lib/form-errors';
import { Section } from './section';
import { changeEmail } from '../api/change-email';
import { confirmEmail } from '../api/confirm-email';

type EmailInput = z.input<typeof changeEmailRequestSchema>;
type EmailValues = z.output<typeof changeEmailRequestSchema>;
type CodeInput = z.input<typeof confirmEmailRequestSchema>;
type CodeValues = z.output<typeof confirmEmailRequestSchema>;

function NewEmailForm({ onSent }: { onSent: (detail: string) => void }) {
  const { register, handleSubmit, formState, setError } = useForm<EmailInput, unknown, EmailValues>({
    resolver: zodResolver(changeEmailRequestSchema),
    defaultValues: { email: '', current_password: '' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { detail } = await changeEmail(values);
      onSent(detail);
    } catch (error) {
      // A wrong password is about the password; every other refusal about the address asked for.
      const field = errorMessage(error) === ACCOUNT_MESSAGES.wrongCurrentPassword ? 'current_password' : 'email';
      showFormError(error, setError, ['email', 'current_password'], field);
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Change your e-mail">
      <TextField id="profile-new-email" label="New e-mail" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField
        id="profile-email-current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.current_password?.message}
        {...register('current_password')}
      />
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" disabled={isSubmitting}>
        {SEND_CODE}
      </Button>
    </form>
  );
}

function ConfirmForm({ onConfirmed }: { onConfirmed: () => void }) {
  const { register, handleSubmit, formState, setError } = useForm<CodeInput, unknown, CodeValues>({ resolver: zodResolver(confirmEmailRequestSchema) });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { access_token } = await confirmEmail(values);
      adoptToken(access_token);
      toast.success(ACCOUNT_MESSAGES.emailChanged);
      onConfirmed();
      await loadSession();
    } catch (error) {
      showFormError(error, setError, ['otp'], 'otp');
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Confirm your new e-mail">
      <TextField id="profile-email-code" label="Code" inputMode="numeric" autoComplete="one-time-code" error={errors.otp?.message} {...register('otp')} />
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" disabled={isSubmitting}>
        {CONFIRM_EMAIL}
      </Button>
    </form>
  );
}

export function EmailSection({ email }: { email: string }) {
  const [sent, setSent] = useState<string | null>(null);
  // A new round (after a confirmation) starts with empty forms.
  const [round, setRound] = useState(0);
  return (
    <Section id="profile-email" title="E-mail">
      <p>
        Current address: <strong>{email}</strong>
      </p>
      <NewEmailForm key={`email-${round}`} onSent={setSent} />
      {sent && (
        <>
          <p role="status">{sent}</p>
          <ConfirmForm
            key={`code-${round}`}
            onConfirmed={() => {
              setSent(null);
              setRound((n) => n + 1);
            }}
          />
        </>
      )}
    </Section>
  );
}
