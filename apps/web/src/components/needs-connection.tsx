import { WifiOff } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useOnline } from './offline-notice';

/** Said beside every button that places an order or pays, while the browser is offline. */
export const OFFLINE_BUYING_REASON = 'You’re offline: buying needs a connection.';

type NeedsConnection = {
  /** True while offline: the button is disabled. */
  offline: boolean;
  /** The button's aria-describedby, so that the reason is read with the button. */
  describedBy: string | undefined;
  /** The reason, to place next to the button; nothing while online. */
  reason: ReactNode;
};

/**
 * For the buttons that place an order or pay (browsing stays open offline): disabled while the
 * browser is offline, with the reason in view beside them, and usable again the moment the
 * connection returns. A greyed button alone would leave the customer guessing why.
 */
export function useNeedsConnection(className = ''): NeedsConnection {
  const online = useOnline();
  const id = useId();
  if (online) return { offline: false, describedBy: undefined, reason: null };
  return {
    offline: true,
    describedBy: id,
    reason: (
      <p id={id} className={`flex items-start gap-1.5 text-sm font-medium text-amber-900 dark:text-amber-200 ${className}`}>
        <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {OFFLINE_BUYING_REASON}
      </p>
    ),
  };
}
