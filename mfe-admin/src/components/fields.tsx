// How the back office lays its fields out: a form's grid and a list's filter bar. The fields
// themselves are the design system's (mfe-shared/ui/field).
import styled from 'styled-components';

export const FormGrid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  margin-bottom: 1rem;
  .wide { grid-column: 1 / -1; }
`;

export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: end;
  margin: 1rem 0;
  & > * { min-width: 10rem; }
`;
