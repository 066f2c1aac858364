// §2/§5 Sign Up: name required, e-mail valid, password at least 8 characters, all trimmed.
// The spec only logs the response; a real portal signs the new student straight in
// (docs/decisions/005-portal-choices.md): register, then log in with the same details.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { apiFetch, Button, storeToken, toast } from 'mfe-shared';
import { accessTokenResponseSchema, registerResponseSchema } from 'mfe-shared/contracts';
import { PASSWORD_MIN_LENGTH, SIGNED_UP_TOAST, VALIDATION } from '../../config/texts';
import { handleApiError } from '../../lib/handle-api-error';

export const signUpSchema = z.object({
  name: z.string().trim().min(1, VALIDATION.name),
  email: z.string().trim().pipe(z.email(VALIDATION.email)),
  password: z.string().trim().min(PASSWORD_MIN_LENGTH, VALIDATION.password),
});
type SignUpValues = z.infer<typeof signUpSchema>;

export function SignUpForm({ onSignedIn = () => window.location.reload() }: { onSignedIn?: () => void }) {
  const { register, handleSubmit, formState } = useForm<SignUpValues>({ resolver: zodResolver(signUpSchema) });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const created = await apiFetch('/lms/register', { method: 'POST', body: values, schema: registerResponseSchema });
      console.info('[lms] registered', created.user.id);
      toast.success(SIGNED_UP_TOAST);
      const { access_token } = await apiFetch('/lms/login', {
        method: 'POST',
        body: { username: values.email, password: values.password },
        schema: accessTokenResponseSchema,
      });
      storeToken(access_token);
      onSignedIn();
    } catch (error) {
      handleApiError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign up">
      <label htmlFor="sign-up-name">Name</label>
      <input id="sign-up-name" autoComplete="name" {...register('name')} aria-invalid={Boolean(errors.name)} />
      {errors.name && <p role="alert">{errors.name.message}</p>}
      <label htmlFor="sign-up-email">Email</label>
      <input id="sign-up-email" type="email" autoComplete="email" {...register('email')} aria-invalid={Boolean(errors.email)} />
      {errors.email && <p role="alert">{errors.email.message}</p>}
      <label htmlFor="sign-up-password">Password</label>
      <input id="sign-up-password" type="password" autoComplete="new-password" {...register('password')} aria-invalid={Boolean(errors.password)} />
      {errors.password && <p role="alert">{errors.password.message}</p>}
      <Button type="submit" disabled={isSubmitting}>
        Sign Up
      </Button>
    </form>
  );
}
