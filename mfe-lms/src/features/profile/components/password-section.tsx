// Profile › Password: the current password is required. The API revokes every other session
// and answers a fresh token for this one (the old token is revoked too), which is stored.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { adoptToken, Button, errorMessage, toast } from 'mfe-shared';
import { ACCOUNT_MESSAGES, changePasswordRequestSchema } from '@sap-academy/contracts/account';
import { CHANGE_PASSWORD } from '../../../config/texts';
import { TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { showFormError } from '../../../lib/form-errors';
import { Section } from './section';
import { changePassword } from '../api/change-password';

type PasswordInput = z.input<typeof changePasswordRequestSchema>;
type PasswordValues = z.output<typeof changePasswordRequestSchema>;

export function PasswordSection() {
  const { register, handleSubmit, formState, setError, reset } = useForm<PasswordInput, unknown, PasswordValues>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: { current_password: '', new_password: '' },
  });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { access_token } = await changePassword(values);
      adoptToken(access_token);
      reset();
      toast.success(ACCOUNT_MESSAGES.passwordChanged);
    } catch (error) {
      // The API's 400s name no field; their words say which one is meant.
      const message = errorMessage(error);
      const field =
        message === ACCOUNT_MESSAGES.wrongCurrentPassword ? 'current_password' : message === ACCOUNT_MESSAGES.samePassword ? 'new_password' : undefined;
      showFormError(error, setError, ['current_password', 'new_password'], field);
    }
  });
  return (
    <Section id="profile-password" title="Password">
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Change your password">
        <TextField
          id="profile-current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <TextField
          id="profile-new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          error={errors.new_password?.message}
          {...register('new_password')}
        />
        <FormError message={errors.root?.server?.message} />
        <Button type="submit" disabled={isSubmitting}>
          {CHANGE_PASSWORD}
        </Button>
      </form>
    </Section>
  );
}
