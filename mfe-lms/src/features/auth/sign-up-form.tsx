// §2/§5 Sign Up: name required, e-mail valid, password at least 8 characters (name and e-mail
// trimmed; the password never is, decision 118). The spec only logs the response; a real portal
// signs the new student straight in (docs/decisions/005-portal-choices.md): register, then log in
// with the same details. A taken address gets the same 201 (its owner is mailed), so
// only the sign-in that follows can fail, with the usual login error.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button, signIn, toast } from 'mfe-shared';
import { registerRequestSchema } from '@sap-academy/contracts/auth';
import { SIGNED_UP_TOAST } from '../../config/texts';
import { handleApiError } from '../../lib/handle-api-error';
import { TextField } from 'mfe-shared/ui/field';
import { registerStudent } from './api/register-student';

// The API's own register schema (@sap-academy/contracts/auth): the same rules and the same §5 words.
type SignUpInput = z.input<typeof registerRequestSchema>;
type SignUpValues = z.output<typeof registerRequestSchema>;

export function SignUpForm({ onSignedIn = () => window.location.reload() }: { onSignedIn?: () => void }) {
  const { register, handleSubmit, formState } = useForm<SignUpInput, unknown, SignUpValues>({ resolver: zodResolver(registerRequestSchema) });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const created = await registerStudent(values);
      console.info('[lms] registered', created.detail);
      toast.success(SIGNED_UP_TOAST);
      await signIn(values.email, values.password);
      onSignedIn();
    } catch (error) {
      handleApiError(error);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Sign up">
      <TextField id="sign-up-name" label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <TextField id="sign-up-email" label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField
        id="sign-up-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" disabled={isSubmitting}>
        Sign Up
      </Button>
    </form>
  );
}
