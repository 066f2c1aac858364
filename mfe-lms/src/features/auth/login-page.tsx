// §2 Login page: heading by `action`, tabs Sign In and Sign Up (Sign Up default for signup).
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { loginHeading } from './login-heading';
import { SignInForm } from './sign-in-form';

const Card = styled.main`
  max-width: 28rem;
  margin: 3rem auto;
  padding: 2rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  form { display: grid; gap: 0.5rem; }
  input { padding: 0.6rem; border: 1px solid ${theme.color.border}; border-radius: ${theme.radius.sm}; font: inherit; }
  [role='alert'] { color: ${theme.color.danger}; margin: 0; }
`;

type Tab = 'signin' | 'signup';

export function LoginPage() {
  const [params] = useSearchParams();
  const action = params.get('action');
  const [tab, setTab] = useState<Tab>(action === 'signup' ? 'signup' : 'signin');
  return (
    <Card id="main">
      <h1>{loginHeading(action)}</h1>
      <div role="tablist" aria-label="Account">
        <button type="button" role="tab" aria-selected={tab === 'signin'} onClick={() => setTab('signin')}>
          Sign In
        </button>
        <button type="button" role="tab" aria-selected={tab === 'signup'} onClick={() => setTab('signup')}>
          Sign Up
        </button>
      </div>
      <div role="tabpanel">{tab === 'signin' ? <SignInForm /> : <p>Registration opens here.</p>}</div>
    </Card>
  );
}
