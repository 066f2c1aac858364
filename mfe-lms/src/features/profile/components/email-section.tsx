// Profile › E-mail: the new address gets a code; nothing changes until the code is confirmed
// (issue 16). A taken address (409) or the same one (400) shows under "New e-mail".
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { apiFetch, Button, loadSession, toast } from 'mfe-shared';
import { messageResponseSchema } from 'mfe-shared/contracts';
import { ACCOUNT_MESSAGES, ACCOUNT_PATHS, changeEmailRequestSchema, confirmEmailRequestSchema, profileResponseSchema } from 'mfe-shared/contracts/account';
import { CONFIRM_EMAIL, SEND_CODE } from '../../../config/texts';
import { FormField } from '../../../components/form-field';
import { showFormError } from '../../../lib/form-errors';
import { Section } from './section';

type EmailInput = z.input<typeof changeEmailRequestSchema>;
type EmailValues = z.output<typeof changeEmailRequestSchema>;
type CodeInput = z.input<typeof confirmEmailRequestSchema>;
type CodeValues = z.output<typeof confirmEmailRequestSchema>;

function NewEmailForm({ onSent }: { onSent: (detail: string) => void }) {
  const { register, handleSubmit, formState, setError } = useForm<EmailInput, unknown, EmailValues>({ resolver: zodResolver(changeEmailRequestSchema) });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { detail } = await apiFetch(ACCOUNT_PATHS.changeEmail, { method: 'POST', body: values, schema: messageResponseSchema });
      onSent(detail);
    } catch (error) {
      // Every refusal of this call is about the address asked for.
      showFormError(error, setError, ['email'], 'email');
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Change your e-mail">
      <FormField id="profile-new-email" label="New e-mail" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      {errors.root?.server && <p role="alert">{errors.root.server.message}</p>}
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
      await apiFetch(ACCOUNT_PATHS.confirmEmail, { method: 'POST', body: values, schema: profileResponseSchema });
      toast.success(ACCOUNT_MESSAGES.emailChanged);
      onConfirmed();
      await loadSession();
    } catch (error) {
      showFormError(error, setError, ['otp']);
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Confirm your new e-mail">
      <FormField id="profile-email-code" label="Code" inputMode="numeric" autoComplete="one-time-code" error={errors.otp?.message} {...register('otp')} />
      {errors.root?.server && <p role="alert">{errors.root.server.message}</p>}
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
