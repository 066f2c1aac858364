// Profile › Sessions: "Sign out of all devices" revokes every session of the account, this one
// included, so this device is signed out as §4's logout does it (storage, cache, store) and the
// login page shows. The design system's ConfirmDialog asks first: focus moves in, Escape cancels.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, authStore, Button, clearBrowserStorage, clearDataCache, errorMessage, toast } from 'mfe-shared';
import { ACCOUNT_MESSAGES } from '@sap-academy/contracts/account';
import { ConfirmDialog } from 'mfe-shared/ui/confirm-dialog';
import { lmsPaths } from '../../../config/paths';
import { SIGN_OUT_ALL, SIGN_OUT_ALL_DESCRIPTION, SIGN_OUT_ALL_QUESTION, SIGN_OUT_EVERYWHERE } from '../../../config/texts';
import { Section } from './section';
import { logOutEverywhere } from '../api/log-out-everywhere';

function signOutHere(): void {
  clearBrowserStorage();
  clearDataCache();
  authStore.getState().clearSession();
}

export function SessionsSection() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function signOutEverywhere() {
    setBusy(true);
    try {
      await logOutEverywhere();
    } catch (error) {
      // 401: this session is already revoked, so the goal is reached; anything else keeps it.
      if (!(error instanceof ApiError && error.status === 401)) {
        setBusy(false);
        toast.error(errorMessage(error));
        return;
      }
    }
    signOutHere();
    toast(ACCOUNT_MESSAGES.loggedOutEverywhere);
    await navigate(lmsPaths.courses);
  }

  return (
    <Section id="profile-sessions" title="Sessions">
      <p>Signed in on another computer or phone you no longer use? Sign out everywhere at once.</p>
      <ConfirmDialog
        trigger={
          <Button type="button" $variant="destructive" style={{ justifySelf: 'start' }} disabled={busy}>
            {SIGN_OUT_ALL}
          </Button>
        }
        title={SIGN_OUT_ALL_QUESTION}
        description={SIGN_OUT_ALL_DESCRIPTION}
        confirmLabel={SIGN_OUT_EVERYWHERE}
        onConfirm={signOutEverywhere}
      />
    </Section>
  );
}
