import type { PaymentMode } from '@shop/contract/orders';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { createOrder, type OrderDraft } from '../../api/orders';
import { useToast } from '../../components/toast';
import { clearSession } from '../../session/session';

// Order placement.
export const SESSION_EXPIRED_MESSAGE = 'Session expired! Please re-login to proceed.';
export const ORDER_FAILED_MESSAGE = 'Something went wrong! Please try again.';
/** After an expired session the page waits this long, then clears storage and opens /login. */
const RELOGIN_DELAY_MS = 3000;

/** A random key the server accepts (8-100 of [A-Za-z0-9_-]); getRandomValues works off HTTPS too. */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `order-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** What became of a confirm: 'ignored' is a second click while the first is still out. */
export type PlaceOrderOutcome = 'redirecting' | 'ignored' | 'failed' | 'relogin' | 'insufficient';

/**
 * Places the order: UPI goes to the gateway's payment page, wallet to the confirmation page.
 * One confirm attempt keeps one Idempotency-Key, so a retry after a lost answer, or a second
 * click, can only ever name the same order; another pack, input, coupon or method is a new
 * attempt with a new key.
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const toast = useToast();
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);

  // Coming back from the payment page with the browser's Back button restores this page as it
  // was left (busy); it should be usable again.
  useEffect(() => {
    function onPageShow(event: PageTransitionEvent) {
      if (!event.persisted) return;
      inFlight.current = false;
      setBusy(false);
    }
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  async function placeOrder(draft: OrderDraft, mode: PaymentMode): Promise<PlaceOrderOutcome> {
    if (inFlight.current) return 'ignored';
    inFlight.current = true;
    setBusy(true);

    const fingerprint = JSON.stringify([mode, draft]);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { fingerprint, key: newIdempotencyKey() };

    try {
      const answer = await createOrder(draft, mode, attempt.current.key);
      // This attempt is done; buying again later is a new order.
      attempt.current = null;
      if ('payment_url' in answer) window.location.assign(answer.payment_url);
      else navigate(answer.redirect_url);
      return 'redirecting';
    } catch (err) {
      inFlight.current = false;
      setBusy(false);
      return failed(err);
    }
  }

  function failed(err: unknown): PlaceOrderOutcome {
    if (!(err instanceof ApiError) || err.status === 0 || err.status >= 500) {
      // The order may or may not exist: a retry reuses the key and cannot make a second one.
      const detail = err instanceof Error ? err.message : '';
      toast(detail && detail !== ORDER_FAILED_MESSAGE ? `${ORDER_FAILED_MESSAGE} ${detail}` : ORDER_FAILED_MESSAGE, { tone: 'error' });
      return 'failed';
    }
    if (err.status === 401) {
      toast(SESSION_EXPIRED_MESSAGE, { tone: 'warning' });
      window.setTimeout(() => {
        clearSession();
        navigate('/login');
      }, RELOGIN_DELAY_MS);
      return 'relogin';
    }
    if (err.status === 402) {
      navigate('/balanceerror');
      return 'insufficient';
    }
    toast(err.message, { tone: 'error' });
    return 'failed';
  }

  return { placeOrder, busy };
}
