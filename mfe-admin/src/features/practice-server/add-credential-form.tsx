// Adding a login to the practice-server pool (decision 150). The password goes in here and never
// comes back out of the back office: the pool lists logins only.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button, toast } from 'mfe-shared';
import { credentialInputSchema, type CredentialInput } from 'mfe-shared/contracts/admin';
import { TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { handleSaveError } from '../../lib/api';
import { addCredential } from './api/add-credential';
import { ADDED_TOAST, CREDENTIAL_LABELS } from './practice-server-texts';

export function AddCredentialForm({ onAdded }: { onAdded: () => Promise<unknown> }) {
  const [refused, setRefused] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<CredentialInput>({
    resolver: zodResolver(credentialInputSchema),
    defaultValues: { host: '', client: '', username: '', password: '' },
  });
  const submit = handleSubmit(async (values) => {
    setRefused(null);
    try {
      await addCredential(values);
      toast.success(ADDED_TOAST);
      reset();
      await onAdded();
    } catch (error) {
      handleSaveError(error, setError, setRefused);
    }
  });
  return (
    <form aria-label={CREDENTIAL_LABELS.add} noValidate onSubmit={(event) => void submit(event)}>
      <FormError message={refused} />
      <TextField id="credential-host" label={CREDENTIAL_LABELS.host} required error={formState.errors.host?.message} {...register('host')} />
      <TextField id="credential-client" label={CREDENTIAL_LABELS.client} required error={formState.errors.client?.message} {...register('client')} />
      <TextField id="credential-username" label={CREDENTIAL_LABELS.username} required error={formState.errors.username?.message} {...register('username')} />
      <TextField
        id="credential-password"
        label={CREDENTIAL_LABELS.password}
        type="password"
        autoComplete="new-password"
        required
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" $variant="primary" disabled={formState.isSubmitting}>
        {CREDENTIAL_LABELS.add}
      </Button>
    </form>
  );
}
