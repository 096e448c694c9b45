import { useState, useSyncExternalStore } from 'react';
import { appUpdate } from '../app/service-worker';

export const UPDATE_NOTICE = 'A new version of the shop is ready.';

/**
 * Offers the new version of the app once it has downloaded: Reload lets it take over and reloads
 * the page, so that no page runs half on the old code. "Later" hides the notice; the new version
 * then starts when every tab of the shop has closed. A live region, so the offer is announced.
 */
export function UpdateNotice() {
  const waiting = useSyncExternalStore(appUpdate.subscribe, appUpdate.isWaiting, () => false);
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  return (
    <div role="status" aria-live="polite" aria-label="App update" className="pointer-events-none fixed inset-x-0 bottom-20 z-[60] flex justify-center px-3 md:bottom-4">
      {waiting && !dismissed && (
        <div className="pointer-events-auto flex w-full max-w-md flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border-l-4 border-brand-600 bg-white px-3 py-2.5 text-sm text-zinc-900 shadow-lg dark:bg-zinc-800 dark:text-zinc-50">
          <p className="min-w-40 flex-1 font-medium">{UPDATE_NOTICE}</p>
          <div className="ml-auto flex gap-2">
            <button
              type="button"
              onClick={() => setDismissed(true)}
              className="min-h-11 rounded-lg px-3 font-semibold text-zinc-700 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-700"
            >
              Later
            </button>
            <button
              type="button"
              disabled={reloading}
              onClick={() => {
                setReloading(true);
                void appUpdate.apply();
              }}
              className="min-h-11 rounded-lg bg-brand-700 px-4 font-bold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {reloading ? 'Reloading…' : 'Reload'}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
