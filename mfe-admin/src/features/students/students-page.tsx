// Students: search by name or e-mail, exported as CSV (decision 026); each opens its enrolments and orders.
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { DataTable } from '../../components/data-table';
import { ExportCsvButton } from '../../components/export-csv-button';
import { TextField } from 'mfe-shared/ui/field';
import { Filters } from '../../components/fields';
import { Screen } from '../../components/page';
import { QueryState } from 'mfe-shared/ui/query-state';
import { screens } from '../../config/paths';
import { formatDate } from '../../lib/india-time';
import type { AdminStudent } from 'mfe-shared/contracts/admin';
import { exportStudentsCsv } from './api/export-students-csv';
import { useStudents } from './api/get-students';

const column = createColumnHelper<AdminStudent>();
const columns = [
  column.accessor('name', {
    header: 'Name',
    meta: { sortKey: 'name' },
    cell: (info) => <Link to={screens.student(info.row.original.id)}>{info.getValue()}</Link>,
  }),
  column.accessor('email', { header: 'Email' }),
  column.accessor('email_verified', { header: 'Verified', cell: (info) => (info.getValue() ? 'Yes' : 'No') }),
  column.accessor('enrolment_count', { header: 'Enrolments', meta: { numeric: true } }),
  column.accessor('created_at', { header: 'Joined', meta: { sortKey: 'created_at' }, cell: (info) => formatDate(info.getValue()) }),
];

export function StudentsPage() {
  const list = useStudents();
  return (
    <Screen title="Students" actions={<ExportCsvButton onExport={() => exportStudentsCsv(list.query)} />}>
      <Filters role="search" aria-label="Find students">
        <TextField id="student-q" label="Search" type="search" value={list.state.filters.q} onChange={(event) => list.setFilter('q', event.target.value)} />
      </Filters>
      <QueryState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {(page) => (
          <DataTable
            caption="Students"
            columns={columns}
            data={page.results}
            sorting={{ sort: list.state.sort, onSort: list.setSort }}
            paging={{ page: list.state.page, pageSize: list.state.pageSize, total: page.total, onPage: list.setPage, onPageSize: list.setPageSize }}
            empty="No students match."
          />
        )}
      </QueryState>
    </Screen>
  );
}
