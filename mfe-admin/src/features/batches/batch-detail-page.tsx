// /admin/batches/:batchId (decision 136): the batch's facts, its sessions (time in India, status,
// Move, Cancel after a confirmation, Roster, a session added by hand), and for admins its members,
// waitlist and the attendance CSV. A trainer sees the sessions of the batches they train.
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, errorMessage, formatPrice, toast, useAuthStore } from 'mfe-shared';
import type { AdminBatchDetail, AdminSession } from 'mfe-shared/contracts/admin';
import { ConfirmDialog } from 'mfe-shared/ui/confirm-dialog';
import { FormError } from 'mfe-shared/ui/form-error';
import { formatIndiaDateTime, formatIndiaTime } from 'mfe-shared/ui/format';
import { QueryState } from 'mfe-shared/ui/query-state';
import { DataTable } from '../../components/data-table';
import { Actions, Screen, Section } from '../../components/page';
import { StatusBadge } from '../../components/status-badge';
import { screens } from '../../config/paths';
import { cancelSession } from './api/cancel-session';
import { exportAttendanceCsv } from './api/export-attendance-csv';
import { useBatch } from './api/get-batch';
import { BatchMembers } from './batch-members';
import { timetableLabel } from './batches-page';
import { ATTENDANCE_CSV, DELIVERY_LABELS, NO_TRAINER, SESSION_CANCELLED, seatsLabel } from './batch-texts';
import { AddSessionForm, MoveSessionForm } from './session-forms';
import { batchDates } from '../../lib/batch-label';

const column = createColumnHelper<AdminSession>();

function sessionColumns(batchId: number, onMove: (session: AdminSession) => void, onCancel: (session: AdminSession) => Promise<void>) {
  return [
    column.accessor('starts_at', {
      header: 'When (IST)',
      cell: (info) => `${formatIndiaDateTime(info.getValue())} – ${formatIndiaTime(info.row.original.ends_at)}${info.row.original.extra ? ' (added)' : ''}`,
    }),
    column.accessor('status', { header: 'Status', cell: (info) => <StatusBadge status={info.getValue()} /> }),
    column.accessor('recording_url', { header: 'Recording', cell: (info) => (info.getValue() ? 'Attached' : '—') }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: (info) => {
        const session = info.row.original;
        const when = formatIndiaDateTime(session.starts_at);
        return (
          <Actions>
            <Link to={screens.roster(batchId, session.id)} aria-label={`Roster of ${when}`}>
              Roster
            </Link>
            {session.status === 'scheduled' && (
              <>
                <Button type="button" $variant="secondary" aria-label={`Move ${when}`} onClick={() => onMove(session)}>
                  Move
                </Button>
                <ConfirmDialog
                  trigger={
                    <Button type="button" $variant="ghost" aria-label={`Cancel ${when}`}>
                      Cancel
                    </Button>
                  }
                  title={`Cancel the session of ${when}?`}
                  description="Members see it struck through; attendance cannot be taken for it."
                  confirmLabel="Cancel session"
                  onConfirm={() => onCancel(session)}
                />
              </>
            )}
          </Actions>
        );
      },
    }),
  ];
}

function Facts({ batch }: { batch: AdminBatchDetail }) {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '0.25rem 1rem' }}>
      <dt>Course</dt>
      <dd>{batch.course_title}</dd>
      <dt>Dates</dt>
      <dd>{batchDates(batch)}</dd>
      <dt>Timetable</dt>
      <dd>{timetableLabel(batch)}</dd>
      <dt>Seats</dt>
      <dd>{seatsLabel(batch)}</dd>
      <dt>Trainer</dt>
      <dd>{batch.trainer?.name ?? NO_TRAINER}</dd>
      <dt>Delivery</dt>
      <dd>{DELIVERY_LABELS[batch.delivery]}</dd>
      <dt>Price</dt>
      <dd>{batch.price_paise === null ? "The course's price" : formatPrice(batch.price_paise)}</dd>
      <dt>Status</dt>
      <dd>
        <StatusBadge status={batch.status} />
      </dd>
    </dl>
  );
}

function Detail({
  batch,
  replace,
  refresh,
}: {
  batch: AdminBatchDetail;
  replace: (detail: AdminBatchDetail) => Promise<unknown>;
  refresh: () => Promise<unknown>;
}) {
  const isAdmin = useAuthStore((state) => state.user?.role === 'admin');
  const [moving, setMoving] = useState<AdminSession | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const cancel = async (session: AdminSession) => {
    setFailure(null);
    try {
      await cancelSession(batch.id, session.id);
      toast.success(SESSION_CANCELLED);
      await refresh();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  const download = async () => {
    setFailure(null);
    try {
      await exportAttendanceCsv(batch.id);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };
  return (
    <Screen
      title={batch.title}
      actions={
        <Actions>
          <Link to={screens.batches}>All batches</Link>
          {isAdmin && <Link to={screens.editBatch(batch.id)}>Edit batch</Link>}
          {isAdmin && (
            <Button type="button" $variant="secondary" onClick={() => void download()}>
              {ATTENDANCE_CSV}
            </Button>
          )}
        </Actions>
      }
    >
      <Facts batch={batch} />
      <FormError message={failure} />
      <Section aria-labelledby="sessions-heading">
        <h2 id="sessions-heading">Sessions</h2>
        <DataTable caption="Sessions" columns={sessionColumns(batch.id, setMoving, cancel)} data={batch.sessions} empty="No sessions." />
        {moving && (
          <MoveSessionForm
            key={moving.id}
            batchId={batch.id}
            session={moving}
            onDone={async (moved) => {
              setMoving(null);
              if (moved) await refresh();
            }}
          />
        )}
        <h3>Add a session</h3>
        <AddSessionForm batchId={batch.id} onDone={refresh} />
      </Section>
      {isAdmin && <BatchMembers batch={batch} onChanged={replace} />}
    </Screen>
  );
}

export function BatchDetailPage() {
  const params = useParams();
  const { data, error, mutate } = useBatch(Number(params.batchId));
  return (
    <QueryState data={data} error={error} onRetry={() => void mutate()}>
      {(batch) => <Detail batch={batch} replace={(detail) => mutate(detail, { revalidate: false })} refresh={() => mutate()} />}
    </QueryState>
  );
}
