// Coupons: code, discount, scope, validity, usage against its limit, active.
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { Button } from 'mfe-shared';
import type { AdminCoupon } from 'mfe-shared/contracts/admin';
import { DataTable } from '../../components/data-table';
import { SelectField, TextField } from 'mfe-shared/ui/field';
import { Filters } from '../../components/fields';
import { Screen } from '../../components/page';
import { QueryState } from 'mfe-shared/ui/query-state';
import { StatusBadge } from '../../components/status-badge';
import { screens } from '../../config/paths';
import { discountLabel, validityLabel } from './coupon-label';
import { useCoupons } from './api/get-coupons';

const column = createColumnHelper<AdminCoupon>();
const columns = [
  column.accessor('code', {
    header: 'Code',
    meta: { sortKey: 'code' },
    cell: (info) => <Link to={screens.coupon(info.row.original.id)}>{info.getValue()}</Link>,
  }),
  column.display({ id: 'discount', header: 'Discount', cell: (info) => discountLabel(info.row.original) }),
  column.accessor('course_title', { header: 'Course', cell: (info) => info.getValue() ?? 'All courses' }),
  column.display({ id: 'validity', header: 'Valid', cell: (info) => validityLabel(info.row.original) }),
  column.accessor('used_count', {
    header: 'Used',
    meta: { sortKey: 'used_count', numeric: true },
    cell: (info) => `${info.getValue()} / ${info.row.original.usage_limit ?? '∞'}`,
  }),
  column.accessor('active', {
    header: 'Active',
    cell: (info) => <StatusBadge status={info.getValue() ? 'active' : 'inactive'} label={info.getValue() ? 'Active' : 'Inactive'} />,
  }),
];

export function CouponsPage() {
  const list = useCoupons();
  return (
    <Screen
      title="Coupons"
      actions={
        <Button as={Link} to={screens.coupon('new')}>
          New coupon
        </Button>
      }
    >
      <Filters role="search" aria-label="Filter coupons">
        <SelectField id="coupon-active" label="Active" value={list.state.filters.active} onChange={(event) => list.setFilter('active', event.target.value)}>
          <option value="">Active or not</option>
          <option value="true">Active</option>
          <option value="false">Inactive</option>
        </SelectField>
        <TextField id="coupon-q" label="Search" type="search" value={list.state.filters.q} onChange={(event) => list.setFilter('q', event.target.value)} />
      </Filters>
      <QueryState data={list.data} error={list.error} onRetry={() => void list.mutate()}>
        {(page) => (
          <DataTable
            caption="Coupons"
            columns={columns}
            data={page.results}
            sorting={{ sort: list.state.sort, onSort: list.setSort }}
            paging={{ page: list.state.page, pageSize: list.state.pageSize, total: page.total, onPage: list.setPage, onPageSize: list.setPageSize }}
            empty="No coupons match."
          />
        )}
      </QueryState>
    </Screen>
  );
}
