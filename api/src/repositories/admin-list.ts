// What the back office's lists share (courses, coupons, leads, students, orders): the `sort` parameter, free-text
// matching and paging (listQuerySchema in @sap-academy/contracts/admin).
import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListQuery } from '@sap-academy/contracts/admin';
import { DomainError } from '../domain/errors';

export type SortColumns = Record<string, AnyColumn | SQL>;

/**
 * `sort` is `column` (ascending) or `-column` (descending), from the list's own columns; anything
 * else is a 422 naming the accepted values, rather than a silent fallback the user cannot see.
 */
function pickSort(sort: string | undefined, columns: SortColumns, fallback: string) {
  const wanted = sort?.trim() || fallback;
  const descending = wanted.startsWith('-');
  const name = descending ? wanted.slice(1) : wanted;
  if (!Object.hasOwn(columns, name)) {
    const accepted = Object.keys(columns).flatMap((c) => [c, `-${c}`]);
    const detail = `Sort by one of: ${accepted.join(', ')}.`;
    throw new DomainError('invalid', detail, { fields: { 'querystring.sort': detail } });
  }
  return { column: columns[name]!, descending };
}

/** The sort, then the id in the same direction, so paging is stable. */
export function orderBy(sort: string | undefined, columns: SortColumns, fallback: string, id: AnyColumn): SQL[] {
  const { column, descending } = pickSort(sort, columns, fallback);
  return descending ? [desc(column), desc(id)] : [asc(column), asc(id)];
}

/** The sort alone (the caller adds its own tie-break). */
export function orderFrom(sort: string | undefined, columns: SortColumns, fallback: string): SQL {
  const { column, descending } = pickSort(sort, columns, fallback);
  return descending ? desc(column) : asc(column);
}

export const pageOf = <T>(results: T[], total: number, query: Pick<ListQuery, 'page' | 'page_size'>) => ({
  results,
  total,
  page: query.page,
  page_size: query.page_size,
});

/** An ILIKE pattern that finds `q` anywhere, its own % _ and \ taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column ILIKE '%q%'` for any of the columns. */
export function matchesAny(q: string, columns: Array<AnyColumn | SQL>): SQL {
  const pattern = containsPattern(q);
  return sql`(${sql.join(
    columns.map((c) => sql`${c} ilike ${pattern}`),
    sql` or `,
  )})`;
}

export const pageWindow = (query: Pick<ListQuery, 'page' | 'page_size'>) => ({ limit: query.page_size, offset: (query.page - 1) * query.page_size });

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** India has one offset all year (+05:30, no daylight saving): a day there starts at 18:30 UTC the day before. */
export const indiaDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
export const indiaDayEnd = (day: string) => new Date(indiaDayStart(day).getTime() + 24 * 60 * 60 * 1000);
