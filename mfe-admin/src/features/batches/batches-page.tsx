// /admin/batches (decision 136): every live batch, filtered by course, with its dates, timetable,
// seats taken and waitlisted, trainer and status. Admins create and edit; a trainer (or an
// editor) sees the batches they train, as the API narrows the list.
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import type { AdminBatch } from 'mfe-shared/contracts/admin';
import { SelectField } from 'mfe-shared/ui/field';
import { batchDates } from '../../lib/batch-label';
import { QueryState } from 'mfe-shared/ui/query-state';
import { useAuthStore } from 'mfe-shared';
import { DataTable } from '../../components/data-table';
import { Filters } from '../../components/fields';
import { Screen } from '../../components/page';
import { StatusBadge } from '../../components/status-badge';
import { screens } from '../../config/paths';
import { useListParams } from '../../lib/use-list-params';
import { useCourseOptions } from '../course-options';
import { useBatches } from './api/get-batches';
import { BATCHES_TITLE, NEW_BATCH, NO_TRAINER, WEEKDAY_LABELS, seatsLabel } from './batch-texts';

const column = createColumnHelper<AdminBatch>();

/** "Mon, Wed, Fri 19:00 IST, 120 min" */
export const timetableLabel = (batch: AdminBatch) =>
  `${batch.timetable.weekdays.map((day) => WEEKDAY_LABELS[day].slice(0, 3)).join(', ')} ${batch.timetable.start_time} IST, ${batch.timetable.duration_minutes} min`;

const columns = [
  column.accessor('title', { header: 'Batch', cell: (info) => <Link to={screens.batch(info.row.original.id)}>{info.getValue()}</Link> }),
  column.accessor('course_title', { header: 'Course' }),
  column.display({
    id: 'dates',
    header: 'Dates',
    cell: (info) => batchDates(info.row.original),
  }),
  column.display({ id: 'timetable', header: 'Timetable', cell: (info) => timetableLabel(info.row.original) }),
  column.display({
    id: 'seats',
    header: 'Seats',
    cell: (info) => seatsLabel(info.row.original),
  }),
  column.accessor('trainer', { header: 'Trainer', cell: (info) => info.getValue()?.name ?? NO_TRAINER }),
  column.accessor('status', { header: 'Status', cell: (info) => <StatusBadge status={info.getValue()} /> }),
];

export function BatchesPage() {
  // In the URL (decision 026): a bad course_id (course_id=-3) is no filter, not an API error.
  const params = useListParams({ filters: { course_id: 'id' } });
  const courseId = Number(params.state.filters.course_id) || null;
  const courses = useCourseOptions();
  const isAdmin = useAuthStore((state) => state.user?.role === 'admin');
  const { data, error, mutate } = useBatches(courseId);
  return (
    <Screen title={BATCHES_TITLE} actions={isAdmin ? <Link to={screens.newBatch(courseId)}>{NEW_BATCH}</Link> : undefined}>
      <Filters>
        <SelectField label="Course" value={courseId ? String(courseId) : ''} onChange={(event) => params.setFilter('course_id', event.target.value)}>
          <option value="">All courses</option>
          {courses.map((course) => (
            <option key={course.id} value={String(course.id)}>
              {course.course_title}
            </option>
          ))}
        </SelectField>
      </Filters>
      <QueryState data={data} error={error} onRetry={() => void mutate()}>
        {({ results }) => <DataTable caption="Batches" columns={columns} data={results} empty="No batches yet." />}
      </QueryState>
    </Screen>
  );
}
