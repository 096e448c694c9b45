import { formatRupees } from '@shop/contract/money';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CircleAlert, FlaskConical, LoaderCircle, ShieldCheck } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { getSandboxPayment, settleSandboxPayment } from '../../api/sandbox';
import { useToast } from '../../components/toast';
import { useDocumentTitle } from '../../components/use-document-title';
import { QrCode } from './qr-code';
import { card, pageShell, primaryAction, secondaryAction } from './styles';

/**
 * The sandbox gateway sends the browser back to an address on this shop; only its path is
 * followed, so a session kept on this origin (127.0.0.1 versus localhost) is never lost.
 */
export function shopPathOf(returnUrl: string): string {
  try {
    const url = new URL(returnUrl, window.location.origin);
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/orders';
  }
}

/**
 * /sandbox/pay/:client_txn_id: the sandbox UPI gateway's payment page (ARCHITECTURE: sandbox
 * contract). It looks like a real gateway's: the amount, what it pays for, a UPI QR code, and
 * Pay or Fail, after which the browser returns to the shop's confirmation page.
 */
export function SandboxPayPage() {
  useDocumentTitle('UPI Payment');
  const { client_txn_id: clientTxnId = '' } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const payment = useQuery({ queryKey: ['sandbox-payment', clientTxnId], queryFn: ({ signal }) => getSandboxPayment(clientTxnId, signal), staleTime: 0 });
  const settle = useMutation({
    mutationFn: (outcome: 'success' | 'failure') => settleSandboxPayment(clientTxnId, outcome),
    onSuccess: ({ returnUrl }) => navigate(shopPathOf(returnUrl), { replace: true }),
    onError: (err) => toast(err.message, { tone: 'error' }),
  });

  if (payment.isPending) {
    return (
      <div className={pageShell} role="status" aria-busy="true" aria-label="Loading payment">
        <div className="mx-auto max-w-md space-y-3">
          <div className="skeleton h-24 w-full rounded-2xl" />
          <div className="skeleton mx-auto size-56 rounded-2xl" />
          <div className="skeleton h-12 w-full rounded-xl" />
        </div>
      </div>
    );
  }
  if (payment.isError) {
    return (
      <div className={pageShell}>
        <section className={`${card} mx-auto max-w-md text-center`}>
          <CircleAlert aria-hidden="true" className="mx-auto size-12 text-red-700 dark:text-red-400" />
          <h1 className="mt-3 text-xl font-bold">Payment not found</h1>
          <p className="mt-2 text-zinc-700 dark:text-zinc-300">{payment.error.message}</p>
          <Link to="/orders" className={`${primaryAction} mt-5 w-full`}>
            My Orders
          </Link>
        </section>
      </div>
    );
  }

  const p = payment.data;
  const amount = formatRupees(p.amount);
  const pending = p.status === 'pending';
  const busy = settle.isPending || settle.isSuccess;
  return (
    <div className={pageShell}>
      <section className="mx-auto max-w-md overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800" aria-labelledby="gateway-title">
        <header className="flex items-center justify-between gap-3 bg-zinc-900 px-5 py-3 text-white dark:bg-zinc-800">
          <p id="gateway-title" className="flex items-center gap-2 font-bold">
            <ShieldCheck aria-hidden="true" className="size-5 text-emerald-400" />
            S-Store UPI Checkout
          </p>
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-300 px-2.5 py-0.5 text-xs font-bold text-amber-950">
            <FlaskConical aria-hidden="true" className="size-3.5" />
            Sandbox
          </span>
        </header>

        <div className="p-5">
          <p className="text-sm text-zinc-700 dark:text-zinc-300">{p.purpose === 'topup' ? 'Wallet top-up' : 'Order payment'} to S-Store</p>
          <h1 className="mt-1 text-4xl font-extrabold tracking-tight" data-testid="gateway-amount">
            <span className="sr-only">Amount: </span>
            {amount}
          </h1>
          <p className="mt-1 font-semibold break-words">{p.description}</p>
          <p className="mt-1 text-xs text-zinc-700 dark:text-zinc-300">
            Reference <span className="font-mono break-all">{p.client_txn_id}</span>
          </p>

          {pending ? (
            <>
              <figure className="mt-4 flex flex-col items-center">
                <div className="rounded-2xl bg-white p-2 ring-1 ring-zinc-200">
                  <QrCode value={p.upiUri} label={`UPI QR code to pay ${amount} to S-Store`} />
                </div>
                <figcaption className="mt-2 text-center text-sm text-zinc-700 dark:text-zinc-300">Scan with any UPI app</figcaption>
              </figure>
              <div className="mt-4 grid grid-cols-[1fr_2fr] gap-3">
                <button type="button" disabled={busy} onClick={() => settle.mutate('failure')} className={secondaryAction}>
                  Fail
                </button>
                <button type="button" disabled={busy} aria-busy={busy || undefined} onClick={() => settle.mutate('success')} className={primaryAction}>
                  {busy && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
                  Pay {amount}
                </button>
              </div>
              <p className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200 dark:bg-amber-400/10 dark:text-amber-100 dark:ring-amber-400/30">
                Test mode: no real money moves. Pay approves this payment; Fail declines it.
              </p>
            </>
          ) : (
            <div className="mt-5 text-center">
              <p className="font-semibold">{p.status === 'success' ? 'This payment is already complete.' : 'This payment was declined.'}</p>
              <Link to={shopPathOf(p.returnUrl)} replace className={`${primaryAction} mt-4 w-full`}>
                Return to S-Store
              </Link>
            </div>
          )}
        </div>
      </section>
    </div>
  );
}
