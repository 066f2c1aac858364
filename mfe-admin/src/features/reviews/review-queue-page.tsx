// /admin/reviews: the trainers' desk (decisions 133, 134). The submissions waiting for a review,
// oldest first (the API's order: the longest wait first), of the courses the caller reviews; an
// admin sees every course's. A row opens the submission.
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import type { ReviewQueueItem } from 'mfe-shared/contracts/admin';
import { SelectField } from 'mfe-shared/ui/field';
import { QueryState } from 'mfe-shared/ui/query-state';
import { DataTable } from '../../components/data-table';
import { Filters } from '../../components/fields';
import { Screen } from '../../components/page';
import { screens } from '../../config/paths';
import { formatDateTime } from '../../lib/india-time';
import { useQueueCourses, useReviewQueue } from './api/get-reviews';

export const LATE_LABEL = 'Late';
export const ON_TIME_LABEL = 'On time';

const column = createColumnHelper<ReviewQueueItem>();

const reviewColumns = [
  column.accessor((item) => item.student.name, {
    id: 'student',
    header: 'Student',
    cell: (info) => (
      <Link to={screens.review(info.row.original.id)} aria-label={`Review ${info.getValue()}: ${info.row.original.class.title}`}>
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor((item) => item.course.title, { id: 'course', header: 'Course' }),
  column.accessor((item) => item.class.title, { id: 'class', header: 'Class' }),
  column.accessor('number', { header: 'Version', meta: { numeric: true } }),
  column.accessor('submitted_at', { header: 'Submitted', cell: (info) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(info.getValue())}</span> }),
  column.accessor('late', { header: 'Late', cell: (info) => (info.getValue() ? <strong>{LATE_LABEL}</strong> : ON_TIME_LABEL) }),
];

export function ReviewQueuePage() {
  const list = useReviewQueue();
  const courses = useQueueCourses();
  return (
    <Screen title="Reviews">
      <Filters role="search" aria-label="Filter reviews">
        <SelectField
          id="review-course"
          label="Course"
          value={list.state.filters.course_id}
          onChange={(event) => list.setFilter('course_id', event.target.value)}
        >
          <option value="">Every course</option>
          {courses.map((course) => (
            <option key={course.id} value={String(course.id)}>
              {course.title}
            </option>
          ))}
        </SelectField>
      </Filters>
      <QueryState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {(page) => (
          <DataTable
            caption="Submissions waiting for a review, oldest first"
            columns={reviewColumns}
            data={page.results}
            paging={{ page: list.state.page, pageSize: list.state.pageSize, total: page.total, onPage: list.setPage, onPageSize: list.setPageSize }}
            empty="Nothing waiting for a review."
          />
        )}
      </QueryState>
    </Screen>
  );
}
