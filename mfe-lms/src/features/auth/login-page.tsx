// §2 Login page: heading by the `action` query, tabs Sign In and Sign Up (Sign Up is the
// default for action=signup, Sign In otherwise). Radix Tabs: arrow keys, roles, focus.
import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { loginHeading } from './login-heading';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

const Card = styled.main`
  max-width: 28rem;
  margin: 3rem auto;
  padding: 2rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  h1 { font-size: 1.5rem; }
  form { display: grid; gap: 0.5rem; margin-top: 1rem; }
  input { padding: 0.6rem; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.sm}; font: inherit; }
  [role='alert'] { color: ${theme.color.danger}; margin: 0; }
`;
const List = styled(Tabs.List)`
  display: grid; grid-template-columns: 1fr 1fr; border-bottom: 1px solid ${theme.color.border};
`;
const Tab = styled(Tabs.Trigger)`
  padding: 0.6rem; border: 0; background: none; font: inherit; font-weight: 600; cursor: pointer; color: ${theme.color.muted};
  &[data-state='active'] { color: ${theme.color.brand}; box-shadow: inset 0 -3px 0 ${theme.color.brand}; }
`;

export function LoginPage() {
  const [params] = useSearchParams();
  const action = params.get('action');
  return (
    <Card id="main">
      <h1>{loginHeading(action)}</h1>
      <Tabs.Root defaultValue={action === 'signup' ? 'signup' : 'signin'} key={action ?? ''}>
        <List aria-label="Account">
          <Tab value="signin">Sign In</Tab>
          <Tab value="signup">Sign Up</Tab>
        </List>
        <Tabs.Content value="signin">
          <SignInForm />
        </Tabs.Content>
        <Tabs.Content value="signup">
          <SignUpForm />
        </Tabs.Content>
      </Tabs.Root>
    </Card>
  );
}
