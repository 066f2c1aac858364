// The Company area at /lms/company (decision 028): HR sees its company's seats (used/free per
// course), its learners' progress with a CSV download, invites one learner or uploads a CSV into a
// pool (a 422 lists every rejected row and nothing was applied, as the API is all-or-nothing,
// decision 149), and removes a learner after a confirmation. Who is HR is the API's answer
// (GET /lms/companies); the first company is shown. Its orders of seats are listed with their tax
// invoices (decision 154). Loaded lazily, as the other portal pages.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ApiError, Button, errorMessage, formatPrice, toast } from 'mfe-shared';
import { Page } from 'mfe-shared/ui/page';
import { QueryState } from 'mfe-shared/ui/query-state';
import { SelectField, TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { ConfirmDialog } from 'mfe-shared/ui/confirm-dialog';
import { PageHead } from '../../components/page-head';
import { portalErrorView } from '../../components/error-view';
import { companyCsvRejectedSchema, type CompanyCsvRejected, type CompanyDashboard, type CompanyLearner, type CompanySeatPool } from 'mfe-shared/contracts';
import { useCompanyDashboard } from './api/get-company-dashboard';
import { useMyCompanies } from './api/get-my-companies';
import { inviteCompanyLearner } from './api/invite-company-learner';
import { uploadCompanyLearners } from './api/upload-company-learners';
import { removeCompanyLearner } from './api/remove-company-learner';
import { downloadCompanyLearners } from './api/download-company-learners';
import { downloadCompanyInvoice } from './api/download-company-invoice';
import { useCompanyOrders } from './api/get-company-orders';
import * as T from './company-texts';

// On a phone a wide table scrolls sideways inside its own box, never the page.
const TableScroll = styled.div`
  overflow-x: auto;
  max-width: 100%;
  table { border-collapse: collapse; }
  th, td { text-align: left; padding: 0.4rem 0.6rem; vertical-align: top; }
`;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type RejectedRow = CompanyCsvRejected['rejected'][number];
type FormProps = { companyId: number; pools: CompanySeatPool[]; onDone: () => Promise<unknown> };

function PoolSelect({ id, pools, value, onChange }: { id: string; pools: CompanySeatPool[]; value: number; onChange: (poolId: number) => void }) {
  return (
    <SelectField id={id} label={T.POOL_LABEL} value={value} onChange={(e) => onChange(Number(e.target.value))}>
      {pools.map((pool) => (
        <option key={pool.id} value={pool.id}>
          {pool.course_title} ({pool.free} free)
        </option>
      ))}
    </SelectField>
  );
}

function InviteForm({ companyId, pools, onDone }: FormProps) {
  const [poolId, setPoolId] = useState(pools[0]!.id);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const invalid = !trimmed ? T.EMAIL_REQUIRED : EMAIL_PATTERN.test(trimmed) ? undefined : T.EMAIL_INVALID;
    setEmailError(invalid);
    setFormError(undefined);
    if (invalid) return;
    try {
      await inviteCompanyLearner(companyId, { pool_id: poolId, email: trimmed, ...(name.trim() ? { name: name.trim() } : {}) });
      toast.success(T.invitedToast(trimmed));
      setEmail('');
      setName('');
      await onDone();
    } catch (error) {
      setFormError(errorMessage(error));
    }
  };
  return (
    <section aria-labelledby="company-invite">
      <h2 id="company-invite">{T.INVITE_HEADING}</h2>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <PoolSelect id="invite-pool" pools={pools} value={poolId} onChange={setPoolId} />
        <TextField id="invite-email" label="E-mail" type="email" value={email} error={emailError} onChange={(e) => setEmail(e.target.value)} />
        <TextField id="invite-name" label="Name" value={name} onChange={(e) => setName(e.target.value)} />
        {formError && <FormError message={formError} />}
        <Button type="submit">{T.INVITE_BUTTON}</Button>
      </form>
    </section>
  );
}

function RejectionReport({ detail, rows }: { detail: string; rows: RejectedRow[] }) {
  return (
    <div role="alert">
      <p>{detail}</p>
      <p>{T.NOTHING_APPLIED}</p>
      <TableScroll>
        <table>
          <caption>{T.REJECTED_CAPTION}</caption>
          <thead>
            <tr>
              <th scope="col">Row</th>
              <th scope="col">E-mail</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.row}>
                <td>{r.row}</td>
                <td>{r.email}</td>
                <td>{r.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}

function UploadForm({ companyId, pools, onDone }: FormProps) {
  const [poolId, setPoolId] = useState(pools[0]!.id);
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<{ detail: string; rejected: RejectedRow[] }>();
  const [formError, setFormError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setReport(undefined);
    setFormError(undefined);
    if (!file) return setFormError('Choose a CSV file.');
    try {
      const { added } = await uploadCompanyLearners(companyId, poolId, file);
      toast.success(T.uploadedToast(added));
      await onDone();
    } catch (error) {
      // A 422 names every bad row; the API applied none of the file (decision 149).
      const parsed = error instanceof ApiError && error.status === 422 ? companyCsvRejectedSchema.safeParse(error.data) : null;
      if (parsed?.success) setReport(parsed.data);
      else setFormError(errorMessage(error));
    }
  };
  return (
    <section aria-labelledby="company-upload">
      <h2 id="company-upload">{T.UPLOAD_HEADING}</h2>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <PoolSelect id="upload-pool" pools={pools} value={poolId} onChange={setPoolId} />
        <label htmlFor="company-csv">{T.CSV_FILE_LABEL}</label>
        <input id="company-csv" type="file" accept=".csv,text/csv" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        {formError && <FormError message={formError} />}
        <Button type="submit">{T.UPLOAD_BUTTON}</Button>
      </form>
      {report && <RejectionReport detail={report.detail} rows={report.rejected} />}
    </section>
  );
}

function LearnerRow({ companyId, learner, onRemoved }: { companyId: number; learner: CompanyLearner; onRemoved: () => Promise<unknown> }) {
  return (
    <tr>
      <td>{learner.name}</td>
      <td>{learner.email}</td>
      <td>{learner.course_title}</td>
      <td>{learner.progress_percent} %</td>
      <td>{learner.quiz_best_percent === null ? '—' : `${learner.quiz_best_percent} %`}</td>
      <td>{T.assignmentsText(learner.assignments)}</td>
      <td>{T.attendanceText(learner.attendance)}</td>
      <td>{learner.certificate ? 'Issued' : 'Not yet'}</td>
      <td>
        <ConfirmDialog
          trigger={
            <Button $variant="secondary" aria-label={`${T.REMOVE} ${learner.name}`}>
              {T.REMOVE}
            </Button>
          }
          title={T.removeTitle(learner.name)}
          description={T.REMOVE_DESCRIPTION}
          confirmLabel={T.REMOVE}
          onConfirm={async () => {
            const { seat_freed } = await removeCompanyLearner(companyId, learner.id);
            toast.success(T.removedToast(seat_freed));
            await onRemoved();
          }}
        />
      </td>
    </tr>
  );
}

/** The company's orders of seats (decision 154): status, amount and the tax invoice once paid. */
function Orders({ companyId }: { companyId: number }) {
  const { data, error, mutate } = useCompanyOrders(companyId);
  return (
    <section aria-labelledby="company-orders">
      <h2 id="company-orders">{T.ORDERS_HEADING}</h2>
      <QueryState data={data} renderError={portalErrorView} error={error} onRetry={() => void mutate()}>
        {({ results }) =>
          results.length === 0 ? (
            <p>{T.NO_ORDERS}</p>
          ) : (
            <ul>
              {results.map((order) => (
                <li key={order.id}>
                  {T.orderSeatsText(order.seats, order.course_title)} · {formatPrice(order.amount, { currency: order.currency })} ·{' '}
                  {T.ORDER_STATUS[order.status] ?? order.status}
                  {order.purchase_reference && ` · PO ${order.purchase_reference}`}{' '}
                  {order.invoice_number && (
                    <Button
                      type="button"
                      $variant="secondary"
                      onClick={() =>
                        void downloadCompanyInvoice(companyId, order.id, order.invoice_number!).catch((e: unknown) => toast.error(errorMessage(e)))
                      }
                    >
                      {T.invoiceButton(order.invoice_number)}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}

function Dashboard({ data, refresh }: { data: CompanyDashboard; refresh: () => Promise<unknown> }) {
  return (
    <>
      <p>{data.company.name}</p>
      <section aria-labelledby="company-seats">
        <h2 id="company-seats">{T.SEATS_HEADING}</h2>
        {data.pools.length === 0 && <p>{T.NO_POOLS}</p>}
        <ul>
          {data.pools.map((pool) => (
            <li key={pool.id}>
              {pool.course_title}: {T.seatsText(pool.used, pool.free, pool.seats)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="company-learners">
        <h2 id="company-learners">{T.LEARNERS_HEADING}</h2>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => void downloadCompanyLearners(data.company.id).catch((e: unknown) => toast.error(errorMessage(e)))}
        >
          {T.DOWNLOAD_CSV}
        </Button>
        {data.learners.length === 0 ? (
          <p>{T.NO_LEARNERS}</p>
        ) : (
          <TableScroll>
            <table>
              <caption>{T.LEARNERS_HEADING}</caption>
              <thead>
                <tr>
                  {['Name', 'E-mail', 'Course', 'Progress', 'Quiz score', 'Assignments', 'Attendance', 'Certificate', 'Actions'].map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.learners.map((learner) => (
                  <LearnerRow key={learner.id} companyId={data.company.id} learner={learner} onRemoved={refresh} />
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
      {data.pools.length > 0 && (
        <>
          <InviteForm companyId={data.company.id} pools={data.pools} onDone={refresh} />
          <UploadForm companyId={data.company.id} pools={data.pools} onDone={refresh} />
        </>
      )}
      <Orders companyId={data.company.id} />
    </>
  );
}

function CompanyDashboardView({ companyId }: { companyId: number }) {
  const { data, error, mutate } = useCompanyDashboard(companyId);
  return (
    <QueryState data={data} renderError={portalErrorView} error={error} onRetry={() => void mutate()}>
      {(dashboard) => <Dashboard data={dashboard} refresh={() => mutate()} />}
    </QueryState>
  );
}

export default function CompanyPage() {
  const mine = useMyCompanies();
  return (
    <Page id="main">
      <PageHead parts={[T.COMPANY_HEADING]} />
      <h1>{T.COMPANY_HEADING}</h1>
      <QueryState data={mine.data} renderError={portalErrorView} error={mine.error} onRetry={() => void mine.mutate()}>
        {({ results }) => (results[0] ? <CompanyDashboardView companyId={results[0].id} /> : <p>{T.NOT_HR}</p>)}
      </QueryState>
    </Page>
  );
}
