// The Company area at /lms/company (decision 028): HR sees its company's seats (used/free per
// course or batch), its learners' progress with a CSV download, invites one learner or uploads a
// CSV (a 422 lists every rejected row and nothing was applied, as the API is all-or-nothing), and
// removes a learner after a confirmation. Loaded lazily, as the other portal pages.
import { useState, type FormEvent } from 'react';
import { ApiError, Button, errorMessage, toast } from 'mfe-shared';
import { Page } from 'mfe-shared/ui/page';
import { QueryState } from 'mfe-shared/ui/query-state';
import { TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { ConfirmDialog } from 'mfe-shared/ui/confirm-dialog';
import { PageHead } from '../../components/page-head';
import { portalErrorView } from '../../components/error-view';
import { useCompanyDashboard } from './api/get-company-dashboard';
import { inviteCompanyLearner } from './api/invite-company-learner';
import { uploadCompanyLearners } from './api/upload-company-learners';
import { removeCompanyLearner } from './api/remove-company-learner';
import { downloadCompanyLearners } from './api/download-company-learners';
import { rejectionReportSchema, type CompanyDashboard, type CompanyLearner, type RejectedRow } from './company-schemas';
import * as T from './company-texts';

/** The file's text through FileReader, which every browser (and jsdom) has; Blob.text() is newer. */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function InviteForm({ onDone }: { onDone: () => Promise<unknown> }) {
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
      await inviteCompanyLearner({ email: trimmed, ...(name.trim() ? { name: name.trim() } : {}) });
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
    </div>
  );
}

function UploadForm({ onDone }: { onDone: () => Promise<unknown> }) {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<{ detail: string; rejected: RejectedRow[] }>();
  const [formError, setFormError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setReport(undefined);
    setFormError(undefined);
    if (!file) return setFormError('Choose a CSV file.');
    try {
      await uploadCompanyLearners(await readText(file));
      await onDone();
    } catch (error) {
      // A 422 names every bad row; the API applied none of the file (decision 149).
      const parsed = error instanceof ApiError && error.status === 422 ? rejectionReportSchema.safeParse(error.data) : null;
      if (parsed?.success) setReport(parsed.data);
      else setFormError(errorMessage(error));
    }
  };
  return (
    <section aria-labelledby="company-upload">
      <h2 id="company-upload">{T.UPLOAD_HEADING}</h2>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <label htmlFor="company-csv">{T.CSV_FILE_LABEL}</label>
        <input id="company-csv" type="file" accept=".csv,text/csv" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        {formError && <FormError message={formError} />}
        <Button type="submit">{T.UPLOAD_BUTTON}</Button>
      </form>
      {report && <RejectionReport detail={report.detail} rows={report.rejected} />}
    </section>
  );
}

function LearnerRow({ learner, onRemoved }: { learner: CompanyLearner; onRemoved: () => Promise<unknown> }) {
  return (
    <tr>
      <td>{learner.name}</td>
      <td>{learner.email}</td>
      <td>{learner.course}</td>
      <td>{learner.progress_percent} %</td>
      <td>{learner.quiz_score === null ? '—' : `${learner.quiz_score} %`}</td>
      <td>{learner.assignments}</td>
      <td>{learner.attendance}</td>
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
            await removeCompanyLearner(learner.id);
            await onRemoved();
          }}
        />
      </td>
    </tr>
  );
}

function Dashboard({ data, refresh }: { data: CompanyDashboard; refresh: () => Promise<unknown> }) {
  return (
    <>
      <p>{data.company.name}</p>
      <section aria-labelledby="company-seats">
        <h2 id="company-seats">{T.SEATS_HEADING}</h2>
        <ul>
          {data.pools.map((pool) => (
            <li key={pool.id}>
              {pool.label}: {T.seatsText(pool.used, pool.seats)}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="company-learners">
        <h2 id="company-learners">{T.LEARNERS_HEADING}</h2>
        <Button type="button" $variant="secondary" onClick={() => void downloadCompanyLearners().catch((e: unknown) => toast.error(errorMessage(e)))}>
          {T.DOWNLOAD_CSV}
        </Button>
        {data.learners.length === 0 ? (
          <p>{T.NO_LEARNERS}</p>
        ) : (
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
                <LearnerRow key={learner.id} learner={learner} onRemoved={refresh} />
              ))}
            </tbody>
          </table>
        )}
      </section>
      <InviteForm onDone={refresh} />
      <UploadForm onDone={refresh} />
    </>
  );
}

export default function CompanyPage() {
  const { data, error, mutate } = useCompanyDashboard();
  return (
    <Page id="main">
      <PageHead parts={[T.COMPANY_HEADING]} />
      <h1>{T.COMPANY_HEADING}</h1>
      <QueryState data={data} renderError={portalErrorView} error={error} onRetry={() => void mutate()}>
        {(dashboard) => <Dashboard data={dashboard} refresh={() => mutate()} />}
      </QueryState>
    </Page>
  );
}
