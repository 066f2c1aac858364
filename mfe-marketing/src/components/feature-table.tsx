import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { Card } from 'mfe-shared/ui/card';
import type { TableRow } from '../content/types';

// A Card with no padding around the table (its rows' lines run to the border), scrolling
// sideways on a narrow screen.
const Wrap = styled(Card).attrs({ as: 'div' })`
  display: block;
  padding: 0;
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${theme.color.surface};
  color: ${theme.color.text};
  caption { text-align: left; padding: 0.75rem 1rem; font-weight: 600; }
  th, td { padding: 0.75rem 1rem; text-align: left; vertical-align: top; border-top: 1px solid ${theme.color.border}; }
  thead th { background: ${theme.color.surfaceAlt}; }
  tbody th { width: 35%; }
  td a { color: ${theme.color.brand}; font-weight: 600; }
`;

/** A two-column table of §2 features ('How Corporate SAP Training Works', the individual table…). */
export function FeatureTable({ caption, columns, rows }: { caption: string; columns: readonly [string, string]; rows: readonly TableRow[] }) {
  return (
    <Wrap>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row">{row.feature}</th>
              <td>
                {row.detail}
                {row.more && (
                  <>
                    {' '}
                    <Link to={row.more.to}>{row.more.text}</Link>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Wrap>
  );
}
