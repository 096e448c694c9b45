import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list screen's filters and page kept in the address, so a reload, a shared link or Back
 * (after following a Verify link) shows the same list. Values equal to their default are left
 * out; changing any filter goes back to page 1.
 */
export function useListParams<K extends string>(defaults: Record<K, string>) {
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(defaults) as K[];
  // React Router's updater sees the address of the last render, not of the last update: two
  // changes before a re-render (a debounced search landing as a select changes) would lose one.
  const latest = useRef(params);
  const rendered = useRef(params);
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }

  const values = useMemo(() => {
    const result = {} as Record<K, string>;
    for (const key of keys) result[key] = params.get(key) ?? defaults[key];
    return result;
  }, [params]); // eslint-disable-line react-hooks/exhaustive-deps

  const update = useCallback(
    (changes: Partial<Record<K, string>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes) as [K, string][]) {
        if (value === '' || value === defaults[key]) next.delete(key);
        else next.set(key, value);
      }
      if (!('page' in changes)) next.delete('page');
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams], // eslint-disable-line react-hooks/exhaustive-deps
  );

  return [values, update] as const;
}

/** A positive whole page number from the address (1 when missing or nonsense). */
export function pageFrom(text: string): number {
  const page = Number.parseInt(text, 10);
  return Number.isFinite(page) && page >= 1 ? page : 1;
}

/** A page size from the address, when it is one of the screen's sizes. */
export function limitFrom(text: string, sizes: readonly number[]): number {
  const limit = Number(text);
  return sizes.includes(limit) ? limit : sizes[0]!;
}

type PagedListOptions<K extends string, R> = {
  /** The filters the server applies, each empty when unset. */
  filters: Record<K, string>;
  pageSizes: readonly number[];
  queryKey: readonly unknown[];
  fetch: (request: { page: number; limit: number } & Record<K, string>, signal: AbortSignal) => Promise<R>;
  /** Drops a filter value from the address that the server would refuse (an old or edited link). */
  clean?: (filters: Record<K, string>) => Record<K, string>;
};

type ListKey<K extends string> = K | 'page' | 'limit';

export type PagedList<K extends string, R = unknown> = {
  params: Record<ListKey<K>, string>;
  setParams: (changes: Partial<Record<ListKey<K>, string>>) => void;
  filters: Record<K, string>;
  page: number;
  limit: number;
  pageSizes: readonly number[];
  setPage: (page: number) => void;
  /** How many filters are set, and Clear filters, which unsets them all. */
  activeCount: number;
  clear: () => void;
  /** The page the server answered; the previous one stays in view while the next loads. */
  query: UseQueryResult<R>;
};

/** A list the server filters and pages, its filters, page and page size kept in the address. */
export function usePagedList<K extends string, R>({ filters: unset, pageSizes, queryKey, fetch, clean = (f) => f }: PagedListOptions<K, R>): PagedList<K, R> {
  const keys = Object.keys(unset) as K[];
  const [params, setParams] = useListParams<ListKey<K>>({ ...unset, limit: String(pageSizes[0]), page: '1' });
  const page = pageFrom(params.page);
  const limit = limitFrom(params.limit, pageSizes);
  const filters = clean(Object.fromEntries(keys.map((key) => [key, params[key]])) as Record<K, string>);
  const query = useQuery({
    queryKey: [...queryKey, page, limit, filters],
    queryFn: ({ signal }) => fetch({ page, limit, ...filters }, signal),
    placeholderData: keepPreviousData,
  });
  return {
    params,
    setParams,
    filters,
    page,
    limit,
    pageSizes,
    // A generic K hides from the compiler that these are some of the list's keys.
    setPage: (next) => setParams({ page: String(next) } as Partial<Record<ListKey<K>, string>>),
    activeCount: Object.values(filters).filter(Boolean).length,
    clear: () => setParams(unset as Partial<Record<ListKey<K>, string>>),
    query,
  };
}
