// The staff sign-in and "Staff only" screens: one narrow card in the middle of the page.
import styled from 'styled-components';
import { Card } from 'mfe-shared/ui/card';

export const AuthCard = styled(Card)`
  max-width: 28rem;
  margin: 3rem auto;
  padding: 2rem;
  h1 { font-size: 1.5rem; margin-top: 0; }
  form { display: grid; gap: 0.75rem; margin-top: 1rem; }
`;
