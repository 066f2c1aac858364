// /admin/companies (decision 149): every company with its seats granted and in use, each linking
// to its page; admins only (ENTITY_READERS.company). A short list, so no paging yet.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { QueryState } from 'mfe-shared/ui/query-state';
import { Screen } from '../../components/page';
import { screens } from '../../config/paths';
import { useCompanies } from './api/get-companies';

// On a phone the table scrolls sideways inside its own box, never the page (as the data tables do).
const TableBox = styled.div`
  overflow-x: auto;
  max-width: 100%;
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 0.5rem; vertical-align: top; }
`;

export const COMPANIES_TITLE = 'Companies';
export const NEW_COMPANY = 'New company';
export const NO_COMPANIES = 'No company yet.';

export function CompaniesPage() {
  const list = useCompanies();
  return (
    <Screen title={COMPANIES_TITLE} actions={<Link to={screens.company('new')}>{NEW_COMPANY}</Link>}>
      <QueryState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {(data) =>
          data.results.length === 0 ? (
            <p>{NO_COMPANIES}</p>
          ) : (
            <TableBox>
              <table>
                <caption>{COMPANIES_TITLE}</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">GSTIN</th>
                    <th scope="col">HR contact</th>
                    <th scope="col">Seats used</th>
                  </tr>
                </thead>
                <tbody>
                  {data.results.map((c) => (
                    <tr key={c.id}>
                      <td>
                        <Link to={screens.company(c.id)}>{c.name}</Link>
                      </td>
                      <td>{c.gstin || '—'}</td>
                      <td>{c.contact_name || '—'}</td>
                      <td>
                        {c.used} of {c.seats}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableBox>
          )
        }
      </QueryState>
    </Screen>
  );
}
