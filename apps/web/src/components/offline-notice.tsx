import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

function subscribe(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/** Whether the browser has a network connection, as it says and as it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

export const OFFLINE_NOTICE = 'You can look around the shop, but buying and paying need an internet connection.';

/**
 * Says plainly, while the browser is offline, that the shop shows what it kept but cannot take
 * orders or payments. It stays in view under the top bar, above the buy and pay buttons of any
 * page. The live region stays in the page so that screen readers announce the text when it appears.
 */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className="sticky top-14 z-30 sm:top-16">
      {!online && (
        <p className="border-b border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
          <span className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2 text-sm">
            <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong className="font-semibold">You’re offline.</strong> {OFFLINE_NOTICE}
            </span>
          </span>
        </p>
      )}
    </div>
  );
}
