// HR of more than one company chooses which one to see: a list of links, so the choice lives in
// the address (/lms/company/:companyId), survives a reload and can be shared or bookmarked.
import { Link } from 'react-router-dom';
import type { MyCompaniesResponse } from '@sap-academy/contracts/companies';
import { CHOOSE_COMPANY, companyPath } from '../company-texts';

export function CompanyChooser({ companies, chosenId }: { companies: MyCompaniesResponse['results']; chosenId: number | undefined }) {
  return (
    <nav aria-label={CHOOSE_COMPANY}>
      <ul>
        {companies.map((company) => (
          <li key={company.id}>
            <Link to={companyPath(company.id)} aria-current={company.id === chosenId ? 'page' : undefined}>
              {company.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
