// Profile › Sessions: "Sign out of all devices" revokes every session of the account, this one
// included, so this device is signed out as §4's logout does it (storage, cache, store) and the
// login page shows. A Radix AlertDialog asks first: focus moves in, Escape cancels.
import { useState } from 'react';
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, authStore, Button, clearBrowserStorage, clearDataCache, errorMessage, theme, toast } from 'mfe-shared';
import { ACCOUNT_MESSAGES } from 'mfe-shared/contracts/account';
import { lmsPaths } from '../../../config/paths';
import { SIGN_OUT_ALL, SIGN_OUT_ALL_DESCRIPTION, SIGN_OUT_ALL_QUESTION, SIGN_OUT_EVERYWHERE } from '../../../config/texts';
import { Section } from './section';
import { logOutEverywhere } from '../api/log-out-everywhere';

const Overlay = styled(AlertDialog.Overlay)`position: fixed; inset: 0; background: rgb(0 0 0 / 45%); z-index: 40;`;
const Content = styled(AlertDialog.Content)`
  position: fixed; z-index: 41; top: 50%; left: 50%; transform: translate(-50%, -50%);
  width: min(28rem, calc(100vw - 2rem)); padding: 1.5rem; border-radius: ${theme.radius.md};
  background: ${theme.color.surface}; display: grid; gap: 1rem;
  h2 { margin: 0; font-size: 1.25rem; }
  p { margin: 0; }
`;
const Actions = styled.div`display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 0.5rem;`;

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
      <AlertDialog.Root>
        <AlertDialog.Trigger asChild>
          <Button type="button" $variant="destructive" style={{ justifySelf: 'start' }} disabled={busy}>
            {SIGN_OUT_ALL}
          </Button>
        </AlertDialog.Trigger>
        <AlertDialog.Portal>
          <Overlay />
          <Content>
            <AlertDialog.Title>{SIGN_OUT_ALL_QUESTION}</AlertDialog.Title>
            <AlertDialog.Description>{SIGN_OUT_ALL_DESCRIPTION}</AlertDialog.Description>
            <Actions>
              <AlertDialog.Cancel asChild>
                <Button type="button" $variant="secondary">
                  Cancel
                </Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action asChild>
                <Button type="button" $variant="destructive" onClick={() => void signOutEverywhere()}>
                  {SIGN_OUT_EVERYWHERE}
                </Button>
              </AlertDialog.Action>
            </Actions>
          </Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </Section>
  );
}
