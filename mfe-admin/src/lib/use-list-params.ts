// A back-office list's page, page size, sort and filters, kept in the URL (decision 026), so a
// reload, a shared link and Back find the list as staff left it. A filter, sort or page change is
// a history entry of its own; changing a filter or the sort goes back to page 1. Free text reaches
// the URL once typing stops (SEARCH_DEBOUNCE_MS), so the list asks the API once per search.
// Written over react-router's own useSearchParams (the shell's shared router), not nuqs: the
// decision says why.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from 'mfe-shared/contracts/admin';
import { readListState, withChanges, type FilterKind, type FilterValues, type ListSpec } from './list-url-state';

/** Quiet time after the last keystroke before a text filter applies (one request per search, not per key). */
export const SEARCH_DEBOUNCE_MS = 300;

type Changes = Record<string, string | null>;

export function useListParams<F extends Record<string, FilterKind>>(spec: ListSpec<F>) {
  const [params, setParams] = useSearchParams();
  const committed = readListState(params, spec);
  // What the text fields show before their value reaches the URL.
  const [drafts, setDrafts] = useState<Partial<FilterValues<F>>>({});
  const pending = useRef<Changes>({});
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The first write of a search is its own history entry; the ones while it is refined replace it,
  // so Back leaves the search instead of stepping through every prefix typed.
  const searching = useRef(false);
  // The timer writes with the router's latest setter: react-router's closes over its render's params.
  const setter = useRef(setParams);
  useEffect(() => {
    setter.current = setParams;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const write = (changes: Changes, replace: boolean) => setter.current((current) => withChanges(current, changes), { replace });
  const navigate = (changes: Changes) => {
    searching.current = false;
    write(changes, false);
  };

  const commitTyping = () => {
    const changes = pending.current;
    pending.current = {};
    write({ ...changes, page: null }, searching.current);
    searching.current = true;
    setDrafts({});
  };

  const setFilter = <K extends keyof F & string>(key: K, value: string) => {
    if (spec.filters[key] !== 'text') {
      navigate({ [key]: value || null, page: null });
      return;
    }
    setDrafts((current) => ({ ...current, [key]: value }));
    pending.current = { ...pending.current, [key]: value || null };
    clearTimeout(timer.current);
    timer.current = setTimeout(commitTyping, SEARCH_DEBOUNCE_MS);
  };

  const filters = { ...committed.filters, ...drafts };
  return {
    /** What the URL says: what the list shows and asks the API for. */
    applied: committed,
    /** What the controls show: the URL's values, and text still being typed. */
    state: { ...committed, filters },
    /** The filters the controls show and the sort, without paging: what an export of "this list" sends. */
    query: { ...filters, sort: committed.sort },
    setPage: (page: number) => navigate({ page: page === 1 ? null : String(page) }),
    setPageSize: (size: number) => navigate({ page_size: size === DEFAULT_PAGE_SIZE ? null : String(size), page: null }),
    // `sort=` (empty) keeps "the API's order" apart from "the list's opening order" (list-url-state.ts).
    setSort: (sort: string | undefined) => navigate({ sort: sort === spec.sort ? null : (sort ?? ''), page: null }),
    setFilter,
  };
}
