// The assignment's boxes. Long instructions, answers, comments and file names wrap anywhere, so
// nothing widens the page at 360 px; line breaks the trainer or the student typed are kept.
import styled from 'styled-components';
import { theme } from 'mfe-shared';

export const Panel = styled.section`
  display: grid;
  gap: 1.25rem;
  min-width: 0;
  overflow-wrap: anywhere;
  h2, h3, h4 { margin: 0; }
  h3:focus { outline: none; }
  h3:focus-visible { outline: 2px solid ${theme.color.brand}; outline-offset: 2px; }
  section { display: grid; gap: 0.5rem; min-width: 0; }
  p { margin: 0; }
`;

/** Text as typed: the instructions, an answer, a comment. */
export const Typed = styled.p`
  white-space: pre-line;
  color: ${theme.color.text} !important;
`;

export const Comment = styled.blockquote`
  margin: 0;
  padding: 0.5rem 0.75rem;
  border-left: 3px solid ${theme.color.border};
  white-space: pre-line;
`;

export const Flag = styled.strong<{ $tone: 'good' | 'bad' | 'plain' }>`
  color: ${({ $tone }) => ($tone === 'good' ? theme.color.success : $tone === 'bad' ? theme.color.danger : 'inherit')};
`;

export const FileList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.5rem;
`;

// Name and facts wrap under each other and the button drops below them on a narrow screen.

export const Versions = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  > li {
    display: grid;
    gap: 0.5rem;
    padding: 1rem;
    border: 1px solid ${theme.color.border};
    border-radius: ${theme.radius.md};
    min-width: 0;
  }
  small { color: ${theme.color.muted}; }
`;

export const Form = styled.form`
  display: grid;
  gap: 1rem;
  min-width: 0;
  input[type='file'] { max-width: 100%; }
`;
