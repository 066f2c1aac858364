// §2/§5 Sign In: username must be an e-mail, password at least 8 characters, both trimmed.
// §4: on success the token goes to local storage under 'token' and the page reloads.
// §8: failures go through the shared handler.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from 'mfe-shared';
import { PASSWORD_MIN_LENGTH, VALIDATION } from '../../config/texts';
import { handleApiError } from '../../lib/handle-api-error';
import { FormField } from '../../components/form-field';
import { signIn } from './api/sign-in';

export const signInSchema = z.object({
  username: z.string().trim().pipe(z.email(VALIDATION.email)),
  password: z.string().trim().min(PASSWORD_MIN_LENGTH, VALIDATION.password),
});
type SignInValues = z.infer<typeof signInSchema>;

export function SignInForm({ onSignedIn = () => window.location.reload() }: { onSignedIn?: () => void }) {
  const { register, handleSubmit, formState } = useForm<SignInValues>({ resolver: zodResolver(signInSchema) });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signIn(values.username, values.password);
      onSignedIn();
    } catch (error) {
      handleApiError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <FormField id="sign-in-email" label="Email" type="email" autoComplete="username" error={errors.username?.message} {...register('username')} />
      <FormField id="sign-in-password" label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
      <Button type="submit" disabled={isSubmitting}>
        Sign In
      </Button>
    </form>
  );
}
