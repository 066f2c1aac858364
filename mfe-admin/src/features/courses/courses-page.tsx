// Courses: the catalogue as staff see it, drafts and archived ones included.
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { Button, formatPrice } from 'mfe-shared';
import { COURSE_STATUSES, type AdminCourse } from 'mfe-shared/contracts/admin';
import { DataTable } from '../../components/data-table';
import { SelectField, TextField } from 'mfe-shared/ui/field';
import { Filters } from '../../components/fields';
import { Screen } from '../../components/page';
import { QueryState } from 'mfe-shared/ui/query-state';
import { StatusBadge } from '../../components/status-badge';
import { screens } from '../../config/paths';
import { formatDateTime } from '../../lib/india-time';
import { useCourses } from './api/get-courses';

const column = createColumnHelper<AdminCourse>();
const columns = [
  column.accessor('course_title', {
    header: 'Title',
    meta: { sortKey: 'course_title' },
    cell: (info) => <Link to={screens.course(info.row.original.id)}>{info.getValue()}</Link>,
  }),
  column.accessor('status', { header: 'Status', cell: (info) => <StatusBadge status={info.getValue()} /> }),
  column.accessor('price', { header: 'Price', meta: { sortKey: 'price', numeric: true }, cell: (info) => formatPrice(info.getValue()) }),
  column.accessor('course_duration', { header: 'Duration', meta: { numeric: true }, cell: (info) => `${info.getValue()} days` }),
  column.accessor('enrolled_count', { header: 'Enrolled', meta: { sortKey: 'enrolled_count', numeric: true } }),
  column.accessor('updated_at', { header: 'Updated', meta: { sortKey: 'updated_at' }, cell: (info) => formatDateTime(info.getValue()) }),
];

export function CoursesPage() {
  const list = useCourses();
  return (
    <Screen
      title="Courses"
      actions={
        <Button as={Link} to={screens.course('new')}>
          New course
        </Button>
      }
    >
      <Filters role="search" aria-label="Filter courses">
        <SelectField id="course-status" label="Status" value={list.state.filters.status} onChange={(event) => list.setFilter('status', event.target.value)}>
          <option value="">Any status</option>
          {COURSE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </SelectField>
        <TextField id="course-q" label="Search" type="search" value={list.state.filters.q} onChange={(event) => list.setFilter('q', event.target.value)} />
      </Filters>
      <QueryState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {(page) => (
          <DataTable
            caption="Courses"
            columns={columns}
            data={page.results}
            sorting={{ sort: list.state.sort, onSort: list.setSort }}
            paging={{ page: list.state.page, pageSize: list.state.pageSize, total: page.total, onPage: list.setPage, onPageSize: list.setPageSize }}
            empty="No courses match."
          />
        )}
      </QueryState>
    </Screen>
  );
}
