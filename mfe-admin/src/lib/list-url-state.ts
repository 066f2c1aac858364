// A back-office list's page, page size, sort and filters as they stand in the address bar
// (decision 026): read from react-router's search params, each value checked against what the
// list accepts, so a hand-edited or stale URL (page=-3, status=bogus) shows the list's defaults
// instead of an API error.
import { DATE_MAX, DATE_MIN, DEFAULT_PAGE_SIZE, PAGE_MAX, PAGE_SIZES } from 'mfe-shared/contracts/admin';

/** What a filter accepts: one of a list's values, free text, an India day (YYYY-MM-DD) or a record id. */
export type FilterKind = readonly string[] | 'text' | 'day' | 'id';

export interface ListSpec<F extends Record<string, FilterKind>> {
  filters: F;
  /** The order the list opens in (`column` or `-column`); the API's own when omitted. */
  sort?: string;
  /** The columns the API sorts this list by; a `sort` naming another is ignored. */
  sorts?: readonly string[];
}

export type FilterValues<F> = { [K in keyof F]: string };

export interface ListState<F> {
  page: number;
  pageSize: number;
  sort: string | undefined;
  filters: FilterValues<F>;
}

/** The API's limit for free text (listQuerySchema's `q`); longer is no filter a person typed. */
const TEXT_MAX = 200;
/** PostgreSQL int4 (contracts' idSchema). */
const ID_MAX = 2_147_483_647;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string): boolean {
  if (!DAY.test(value) || value < DATE_MIN || value > DATE_MAX) return false;
  // 2026-02-30 passes the pattern; a real day survives the round trip.
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function wholeNumber(value: string | null, max: number): number | undefined {
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
}

/** The filter's value if it is one the list accepts, else '' (no filter). */
export function filterValue(kind: FilterKind, raw: string | null): string {
  if (raw === null) return '';
  if (kind === 'text') return raw.length <= TEXT_MAX ? raw : '';
  if (kind === 'day') return isDay(raw) ? raw : '';
  if (kind === 'id') return String(wholeNumber(raw, ID_MAX) ?? '');
  return kind.includes(raw) ? raw : '';
}

/**
 * `sort` absent: the list's opening order. `sort=` (empty): the API's own order, which the table's
 * third click on a header asks for. Anything not `column`/`-column` of `sorts`: the opening order.
 */
export function sortValue(spec: Pick<ListSpec<never>, 'sort' | 'sorts'>, raw: string | null): string | undefined {
  if (raw === null) return spec.sort;
  if (raw === '') return undefined;
  const column = raw.startsWith('-') ? raw.slice(1) : raw;
  return spec.sorts?.includes(column) ? raw : spec.sort;
}

export function readListState<F extends Record<string, FilterKind>>(params: URLSearchParams, spec: ListSpec<F>): ListState<F> {
  const size = wholeNumber(params.get('page_size'), 100);
  const filters = {} as FilterValues<F>;
  for (const [key, kind] of Object.entries(spec.filters)) filters[key as keyof F] = filterValue(kind, params.get(key));
  return {
    page: wholeNumber(params.get('page'), PAGE_MAX) ?? 1,
    pageSize: size !== undefined && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    sort: sortValue(spec, params.get('sort')),
    filters,
  };
}

/** `params` with `changes` applied: null removes a key (its default); other parameters stay. */
export function withChanges(params: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  return next;
}
