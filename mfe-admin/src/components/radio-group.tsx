// A radio group (the due rule, a reviewer's decision): the design system's fields are one control each.
import styled from 'styled-components';

export const RadioGroup = styled.fieldset`
  border: 0;
  margin: 1rem 0;
  padding: 0;
  display: grid;
  gap: 0.4rem;
  legend { font-weight: 600; margin-bottom: 0.4rem; padding: 0; }
  label { display: flex; gap: 0.5rem; align-items: center; }
`;
