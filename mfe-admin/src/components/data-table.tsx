// Every list of the back office: TanStack Table, headless, with server-side sorting and paging.
// A sortable header is a button and its <th> carries aria-sort; the sort is one `column` or
// `-column` string, as the API takes it (contracts/src/admin/common.ts).
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { useId } from 'react';
import styled from 'styled-components';
import { Button, theme } from 'mfe-shared';
import { PAGE_SIZES } from 'mfe-shared/contracts/admin';
import { SelectField } from 'mfe-shared/ui/field';

/** From this viewport width every table fits its container without scrolling (e2e admin-layout). */
export const TABLES_SHARE_WIDTH_FROM_PX = 1024;

// A table fits its container. From a laptop's width up, long unbroken text (e-mail
// addresses, provider ids) may break anywhere and headers wrap between words, so the columns
// share the width. Narrower, breaking an address into fragments would be unreadable: there the
// table's own box scrolls sideways, never the page.
const Wrap = styled.div`
  overflow-x: auto;
  max-width: 100%;
  table { width: 100%; border-collapse: collapse; font-size: 0.95rem; }
  caption { text-align: left; font-weight: 600; padding: 0.5rem 0; }
  th, td { text-align: left; padding: 0.5rem; border-bottom: 1px solid ${theme.color.border}; vertical-align: top; }
  @media (min-width: ${TABLES_SHARE_WIDTH_FROM_PX}px) { td { overflow-wrap: anywhere; } }
  th { background: ${theme.color.surfaceAlt}; }
  th button { border: 0; background: none; font: inherit; font-weight: 700; cursor: pointer; padding: 0; color: ${theme.color.text}; white-space: nowrap; }
  td.num, th.num { text-align: right; }
`;

const Pager = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  margin-top: 0.75rem;
  select { padding: 0.3rem; font: inherit; }
`;

export interface Paging {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  /** Without it the page size is the API's own (the release history's 50) and is not offered. */
  onPageSize?: (size: number) => void;
}

export interface Sorting {
  sort: string | undefined;
  onSort: (sort: string | undefined) => void;
}

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the library's generic signature
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Sortable by this API column (`?sort=key` / `-key`). */
    sortKey?: string;
    /** Right-aligned. */
    numeric?: boolean;
  }
}

function direction(sort: string | undefined, key: string): 'ascending' | 'descending' | 'none' {
  if (sort === key) return 'ascending';
  if (sort === `-${key}`) return 'descending';
  return 'none';
}

/** Ascending, then descending, then the API's default order. */
function nextSort(sort: string | undefined, key: string): string | undefined {
  const now = direction(sort, key);
  if (now === 'none') return key;
  if (now === 'ascending') return `-${key}`;
  return undefined;
}

export function DataTable<T>({
  caption,
  columns,
  data,
  sorting,
  paging,
  empty = 'Nothing here yet.',
}: {
  caption: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TanStack's own type for mixed column value types
  columns: ColumnDef<T, any>[];
  data: T[];
  sorting?: Sorting;
  paging?: Paging;
  empty?: string;
}) {
  const pageSizeId = useId();
  // eslint-disable-next-line react-hooks/incompatible-library -- the table is rebuilt from props on every render by design
  const table = useReactTable({
    data,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
  });
  const pages = paging ? Math.max(1, Math.ceil(paging.total / paging.pageSize)) : 1;

  return (
    <>
      <Wrap data-table-scroll="">
        <table>
          <caption>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta;
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  const sortKey = sorting && meta?.sortKey;
                  const dir = sortKey ? direction(sorting.sort, sortKey) : undefined;
                  return (
                    <th key={header.id} scope="col" aria-sort={dir} className={meta?.numeric ? 'num' : undefined}>
                      {sortKey ? (
                        <button type="button" onClick={() => sorting.onSort(nextSort(sorting.sort, sortKey))}>
                          {label}
                          <span aria-hidden="true">{dir === 'ascending' ? ' ▲' : dir === 'descending' ? ' ▼' : ' ↕'}</span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length}>{empty}</td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className={cell.column.columnDef.meta?.numeric ? 'num' : undefined}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </Wrap>
      {paging && (
        <Pager aria-label={`${caption} pages`}>
          <Button type="button" $variant="secondary" disabled={paging.page <= 1} onClick={() => paging.onPage(paging.page - 1)}>
            Previous page
          </Button>
          <span>
            Page {paging.page} of {pages} ({paging.total} in all)
          </span>
          <Button type="button" $variant="secondary" disabled={paging.page >= pages} onClick={() => paging.onPage(paging.page + 1)}>
            Next page
          </Button>
          {paging.onPageSize && (
            <SelectField id={pageSizeId} label="Rows per page" value={paging.pageSize} onChange={(event) => paging.onPageSize?.(Number(event.target.value))}>
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </SelectField>
          )}
        </Pager>
      )}
    </>
  );
}
