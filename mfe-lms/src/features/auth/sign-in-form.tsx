// §2/§5 Sign In: username must be an e-mail, password at least 8 characters, both trimmed.
// §4: on success the token goes to local storage under 'token' and the page reloads.
// §8: failures go through the shared handler.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { apiFetch, Button, storeToken } from 'mfe-shared';
import { accessTokenResponseSchema } from 'mfe-shared/contracts';
import { PASSWORD_MIN_LENGTH, VALIDATION } from '../../config/texts';
import { handleApiError } from '../../lib/handle-api-error';

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
      const { access_token } = await apiFetch('/lms/login', {
        method: 'POST',
        body: values,
        schema: accessTokenResponseSchema,
      });
      storeToken(access_token);
      onSignedIn();
    } catch (error) {
      handleApiError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <label htmlFor="sign-in-email">Email</label>
      <input id="sign-in-email" type="email" autoComplete="username" {...register('username')} aria-invalid={Boolean(errors.username)} />
      {errors.username && <p role="alert">{errors.username.message}</p>}
      <label htmlFor="sign-in-password">Password</label>
      <input id="sign-in-password" type="password" autoComplete="current-password" {...register('password')} aria-invalid={Boolean(errors.password)} />
      {errors.password && <p role="alert">{errors.password.message}</p>}
      <Button type="submit" disabled={isSubmitting}>
        Sign In
      </Button>
    </form>
  );
}
