import { useEffect } from 'react';

const DEFAULT_TITLE = 'S-Store · Instant game top-ups in India';

/** Names the browser tab after the page; the shop's default title comes back on leaving. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} · S-Store`;
    return () => {
      document.title = DEFAULT_TITLE;
    };
  }, [title]);
}
