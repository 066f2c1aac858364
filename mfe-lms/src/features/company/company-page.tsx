// The Company area at /lms/company (decision 028): HR sees its company's seats (used/free per
// course), its learners' progress with a CSV download, invites one learner or uploads a CSV into a
// pool, and removes a learner after a confirmation. Who is HR of which companies is the API's
// answer (GET /lms/companies). HR of several companies chooses one from a list of links and the
// choice is the address's (/lms/company/:companyId); without one the first is shown. Loaded lazily,
// as the other portal pages, with its forms (react-hook-form, decision 032).
import { useParams } from 'react-router-dom';
import { Page } from 'mfe-shared/ui/page';
import { QueryState } from 'mfe-shared/ui/query-state';
import { COMPANY_MESSAGES, type MyCompaniesResponse } from '@sap-academy/contracts/companies';
import { PageHead } from '../../components/page-head';
import { portalErrorView } from '../../components/error-view';
import { useMyCompanies } from './api/get-my-companies';
import { CompanyChooser } from './components/company-chooser';
import { CompanyDashboardView } from './components/company-dashboard';
import * as T from './company-texts';

function Companies({ companies, requested }: { companies: MyCompaniesResponse['results']; requested: string | undefined }) {
  if (companies.length === 0) return <p>{T.NOT_HR}</p>;
  // A company in the address that is not in the API's list is not this user's: nothing is asked.
  const chosen = requested === undefined ? companies[0] : companies.find((c) => String(c.id) === requested);
  return (
    <>
      {companies.length > 1 && <CompanyChooser companies={companies} chosenId={chosen?.id} />}
      {chosen ? <CompanyDashboardView companyId={chosen.id} /> : <p role="alert">{COMPANY_MESSAGES.notCompanyAdmin}</p>}
    </>
  );
}

export default function CompanyPage() {
  const { companyId } = useParams();
  const mine = useMyCompanies();
  return (
    <Page id="main">
      <PageHead parts={[T.COMPANY_HEADING]} />
      <h1>{T.COMPANY_HEADING}</h1>
      <QueryState data={mine.data} renderError={portalErrorView} error={mine.error} onRetry={() => void mine.mutate()}>
        {({ results }) => <Companies companies={results} requested={companyId} />}
      </QueryState>
    </Page>
  );
}
