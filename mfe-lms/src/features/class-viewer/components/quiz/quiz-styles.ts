// The quiz's boxes: each question a fieldset, options one per line. Long prompts, options and
// answers wrap anywhere and images shrink to the column, so nothing widens the page at 360 px.
import styled from 'styled-components';
import { theme } from 'mfe-shared';

export const QuestionBox = styled.fieldset`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 1rem;
  min-width: 0;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
  overflow-wrap: anywhere;
  legend { padding: 0 0.25rem; font-weight: 600; max-width: 100%; }
  legend small { display: block; font-weight: 400; color: ${theme.color.muted}; }
  img { max-width: 100%; height: auto; border-radius: ${theme.radius.sm}; }
`;

export const Option = styled.label`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  min-width: 0;
  cursor: pointer;
  input { flex: none; margin-top: 0.3rem; }
  span { min-width: 0; overflow-wrap: anywhere; }
`;

export const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 0;
  div { display: grid; }
  dt { font-size: 0.85rem; color: ${theme.color.muted}; }
  dd { margin: 0; font-weight: 600; }
`;

export const Verdict = styled.strong<{ $good: boolean }>`
  color: ${({ $good }) => ($good ? theme.color.success : theme.color.danger)};
`;
