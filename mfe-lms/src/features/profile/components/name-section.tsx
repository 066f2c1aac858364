// Profile › Name: PATCH the name, then load the session again so the greeting and the header
// show the new one.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button, loadSession, toast } from 'mfe-shared';
import { ACCOUNT_MESSAGES, updateProfileRequestSchema } from '@sap-academy/contracts/account';
import { SAVE_NAME } from '../../../config/texts';
import { TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { showFormError } from '../../../lib/form-errors';
import { Section } from './section';
import { updateProfile } from '../api/update-profile';

type NameInput = z.input<typeof updateProfileRequestSchema>;
type NameValues = z.output<typeof updateProfileRequestSchema>;

export function NameSection({ name }: { name: string }) {
  const { register, handleSubmit, formState, setError } = useForm<NameInput, unknown, NameValues>({
    resolver: zodResolver(updateProfileRequestSchema),
    defaultValues: { name },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateProfile(values);
      toast.success(ACCOUNT_MESSAGES.nameSaved);
      await loadSession();
    } catch (error) {
      showFormError(error, setError, ['name']);
    }
  });
  return (
    <Section id="profile-name" title="Name">
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Change your name">
        <TextField id="profile-name-input" label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <FormError message={errors.root?.server?.message} />
        <Button type="submit" disabled={isSubmitting}>
          {SAVE_NAME}
        </Button>
      </form>
    </Section>
  );
}
