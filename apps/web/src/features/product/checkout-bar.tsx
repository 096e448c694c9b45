import { formatRupees } from '@shop/contract/money';
import { useNeedsConnection } from '../../components/needs-connection';

/** The always-visible total and the primary action of the page, within thumb reach. */
export function CheckoutBar({ total, packName, onProceed }: { total: number | null; packName: string | null; onProceed: () => void }) {
  const connection = useNeedsConnection('mx-auto max-w-5xl px-4 pt-2');
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-zinc-200 bg-white pb-[env(safe-area-inset-bottom)] dark:border-zinc-800 dark:bg-zinc-900">
      {connection.reason}
      <div className="mx-auto flex max-w-5xl items-center gap-3 px-4 py-3">
        <div className="min-w-0 flex-1" aria-live="polite">
          <p className="text-xs text-zinc-700 dark:text-zinc-300">
            Total{packName ? <span className="sr-only"> for {packName}</span> : null}
          </p>
          <p className="text-xl font-extrabold" data-testid="checkout-total">
            {total === null ? '—' : formatRupees(total)}
          </p>
          {packName && <p className="truncate text-xs text-zinc-700 dark:text-zinc-300" aria-hidden="true">{packName}</p>}
        </div>
        <button
          type="button"
          onClick={onProceed}
          disabled={connection.offline}
          aria-describedby={connection.describedBy}
          className="min-h-12 rounded-xl bg-brand-700 px-5 font-bold text-white shadow-md hover:bg-brand-800 active:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-60 disabled:shadow-none disabled:hover:bg-brand-700"
        >
          Proceed to Payment
        </button>
      </div>
    </div>
  );
}
