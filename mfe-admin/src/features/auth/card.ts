import styled from 'styled-components';
import { theme } from 'mfe-shared';

export const Card = styled.div`
  max-width: 28rem;
  margin: 3rem auto;
  padding: 2rem;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  h1 { font-size: 1.5rem; margin-top: 0; }
  form { display: grid; gap: 0.75rem; margin-top: 1rem; }
`;
