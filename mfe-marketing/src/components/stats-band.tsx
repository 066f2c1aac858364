// SPEC §1/§9 statistics band: 67 percent, 96 hrs, 82 percent, 46 days.
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { STATISTICS } from '../config/spec-constants';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: 1rem;
  margin: 0;
  div { padding: 1.25rem; border-radius: ${theme.radius.md}; background: ${theme.color.brandDark}; color: #fff; }
  dt { font-size: 2.25rem; font-weight: 800; line-height: 1.1; }
  dd { margin: 0.25rem 0 0; }
`;

export function StatsBand() {
  return (
    <List aria-label="Statistics">
      {STATISTICS.map((stat) => (
        <div key={stat.value}>
          <dt>{stat.value}</dt>
          <dd>{stat.label}</dd>
        </div>
      ))}
    </List>
  );
}
