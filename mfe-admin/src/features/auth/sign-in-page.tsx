// A visitor at /admin: staff sign in here with the portal's account (same rules, same call),
// or go to the portal's login page.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button, errorMessage, loadSession, signIn, toast } from 'mfe-shared';
import { loginRequestSchema } from 'mfe-shared/contracts';
import { TextField } from 'mfe-shared/ui/field';
import { PORTAL_LOGIN } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './card';

type Input = z.input<typeof loginRequestSchema>;
type Values = z.output<typeof loginRequestSchema>;

export function SignInPage() {
  useDocumentTitle('Sign in');
  const { register, handleSubmit, formState } = useForm<Input, unknown, Values>({ resolver: zodResolver(loginRequestSchema) });
  const { errors, isSubmitting } = formState;
  const onSubmit = handleSubmit(async (values) => {
    try {
      // No page reload (the portal reloads): the gate re-renders with the user and role.
      await signIn(values.username, values.password);
      await loadSession();
    } catch (error) {
      // A 401 here is a wrong password, not an ended session: say so (toastError stays quiet on 401s).
      toast.error(errorMessage(error));
    }
  });
  return (
    <AuthCard>
      <h1>Sign in</h1>
      <p>The back office is for staff. Sign in with your staff account.</p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Staff sign in">
        <TextField id="admin-email" label="Email" type="email" autoComplete="username" error={errors.username?.message} {...register('username')} />
        <TextField
          id="admin-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" disabled={isSubmitting}>
          Sign in
        </Button>
      </form>
      <p>
        Or <a href={PORTAL_LOGIN}>sign in on the learning portal</a> and come back.
      </p>
    </AuthCard>
  );
}
