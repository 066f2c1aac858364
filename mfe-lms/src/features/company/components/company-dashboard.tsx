// One company's dashboard: seats used and free per course (and the batch a pool is for, decision
// 155), each learner's progress, quiz score, assignments, attendance and certificate with a CSV
// download, the invite and upload forms, and Remove behind a confirmation, and the company's
// orders of seats with their invoices (decision 154).
import { Button, errorMessage, toast } from 'mfe-shared';
import { ConfirmDialog } from 'mfe-shared/ui/confirm-dialog';
import { QueryState } from 'mfe-shared/ui/query-state';
import type { CompanyDashboard, CompanyLearner } from '@sap-academy/contracts/companies';
import { portalErrorView } from '../../../components/error-view';
import { downloadCompanyLearners } from '../api/download-company-learners';
import { useCompanyDashboard } from '../api/get-company-dashboard';
import { removeCompanyLearner } from '../api/remove-company-learner';
import * as T from '../company-texts';
import { CompanyOrders } from './company-orders';
import { InviteForm } from './invite-form';
import { TableScroll } from './table-scroll';
import { UploadForm } from './upload-form';

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
              {pool.batch && ` · ${T.batchText(pool.batch)}`}
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
        // Keyed by company: choosing another company starts its forms afresh, on its own pools.
        <div key={data.company.id}>
          <InviteForm companyId={data.company.id} pools={data.pools} onDone={refresh} />
          <UploadForm companyId={data.company.id} pools={data.pools} onDone={refresh} />
        </div>
      )}
      <CompanyOrders key={`orders-${data.company.id}`} companyId={data.company.id} />
    </>
  );
}

export function CompanyDashboardView({ companyId }: { companyId: number }) {
  const { data, error, mutate } = useCompanyDashboard(companyId);
  return (
    <QueryState data={data} renderError={portalErrorView} error={error} onRetry={() => void mutate()}>
      {(dashboard) => <Dashboard data={dashboard} refresh={() => mutate()} />}
    </QueryState>
  );
}
