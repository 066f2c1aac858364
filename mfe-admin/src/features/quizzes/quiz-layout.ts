// How the quiz editor lays out its groups: a question is a Card drawn as its fieldset (the legend
// names it), an option a row of its text, its "correct" box and its tools.
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { Card } from 'mfe-shared/ui/card';

export const QuestionBox = styled(Card).attrs({ as: 'fieldset' })`
  display: block;
  margin: 0 0 1rem;
  legend { font-weight: 700; padding: 0 0.5rem; }
  fieldset { border: 1px dashed ${theme.color.border}; border-radius: ${theme.radius.sm}; padding: 0.75rem; margin: 0.75rem 0; }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;
  margin-bottom: 0.5rem;
  & > :first-child { flex: 1 1 16rem; }
`;

export const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  button { min-height: 2rem; padding: 0.25rem 0.6rem; }
`;

export const Preview = styled.img`
  display: block;
  max-width: 16rem;
  max-height: 12rem;
  margin: 0.5rem 0;
  border: 1px solid ${theme.color.border};
`;
