// §2 Login page: heading by the `action` query, tabs Sign In and Sign Up (Sign Up is the
// default for action=signup, Sign In otherwise). Radix Tabs: arrow keys, roles, focus.
// "Forgot password?" under Sign In opens the reset view, also reachable as
// ?action=forgot so mails can link to it; "Back to sign in" returns to the §2 page.
// ?action=undo-email&token=… is the undo link of an e-mail change notice.
import { lazy, Suspense } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, LOADING_TEXT, theme } from 'mfe-shared';
import { Card } from 'mfe-shared/ui/card';
import { BACK_TO_SIGN_IN, FORGOT_ACTION, FORGOT_LINK, RESET_HEADING, TITLE_PARTS, UNDO_EMAIL_ACTION, UNDO_EMAIL_HEADING } from '../../config/texts';
import { PageHead } from '../../components/page-head';
import { loginHeading } from './login-heading';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

// Its own chunk: the /lms entry stays within its byte budget.
const ForgotPasswordView = lazy(() => import('./forgot-password-view'));
const UndoEmailView = lazy(() => import('./undo-email-view'));

// The page's main landmark is a Card in block flow, as wide and roomy as the staff sign-in's. On a
// phone the card keeps 1rem from each screen edge (and a tighter padding).
const Frame = styled(Card).attrs({ as: 'main' })`
  display: block;
  box-sizing: border-box;
  width: min(28rem, calc(100% - 2rem));
  margin: 3rem auto;
  padding: 2rem;
  ${theme.media.mobile} { margin-top: 1.5rem; padding: 1.25rem; }
  h1 { font-size: 1.5rem; }
  form { display: grid; gap: 0.5rem; margin-top: 1rem; }
  [role='alert'] { color: ${theme.color.danger}; margin: 0; }
`;
const List = styled(Tabs.List)`
  display: grid; grid-template-columns: 1fr 1fr; border-bottom: 1px solid ${theme.color.border};
`;
const Tab = styled(Tabs.Trigger)`
  padding: 0.6rem; border: 0; background: none; font: inherit; font-weight: 600; cursor: pointer; color: ${theme.color.muted};
  &[data-state='active'] { color: ${theme.color.brand}; box-shadow: inset 0 -3px 0 ${theme.color.brand}; }
`;
const ForgotLink = styled(Link)`
  display: inline-block; margin-top: 0.75rem; color: ${theme.color.brand}; font-weight: 600;
`;
const Back = styled(Button)`margin-top: 1rem; padding-left: 0;`;

export function LoginPage() {
  const [params, setParams] = useSearchParams();
  const action = params.get('action');

  if (action === UNDO_EMAIL_ACTION) {
    return (
      <Frame id="main">
        <PageHead parts={[TITLE_PARTS.undoEmail]} />
        <h1>{UNDO_EMAIL_HEADING}</h1>
        <Suspense fallback={<p role="status">{LOADING_TEXT}</p>}>
          <UndoEmailView />
        </Suspense>
        <Back type="button" $variant="ghost" onClick={() => setParams({ action: 'login' })}>
          {BACK_TO_SIGN_IN}
        </Back>
      </Frame>
    );
  }

  if (action === FORGOT_ACTION) {
    return (
      <Frame id="main">
        <PageHead parts={[TITLE_PARTS.resetPassword]} />
        <h1>{RESET_HEADING}</h1>
        <Suspense fallback={<p role="status">{LOADING_TEXT}</p>}>
          <ForgotPasswordView />
        </Suspense>
        <Back type="button" $variant="ghost" onClick={() => setParams({ action: 'login' })}>
          {BACK_TO_SIGN_IN}
        </Back>
      </Frame>
    );
  }

  return (
    <Frame id="main">
      <PageHead parts={[action === 'signup' ? TITLE_PARTS.signUp : TITLE_PARTS.signIn]} />
      <h1>{loginHeading(action)}</h1>
      <Tabs.Root defaultValue={action === 'signup' ? 'signup' : 'signin'} key={action ?? ''}>
        <List aria-label="Account">
          <Tab value="signin">Sign In</Tab>
          <Tab value="signup">Sign Up</Tab>
        </List>
        <Tabs.Content value="signin">
          <SignInForm />
          <ForgotLink to={{ search: `?action=${FORGOT_ACTION}` }}>{FORGOT_LINK}</ForgotLink>
        </Tabs.Content>
        <Tabs.Content value="signup">
          <SignUpForm />
        </Tabs.Content>
      </Tabs.Root>
    </Frame>
  );
}
