// The release history (decision 125): every switch, canary, promotion and rollback, newest first,
// with who, when (India time), from and to, 50 a page as the API pages it.
import { createColumnHelper } from '@tanstack/react-table';
import type { z } from 'zod';
import type { adminReleasesResponseSchema } from 'mfe-shared/contracts/admin';
import { DataTable } from '../../components/data-table';
import { formatDateTime } from '../../lib/india-time';
import { partName } from '../speed';
import { ACTION_LABEL, actorInWords, fromTo, RELEASE_HISTORY_PAGE_SIZE } from './release-words';

type Releases = z.infer<typeof adminReleasesResponseSchema>;
type Release = Releases['history'][number];

const column = createColumnHelper<Release>();
const columns = [
  column.accessor('created_at', { header: 'When', cell: (info) => formatDateTime(info.getValue()) }),
  column.accessor('remote', { header: 'Part of the site', cell: (info) => `${partName(info.getValue())} (${info.getValue()})` }),
  column.accessor('action', { header: 'Action', cell: (info) => ACTION_LABEL[info.getValue()] }),
  column.accessor((release) => fromTo(release), { id: 'from_to', header: 'From → to' }),
  column.accessor('share', { header: 'Share', meta: { numeric: true }, cell: (info) => (info.getValue() === null ? '—' : `${info.getValue()} %`) }),
  column.accessor('actor', { header: 'Who', cell: (info) => actorInWords(info.getValue()) }),
  column.accessor('reason', { header: 'Reason', cell: (info) => info.getValue() ?? '—' }),
];

export function ReleaseHistory({ releases, onPage }: { releases: Releases; onPage: (page: number) => void }) {
  return (
    <DataTable
      caption="Release history"
      columns={columns}
      data={releases.history}
      paging={{ page: releases.page, pageSize: RELEASE_HISTORY_PAGE_SIZE, total: releases.total, onPage }}
      empty="No release recorded yet."
    />
  );
}
