import { BellRing, CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { dismissPushPrompt, shouldOfferPush, turnOnPush } from '../../app/push-notifications';
import { BusyButton } from '../../components/busy-button';
import { FieldAlert } from '../../components/field-alert';

export const PUSH_OFFER_TITLE = 'Get a notification when your order is delivered?';

type State = { step: 'offer' | 'asking' | 'hidden' } | { step: 'done'; text: string } | { step: 'failed'; text: string };

/**
 * The offer of order notifications, made on the confirmation of a paid order: the moment the
 * customer wants to hear about delivery, and never on landing. "Not now" is remembered; until
 * "Turn on" nothing is asked of the browser.
 */
export function PushConsentCard() {
  // Read once: the permission and the stored answer do not change while this card is shown, except through it.
  const [state, setState] = useState<State>(() => ({ step: shouldOfferPush() ? 'offer' : 'hidden' }));

  if (state.step === 'hidden') return null;

  async function turnOn() {
    setState({ step: 'asking' });
    try {
      const permission = await turnOnPush();
      if (permission === 'granted') setState({ step: 'done', text: 'Notifications are on. We will tell you when your orders are delivered.' });
      else if (permission === 'denied') setState({ step: 'done', text: 'Notifications stay off. You can allow them later in your browser settings.' });
      // The browser's question was closed without an answer: the offer can wait for another order.
      else setState({ step: 'hidden' });
    } catch (err) {
      setState({ step: 'failed', text: err instanceof Error && err.message ? err.message : 'Could not turn on notifications. Please try again.' });
    }
  }

  function notNow() {
    dismissPushPrompt();
    setState({ step: 'hidden' });
  }

  if (state.step === 'done') {
    return (
      <p role="status" className="mt-5 flex items-start gap-2 rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200 dark:bg-emerald-400/10 dark:text-emerald-100 dark:ring-emerald-400/30">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {state.text}
      </p>
    );
  }

  const asking = state.step === 'asking';
  return (
    <section aria-labelledby="push-offer-title" className="mt-5 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200 dark:bg-brand-950 dark:ring-brand-800">
      <div className="flex items-start gap-3">
        <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300" />
        <div className="min-w-0">
          <h2 id="push-offer-title" className="font-bold">
            {PUSH_OFFER_TITLE}
          </h2>
          <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">Only about your orders: delivered, refunded, or needing your attention.</p>
        </div>
      </div>
      {state.step === 'failed' && (
        <FieldAlert className="mt-3">{state.text}</FieldAlert>
      )}
      <div className="mt-3 grid grid-cols-2 gap-2">
        <button
          type="button"
          onClick={notNow}
          disabled={asking}
          className="inline-flex min-h-11 items-center justify-center rounded-xl bg-white px-4 font-semibold text-zinc-900 ring-1 ring-zinc-300 hover:bg-zinc-100 disabled:opacity-60 dark:bg-zinc-900 dark:text-zinc-100 dark:ring-zinc-700 dark:hover:bg-zinc-800"
        >
          Not now
        </button>
        <BusyButton
          onClick={() => void turnOn()}
          busy={asking}
          className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-brand-700 px-4 font-bold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80"
        >
          Turn on
        </BusyButton>
      </div>
    </section>
  );
}
