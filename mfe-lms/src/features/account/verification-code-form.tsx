// The verification banner's code form: §7's /verify-otp with the code from the mail. Its own
// chunk, loaded once a code has been asked for, so the banner itself carries no form library.
// The code has its button beside it, so none of the four fields: the design system's box, wiring
// and messages by hand (docs/contributing/design-system.md, decision 017), as the coupon does.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import type { z } from 'zod';
import { Button, loadSession, toast } from 'mfe-shared';
import { verifyOtpRequestSchema } from '@sap-academy/contracts/auth';
import { ACCOUNT_MESSAGES } from '@sap-academy/contracts/account';
import { VERIFY_BUTTON } from '../../config/texts';
import { FieldBox, FieldMessages, fieldWiring } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { showFormError } from '../../lib/form-errors';
import { verifyOtp } from './api/verify-otp';

const codeSchema = verifyOtpRequestSchema.pick({ otp: true });
type CodeInput = z.input<typeof codeSchema>;
type CodeValues = z.output<typeof codeSchema>;

const CODE_ID = 'verify-code';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  input { width: 9rem; }
`;

export default function VerificationCodeForm({ email }: { email: string }) {
  const { register, handleSubmit, formState, setError } = useForm<CodeInput, unknown, CodeValues>({ resolver: zodResolver(codeSchema) });
  const { errors, isSubmitting } = formState;
  const codeError = errors.otp?.message;

  const verify = handleSubmit(async ({ otp }) => {
    try {
      // The answer's token is another session; this device keeps its own.
      await verifyOtp({ email, otp });
      toast.success(ACCOUNT_MESSAGES.verified);
      await loadSession(); // §7: verify-otp invalidates User; the banner goes once verified
    } catch (error) {
      // A refusal of the code (400: wrong or expired) is about the code, so it goes under it;
      // a throttle or a lost connection is about the form.
      showFormError(error, setError, ['otp'], 'otp');
    }
  });

  return (
    <form onSubmit={(event) => void verify(event)} noValidate aria-label="Verify your address">
      <FieldBox>
        <label htmlFor={CODE_ID}>Code</label>
        <Row>
          <input {...fieldWiring(CODE_ID, codeError)} inputMode="numeric" autoComplete="one-time-code" {...register('otp')} />
          <Button type="submit" disabled={isSubmitting}>
            {VERIFY_BUTTON}
          </Button>
        </Row>
        <FieldMessages id={CODE_ID} error={codeError} />
      </FieldBox>
      <FormError message={errors.root?.server?.message} />
    </form>
  );
}
