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
