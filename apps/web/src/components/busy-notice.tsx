import { useSyncExternalStore } from 'react';
import { busyShop } from '../api/busy';

export const BUSY_NOTICE = 'The shop is busy — your request will go through in a moment…';

/**
 * Says, calmly, that a call is waiting its turn at a busy shop (the client retries it by itself),
 * so nobody clicks again or thinks it failed. The live region stays in the page so that screen
 * readers announce the text when it appears.
 */
export function BusyNotice() {
  const waiting = useSyncExternalStore(busyShop.subscribe, busyShop.isWaiting, () => false);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-20 z-[60] flex justify-center px-3 md:bottom-4">
      {waiting && (
        <p className="flex w-full max-w-md items-center gap-2 rounded-xl border-l-4 border-brand-600 bg-white px-3 py-2.5 text-sm font-medium text-zinc-900 shadow-lg dark:bg-zinc-800 dark:text-zinc-50">
          <span className="size-4 shrink-0 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600" aria-hidden="true" />
          {BUSY_NOTICE}
        </p>
      )}
    </div>
  );
}
