// /admin/companies/:companyId (decision 149): the record, its HR contacts (added by e-mail, removed
// after a confirmation), its seat pools (seat-pools.tsx) and its orders of seats (decision 154).
// `new` creates the record first.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, errorMessage, toast } from 'mfe-shared';
import type { AdminCompanyDetail } from 'mfe-shared/contracts/admin';
import { Card } from 'mfe-shared/ui/card';
import { ConfirmDialog } from 'mfe-shared/ui/confirm-dialog';
import { TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { QueryState } from 'mfe-shared/ui/query-state';
import { Screen } from '../../components/page';
import { screens } from '../../config/paths';
import { addCompanyAdmin } from './api/add-company-admin';
import { useCompany } from './api/get-company';
import { removeCompanyAdmin } from './api/remove-company-admin';
import { saveCompany } from './api/save-company';
import { COMPANIES_TITLE } from './companies-page';
import { CompanyForm } from './company-form';
import { CompanyOrders } from './company-orders';
import { COMPANY_TEXTS } from './company-texts';
import { SeatPools } from './seat-pools';

function Admins({ company, refresh }: { company: AdminCompanyDetail; refresh: () => Promise<unknown> }) {
  const [email, setEmail] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const add = async (event: FormEvent) => {
    event.preventDefault();
    setRefused(null);
    try {
      await addCompanyAdmin(company.id, { email: email.trim() });
      toast.success(COMPANY_TEXTS.adminAdded);
      setEmail('');
      await refresh();
    } catch (error) {
      setRefused(errorMessage(error));
    }
  };
  return (
    <Card as="section" aria-labelledby="company-admins">
      <h2 id="company-admins">{COMPANY_TEXTS.admins}</h2>
      {company.admins.length === 0 ? (
        <p>{COMPANY_TEXTS.noAdmins}</p>
      ) : (
        <ul>
          {company.admins.map((a) => (
            <li key={a.user_id}>
              {a.name} ({a.email}){' '}
              <ConfirmDialog
                trigger={
                  <Button type="button" $variant="secondary" aria-label={`Remove ${a.name}`}>
                    Remove
                  </Button>
                }
                title={`Remove ${a.name} as HR contact?`}
                description="They keep their account and their own courses; they no longer see this company's learners."
                confirmLabel="Remove HR contact"
                onConfirm={async () => {
                  await removeCompanyAdmin(company.id, a.user_id);
                  await refresh();
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <form aria-label={COMPANY_TEXTS.addAdmin} noValidate onSubmit={(event) => void add(event)}>
        <FormError message={refused} />
        <TextField id="company-admin-email" label={COMPANY_TEXTS.adminEmail} type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <Button type="submit">{COMPANY_TEXTS.addAdmin}</Button>
      </form>
    </Card>
  );
}

export function CompanyPage() {
  const { companyId } = useParams();
  const id = companyId === 'new' ? null : Number(companyId);
  const navigate = useNavigate();
  const detail = useCompany(id);
  const back = <Link to={screens.companies}>All companies</Link>;
  if (id === null) {
    return (
      <Screen title="New company" actions={back}>
        <CompanyForm
          company={null}
          onSave={async (values) => {
            const created = await saveCompany(null, values, 0);
            toast.success(COMPANY_TEXTS.saved);
            void navigate(screens.company(created.id));
          }}
        />
      </Screen>
    );
  }
  return (
    <QueryState data={detail.data} error={detail.error} onRetry={() => void detail.mutate()}>
      {(company) => (
        <Screen title={company.name} actions={back}>
          <CompanyForm
            key={company.version}
            company={company}
            onSave={async (values) => {
              await saveCompany(company.id, values, company.version);
              toast.success(COMPANY_TEXTS.saved);
              await detail.mutate();
            }}
          />
          <Admins company={company} refresh={() => detail.mutate()} />
          <SeatPools company={company} refresh={() => detail.mutate()} />
          <CompanyOrders companyId={company.id} onChanged={() => detail.mutate()} />
        </Screen>
      )}
    </QueryState>
  );
}

export { COMPANIES_TITLE };
