// The undo link of the "your e-mail address was changed" notice. The owner has no
// session (the change signed every other device out), so this lives on the login page. One click
// gives the address back; then the owner sets a new password through "Forgot password?".
// Loaded lazily: only someone following that link needs it (the /lms byte budget).
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, errorMessage } from 'mfe-shared';
import { FormError } from 'mfe-shared/ui/form-error';
import { ACCOUNT_MESSAGES, undoEmailChangeRequestSchema } from '@sap-academy/contracts/account';
import { undoEmailChange } from './api/undo-email-change';
import { FORGOT_ACTION, FORGOT_LINK, UNDO_EMAIL_BUTTON, UNDO_EMAIL_INTRO } from '../../config/texts';

type Outcome = { ok: boolean; text: string };

export default function UndoEmailView() {
  const [params] = useSearchParams();
  const parsed = undoEmailChangeRequestSchema.safeParse({ token: params.get('token') ?? '' });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(parsed.success ? null : { ok: false, text: ACCOUNT_MESSAGES.undoLinkInvalid });

  const undo = async () => {
    if (!parsed.success) return;
    setBusy(true);
    try {
      const { detail } = await undoEmailChange(parsed.data);
      setOutcome({ ok: true, text: detail });
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };

  if (outcome?.ok)
    return (
      <>
        <p role="status">{outcome.text}</p>
        <Link to={{ search: `?action=${FORGOT_ACTION}` }}>{FORGOT_LINK}</Link>
      </>
    );
  return (
    <>
      <p>{UNDO_EMAIL_INTRO}</p>
      <FormError message={outcome?.text} />
      {parsed.success && (
        <Button type="button" disabled={busy} onClick={() => void undo()}>
          {UNDO_EMAIL_BUTTON}
        </Button>
      )}
    </>
  );
}
