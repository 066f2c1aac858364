// The verification banner's code form: §7's /verify-otp with the code from the mail. Its own
// chunk, loaded once a code has been asked for, so the banner itself carries no form library.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button, loadSession, toast } from 'mfe-shared';
import { verifyOtpRequestSchema } from 'mfe-shared/contracts';
import { ACCOUNT_MESSAGES } from 'mfe-shared/contracts/account';
import { VERIFY_BUTTON } from '../../config/texts';
import { TextField } from 'mfe-shared/ui/field';
import { showFormError } from '../../lib/form-errors';
import { verifyOtp } from './api/verify-otp';

const codeSchema = verifyOtpRequestSchema.pick({ otp: true });
type CodeInput = z.input<typeof codeSchema>;
type CodeValues = z.output<typeof codeSchema>;

export default function VerificationCodeForm({ email }: { email: string }) {
  const { register, handleSubmit, formState, setError } = useForm<CodeInput, unknown, CodeValues>({ resolver: zodResolver(codeSchema) });
  const { errors, isSubmitting } = formState;

  const verify = handleSubmit(async ({ otp }) => {
    try {
      // The answer's token is another session; this device keeps its own.
      await verifyOtp({ email, otp });
      toast.success(ACCOUNT_MESSAGES.verified);
      await loadSession(); // §7: verify-otp invalidates User; the banner goes once verified
    } catch (error) {
      showFormError(error, setError, ['otp']);
    }
  });

  return (
    <form onSubmit={(event) => void verify(event)} noValidate aria-label="Verify your address">
      <TextField id="verify-code" label="Code" inputMode="numeric" autoComplete="one-time-code" error={errors.otp?.message} {...register('otp')} />
      <Button type="submit" disabled={isSubmitting}>
        {VERIFY_BUTTON}
      </Button>
      {errors.root?.server && <p role="alert">{errors.root.server.message}</p>}
    </form>
  );
}
