// After a grant expires its login waits for a reset (decision 150): staff change the password on
// the SAP system, then enter the new initial password here, and the login is free again.
import { useState } from 'react';
import { Button, errorMessage, toast } from 'mfe-shared';
import type { AdminCredential } from 'mfe-shared/contracts/admin';
import { TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { confirmCredentialReset } from './api/confirm-credential-reset';
import { CREDENTIAL_LABELS, RESET_TOAST } from './practice-server-texts';

export function ConfirmResetForm({ credential, onDone }: { credential: AdminCredential; onDone: () => Promise<unknown> }) {
  const [password, setPassword] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setRefused(null);
    setBusy(true);
    try {
      await confirmCredentialReset(credential.id, password);
      toast.success(RESET_TOAST);
      await onDone();
    } catch (error) {
      setRefused(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      aria-label={`${CREDENTIAL_LABELS.confirmReset}: ${credential.username}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormError message={refused} />
      <TextField
        id={`reset-password-${credential.id}`}
        label={`${CREDENTIAL_LABELS.newPassword} for ${credential.username}`}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" $variant="secondary" disabled={busy || password === ''}>
        {CREDENTIAL_LABELS.confirmReset}
      </Button>
    </form>
  );
}
