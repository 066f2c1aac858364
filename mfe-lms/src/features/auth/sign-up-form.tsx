// §2/§5 Sign Up: name required, e-mail valid, password at least 8 characters, all trimmed.
// The spec only logs the response; a real portal signs the new student straight in
// (docs/decisions/005-portal-choices.md): register, then log in with the same details.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { apiFetch, Button, toast } from 'mfe-shared';
import { registerResponseSchema } from 'mfe-shared/contracts';
import { PASSWORD_MIN_LENGTH, SIGNED_UP_TOAST, VALIDATION } from '../../config/texts';
import { handleApiError } from '../../lib/handle-api-error';
import { FormField } from '../../components/form-field';
import { signIn } from './api/sign-in';

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
      await signIn(values.email, values.password);
      onSignedIn();
    } catch (error) {
      handleApiError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign up">
      <FormField id="sign-up-name" label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <FormField id="sign-up-email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <FormField id="sign-up-password" label="Password" type="password" autoComplete="new-password" error={errors.password?.message} {...register('password')} />
      <Button type="submit" disabled={isSubmitting}>
        Sign Up
      </Button>
    </form>
  );
}
