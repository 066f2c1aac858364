// Sorting and paging shared by the back office's lists: `sort=column` ascending, `-column`
// descending, over the columns each list names; anything else is a 422 at querystring.sort.
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { HttpError } from '../lib/http-error';

export type SortColumns = Record<string, AnyColumn | SQL>;

export function orderFrom(sort: string | undefined, columns: SortColumns, fallback: string): SQL {
  const wanted = sort?.trim() || fallback;
  const descending = wanted.startsWith('-');
  const column = columns[descending ? wanted.slice(1) : wanted];
  if (!column || !Object.hasOwn(columns, descending ? wanted.slice(1) : wanted)) {
    const message = `Sort by one of ${Object.keys(columns).join(', ')} (prefix - for descending).`;
    throw new HttpError(422, message, {}, { 'querystring.sort': message });
  }
  return descending ? desc(column) : asc(column);
}

export const pageOf = <T>(results: T[], total: number, query: { page: number; page_size: number }) => ({
  results,
  total,
  page: query.page,
  page_size: query.page_size,
});
