// §2/§5 Sign In: username must be an e-mail, password at least 8 characters, both trimmed.
// §4: on success the token goes to local storage under 'token' and the page reloads.
// §8: failures go through the shared handler.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button, signIn } from 'mfe-shared';
import { loginRequestSchema } from '@sap-academy/contracts/auth';
import { handleApiError } from '../../lib/handle-api-error';
import { TextField } from 'mfe-shared/ui/field';

// The API's own login schema (@sap-academy/contracts/auth): the same rules and the same §5 words.
type SignInInput = z.input<typeof loginRequestSchema>;
type SignInValues = z.output<typeof loginRequestSchema>;

export function SignInForm({ onSignedIn = () => window.location.reload() }: { onSignedIn?: () => void }) {
  const { register, handleSubmit, formState } = useForm<SignInInput, unknown, SignInValues>({ resolver: zodResolver(loginRequestSchema) });
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
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Sign in">
      <TextField id="sign-in-email" label="Email" type="email" autoComplete="username" error={errors.username?.message} {...register('username')} />
      <TextField
        id="sign-in-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" disabled={isSubmitting}>
        Sign In
      </Button>
    </form>
  );
}
