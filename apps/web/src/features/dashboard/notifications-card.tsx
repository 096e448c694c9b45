import { Bell, BellOff, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { currentPushSubscription, pushPermission, pushSupported, turnOffPush, turnOnPush } from '../../app/push-notifications';
import { FieldAlert } from '../../components/field-alert';

const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 sm:p-5 dark:bg-zinc-900 dark:ring-zinc-800';

/**
 * Order notifications on this device: on only with the browser's permission and a subscription
 * the server knows. Turning them off unsubscribes here and tells the server to stop.
 */
export function NotificationsCard() {
  // Browsers without Web Push get no card at all: there is nothing to switch.
  if (!pushSupported()) return null;
  return <NotificationsSwitch />;
}

function NotificationsSwitch() {
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [permission, setPermission] = useState(pushPermission);

  useEffect(() => {
    let live = true;
    currentPushSubscription().then(
      (subscription) => live && setOn(subscription !== null && Notification.permission === 'granted'),
      () => live && setOn(false),
    );
    return () => {
      live = false;
    };
  }, []);

  async function toggle() {
    if (busy || on === null) return;
    setBusy(true);
    setProblem(null);
    try {
      if (on) {
        await turnOffPush();
        setOn(false);
      } else {
        const answer = await turnOnPush();
        setPermission(answer);
        setOn(answer === 'granted');
      }
    } catch (err) {
      setProblem(err instanceof Error && err.message ? err.message : 'Something went wrong! Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const blocked = permission === 'denied';
  const Icon = on ? Bell : BellOff;

  return (
    <section aria-labelledby="notifications-title" className={card}>
      <div className="flex items-center gap-3">
        <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
        <div className="min-w-0 flex-1">
          <h2 id="notifications-title" className="text-lg font-bold">
            Order notifications
          </h2>
          <p id="notifications-detail" className="text-sm text-zinc-700 dark:text-zinc-300">
            {blocked
              ? 'Blocked in this browser. Allow notifications for this site in your browser settings to turn them on.'
              : 'On this device, when an order is delivered, refunded or needs your attention.'}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on === true}
          aria-labelledby="notifications-title"
          aria-describedby="notifications-detail"
          disabled={busy || on === null || (blocked && !on)}
          aria-busy={busy || undefined}
          onClick={() => void toggle()}
          className="grid min-h-11 min-w-14 shrink-0 place-items-center rounded-full disabled:opacity-60"
        >
          <span
            aria-hidden="true"
            className={`relative flex h-7 w-12 items-center rounded-full px-0.5 transition-colors ${on ? 'bg-brand-700 dark:bg-brand-400' : 'bg-zinc-300 dark:bg-zinc-700'}`}
          >
            <span className={`grid size-6 place-items-center rounded-full bg-white shadow transition-transform dark:bg-zinc-100 ${on ? 'translate-x-5' : ''}`}>
              {busy && <LoaderCircle className="size-4 animate-spin text-brand-700" />}
            </span>
          </span>
        </button>
      </div>
      {problem && <FieldAlert className="mt-2">{problem}</FieldAlert>}
    </section>
  );
}
