// /admin/courses/:courseId/trainers (admins): who reviews the course's assignment submissions
// (decision 133). Assigned from the trainer and editor accounts found by name or e-mail; removed
// after a confirmation. The API's refusal (a student's or an admin's account: 422) is shown as said.
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError, Button, errorMessage, toast } from 'mfe-shared';
import type { CourseTrainer } from 'mfe-shared/contracts/admin';
import { ConfirmDialog } from 'mfe-shared/ui/confirm-dialog';
import { TextField } from 'mfe-shared/ui/field';
import { FormError } from 'mfe-shared/ui/form-error';
import { QueryState } from 'mfe-shared/ui/query-state';
import { DataTable } from '../../components/data-table';
import { Actions, Screen, Section } from '../../components/page';
import { screens } from '../../config/paths';
import { toastError } from '../../lib/api';
import { formatDateTime } from '../../lib/india-time';
import { useCourse } from '../courses';
import { assignTrainer } from './api/assign-trainer';
import { useReviewerSearch } from './api/find-staff';
import { useCourseTrainers } from './api/get-course-trainers';
import { unassignTrainer } from './api/unassign-trainer';

const column = createColumnHelper<CourseTrainer>();

function trainerColumns(onRemove: (trainer: CourseTrainer) => Promise<void>) {
  return [
    column.accessor('name', { header: 'Name' }),
    column.accessor('email', { header: 'E-mail' }),
    column.accessor('role', { header: 'Role' }),
    column.accessor('assigned_at', { header: 'Assigned', cell: (info) => formatDateTime(info.getValue()) }),
    column.display({
      id: 'actions',
      header: 'Actions',
      cell: (info) => {
        const trainer = info.row.original;
        return (
          <ConfirmDialog
            trigger={
              <Button type="button" $variant="ghost" aria-label={`Remove ${trainer.name}`}>
                Remove
              </Button>
            }
            title={`Remove ${trainer.name} from this course?`}
            description="They no longer see this course's submissions. Reviews they already sent stay."
            confirmLabel="Remove trainer"
            onConfirm={() => onRemove(trainer)}
          />
        );
      },
    }),
  ];
}

function AddTrainer({
  courseId,
  assigned,
  onAssigned,
}: {
  courseId: number;
  assigned: ReadonlySet<number>;
  onAssigned: (results: CourseTrainer[]) => Promise<unknown>;
}) {
  const [q, setQ] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const { accounts, error } = useReviewerSearch(q);
  const choices = accounts?.filter((account) => !assigned.has(account.user_id));
  const assign = async (userId: number, name: string) => {
    setMessage(null);
    try {
      const { results } = await assignTrainer(courseId, userId);
      toast.success(`${name} assigned.`);
      await onAssigned(results);
    } catch (failure) {
      // 422: not a trainer or an editor; 404: the account is gone. A 401 has said so already.
      if (!(failure instanceof ApiError && failure.status === 401)) setMessage(errorMessage(failure));
    }
  };
  return (
    <>
      <TextField
        label="Find a trainer or editor"
        type="search"
        hint="By name or e-mail. Trainer and editor accounts can review a course."
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <FormError message={message ?? (error ? errorMessage(error) : undefined)} />
      {q.trim() && choices && (
        <ul aria-label="Matching staff">
          {choices.length === 0 && <li>No trainer or editor account matches.</li>}
          {choices.map((account) => (
            <li key={account.user_id}>
              <Actions>
                <span style={{ overflowWrap: 'anywhere' }}>
                  {account.name} ({account.email}, {account.role})
                </span>
                <Button type="button" $variant="secondary" aria-label={`Assign ${account.name}`} onClick={() => void assign(account.user_id, account.name)}>
                  Assign
                </Button>
              </Actions>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Trainers({ courseId }: { courseId: number }) {
  const { data, error, mutate } = useCourseTrainers(courseId);
  const replace = (results: CourseTrainer[]) => mutate({ results }, { revalidate: false });
  const remove = async (trainer: CourseTrainer) => {
    try {
      const { results } = await unassignTrainer(courseId, trainer.user_id);
      toast.success(`${trainer.name} removed.`);
      await replace(results);
    } catch (failure) {
      toastError(failure);
    }
  };
  return (
    <QueryState data={data} error={error} onRetry={() => void mutate()}>
      {({ results }) => (
        <>
          <DataTable caption="Assigned trainers" columns={trainerColumns(remove)} data={results} empty="No trainers yet: only admins review this course." />
          <Section aria-labelledby="add-trainer-heading">
            <h2 id="add-trainer-heading">Add a trainer</h2>
            <AddTrainer courseId={courseId} assigned={new Set(results.map((trainer) => trainer.user_id))} onAssigned={replace} />
          </Section>
        </>
      )}
    </QueryState>
  );
}

export function CourseTrainersPage() {
  const params = useParams();
  const courseId = Number(params.courseId);
  const { data, error, mutate } = useCourse(courseId);
  return (
    <QueryState data={data} error={error} onRetry={() => void mutate()}>
      {(course) => (
        <Screen title={`Trainers: ${course.course_title}`} actions={<Link to={screens.course(courseId)}>Back to {course.course_title}</Link>}>
          <p>Trainers review the assignments students submit in this course. Admins review every course.</p>
          <Trainers courseId={courseId} />
        </Screen>
      )}
    </QueryState>
  );
}
