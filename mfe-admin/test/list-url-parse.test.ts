// Whatever a URL holds, a list reads a state the API accepts (decision 026): a page from 1 to
// PAGE_MAX, one of the offered page sizes, a sort of the list's own columns, and each filter one
// of its values or none. A bad value is the default, never an error.
import fc from 'fast-check';
import { DEFAULT_PAGE_SIZE, PAGE_MAX, PAGE_SIZES } from 'mfe-shared/contracts/admin';
import { filterValue, readListState, withChanges } from '../src/lib/list-url-state';

const spec = {
  filters: { status: ['new', 'won'], from: 'day', course_id: 'id', q: 'text' },
  sort: '-created_at',
  sorts: ['created_at', 'name'],
} as const;

const anyParam = fc.oneof(
  fc.string(),
  fc.integer({ min: -1e12, max: 1e12 }).map(String),
  fc.constantFrom('', '-0', '007', '1e3', '0x10', ' 2', '2026-02-30', '2026-13-01', '1999-12-31'),
);

it('reads a state the API accepts from any query string', () => {
  fc.assert(
    fc.property(
      fc.record({ page: anyParam, page_size: anyParam, sort: anyParam, status: anyParam, from: anyParam, course_id: anyParam, q: anyParam }),
      (raw) => {
        const state = readListState(new URLSearchParams(raw), spec);
        expect(Number.isInteger(state.page) && state.page >= 1 && state.page <= PAGE_MAX).toBe(true);
        expect(PAGE_SIZES).toContain(state.pageSize);
        expect([undefined, 'created_at', '-created_at', 'name', '-name']).toContain(state.sort);
        expect(['', 'new', 'won']).toContain(state.filters.status);
        expect(state.filters.from === '' || /^\d{4}-\d{2}-\d{2}$/.test(state.filters.from)).toBe(true);
        expect(state.filters.course_id === '' || /^[1-9]\d*$/.test(state.filters.course_id)).toBe(true);
        expect(state.filters.q.length).toBeLessThanOrEqual(200);
      },
    ),
  );
});

it('keeps what is valid, as written', () => {
  const state = readListState(new URLSearchParams('page=4&page_size=100&sort=-name&status=won&from=2024-02-29&course_id=2147483647&q=%3D1%2B1'), spec);
  expect(state).toEqual({ page: 4, pageSize: 100, sort: '-name', filters: { status: 'won', from: '2024-02-29', course_id: '2147483647', q: '=1+1' } });
});

it('gives the defaults for an empty query, and the API order for an empty sort', () => {
  expect(readListState(new URLSearchParams(''), spec)).toEqual({
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: '-created_at',
    filters: { status: '', from: '', course_id: '', q: '' },
  });
  expect(readListState(new URLSearchParams('sort='), spec).sort).toBeUndefined();
});

it.each([
  ['day', '2026-02-29', ''],
  ['day', '2028-02-29', '2028-02-29'],
  ['day', '1999-12-31', ''],
  ['id', '2147483648', ''],
  ['id', '0', ''],
  ['id', '-3', ''],
  ['id', '007', '7'],
] as const)('a %s filter reads %s as %j', (kind, raw, expected) => {
  expect(filterValue(kind, raw)).toBe(expected);
});

it('changes only the keys it names and keeps other parameters', () => {
  expect(withChanges(new URLSearchParams('status=new&page=3&lead=7'), { status: 'won', page: null }).toString()).toBe('status=won&lead=7');
});
