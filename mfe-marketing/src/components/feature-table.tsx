import styled from 'styled-components';
import { theme } from 'mfe-shared';
import type { TableRow } from '../content/types';

const Wrap = styled.div`
  overflow-x: auto;
  border: 1px solid ${theme.color.border};
  border-radius: ${theme.radius.md};
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
              <td>{row.detail}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Wrap>
  );
}
