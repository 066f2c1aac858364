// SPEC §1/§9 statistics band: 67 percent, 96 hrs, 82 percent, 46 days.
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { STATISTICS } from '../config/spec-constants';
import { balancedColumns } from './grid-plan';

// 1, 2 + 2 or 4 a row by the band's own width, never 3 + 1 (tablets).
const Frame = styled.div`
  container-type: inline-size;
`;

const List = styled.dl`
  display: grid;
  ${balancedColumns(STATISTICS.length, '12rem')}
  gap: 1rem;
  margin: 0;
  div { padding: 1.25rem; border-radius: ${theme.radius.md}; background: ${theme.color.brandDark}; color: #fff; }
  dt { font-size: 2.25rem; font-weight: 800; line-height: 1.1; }
  dd { margin: 0.25rem 0 0; }
`;

export function StatsBand() {
  return (
    <Frame>
      <List aria-label="Statistics">
        {STATISTICS.map((stat) => (
          <div key={stat.value}>
            <dt>{stat.value}</dt>
            <dd>{stat.label}</dd>
          </div>
        ))}
      </List>
    </Frame>
  );
}
