import { formatBalance, formatIndianNumber, formatRupees, paiseOf, paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import type { PaymentMode } from '@shop/contract/orders';
import { useQuery } from '@tanstack/react-query';
import { CircleAlert, Gift, LockKeyhole, Smartphone, TriangleAlert, WalletMinimal } from 'lucide-react';
import { useRef, useState } from 'react';
import { BusyButton } from '../../components/busy-button';
import { Dialog } from '../../components/dialog';
import { FieldAlert } from '../../components/field-alert';
import { useNeedsConnection } from '../../components/needs-connection';
import type { SessionUser } from '../../session/session';
import { pointsBalanceQuery, walletBalanceQuery } from '../buying/buying-queries';
import { MethodOption } from './payment-method-option';

export const PAYMENT_METHOD_REQUIRED = 'Please select a payment method.';

// The contract's formatPoints, from the module without zod, which this page keeps out of its first render.
const formatPoints = formatIndianNumber;
/** Amounts the server sent (at most two decimals) in paise, so that sums are exact. */
export const pointsRangeMessage = (max: number) => `Please enter between 0.01 and ${formatPoints(max)} points.`;

type PaymentSheetProps = {
  open: boolean;
  onClose: () => void;
  user: SessionUser;
  packName: string;
  total: number;
  busy: boolean;
  /** Something to read before paying (a saved player id that now answers to another name). */
  warning?: string | null;
  /**
   * Called with the chosen method, the wallet balance as last read (null when unknown) and the
   * reward points to pay with first. Points that cover everything come with 'wallet': the server
   * takes no money then.
   */
  onConfirm: (mode: PaymentMode, walletBalance: number | null, points: number | undefined) => void;
};

/**
 * Step 4, Select Payment: a bottom sheet on phones (a dialog that traps focus and closes on
 * Escape). A method must be picked before Confirm Order; Confirm is busy while the order is placed.
 */
export function PaymentSheet({ open, onClose, user, packName, total, busy, warning = null, onConfirm }: PaymentSheetProps) {
  const [mode, setMode] = useState<PaymentMode | null>(null);
  const [missingMode, setMissingMode] = useState(false);
  const [usePoints, setUsePoints] = useState(false);
  const [pointsText, setPointsText] = useState('');
  const [triedPoints, setTriedPoints] = useState(false);
  const firstOption = useRef<HTMLInputElement>(null);
  const connection = useNeedsConnection('mt-3 justify-center');
  const balance = useQuery({ ...walletBalanceQuery(user.userid), enabled: open });
  // No balance (not loaded, or the call failed) simply means no points offer: paying works as before.
  const points = useQuery({ ...pointsBalanceQuery(user.userid), enabled: open });
  const walletBalance = balance.data?.balance ?? null;

  const totalPaise = rupeesToPaise(total);
  const pointsBalance = points.data?.balance ?? 0;
  // At most the balance, and never more than the order costs.
  const maxPointsPaise = Math.min(rupeesToPaise(pointsBalance), totalPaise);
  const offerPoints = maxPointsPaise > 0;
  const typedPaise = paiseOf(pointsText.trim());
  const pointsValid = typedPaise !== null && typedPaise > 0 && typedPaise <= maxPointsPaise;
  const pointsPaise = usePoints && offerPoints && pointsValid ? typedPaise : 0;
  const restPaise = totalPaise - pointsPaise;
  const pointsOnly = pointsPaise > 0 && restPaise === 0;
  const pointsProblem = usePoints && offerPoints && !pointsValid && (pointsText.trim() !== '' || triedPoints) ? pointsRangeMessage(paiseToRupees(maxPointsPaise)) : null;
  const walletShort = walletBalance !== null && rupeesToPaise(walletBalance) < restPaise;

  function choose(next: PaymentMode) {
    setMode(next);
    setMissingMode(false);
  }

  function togglePoints(on: boolean) {
    setUsePoints(on);
    setTriedPoints(false);
    // Offered at the most that can be used; the customer may lower it.
    if (on) setPointsText(String(paiseToRupees(maxPointsPaise)));
  }

  function confirm() {
    if (busy || connection.offline) return;
    if (usePoints && offerPoints && !pointsValid) {
      setTriedPoints(true);
      return;
    }
    const usedPoints = pointsPaise > 0 ? paiseToRupees(pointsPaise) : undefined;
    if (pointsOnly) {
      onConfirm('wallet', walletBalance, usedPoints);
      return;
    }
    if (!mode) {
      setMissingMode(true);
      return;
    }
    onConfirm(mode, walletBalance, usedPoints);
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={
        <>
          <span
            aria-hidden="true"
            className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-extrabold text-white dark:bg-brand-300 dark:text-brand-950"
          >
            4
          </span>
          Select Payment
        </>
      }
      titleClassName="flex items-center gap-3 text-lg font-bold"
      closeLabel="Close payment options"
      describedBy="payment-sheet-amount"
      variant="sheet"
      initialFocus={firstOption}
      className="max-h-[90dvh] overflow-y-auto p-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]"
    >
      <p id="payment-sheet-amount" className="mt-3 flex items-baseline justify-between gap-3 rounded-xl bg-zinc-100 px-4 py-3 dark:bg-zinc-800">
        <span className="min-w-0 text-sm text-zinc-700 dark:text-zinc-300">
          Amount to pay <span className="block truncate font-semibold text-zinc-900 dark:text-zinc-100">{packName}</span>
        </span>
        <span className="text-2xl font-extrabold" data-testid="sheet-total">
          {formatRupees(total)}
        </span>
      </p>

      {warning && (
        <p className="mt-3 flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900 ring-1 ring-amber-300 dark:bg-amber-400/10 dark:text-amber-100 dark:ring-amber-400/40">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {warning}
        </p>
      )}

      {offerPoints && (
        <div className="mt-4 rounded-xl p-3 ring-1 ring-zinc-300 dark:ring-zinc-700">
          <label htmlFor="use-points" className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              id="use-points"
              type="checkbox"
              checked={usePoints}
              onChange={(e) => togglePoints(e.target.checked)}
              aria-describedby="use-points-detail"
              className="size-5 shrink-0 accent-brand-700 dark:accent-brand-300"
            />
            <Gift aria-hidden="true" className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
            <span className="min-w-0 flex-1">
              <span className="block font-bold">Use my points</span>
              <span id="use-points-detail" className="block text-sm text-zinc-700 dark:text-zinc-300">
                You have <span data-testid="sheet-points-balance">{formatPoints(pointsBalance)}</span> points · 1 point = ₹1
              </span>
            </span>
          </label>
          {usePoints && (
            <div className="mt-2">
              <label htmlFor="points-to-use" className="mb-1 block text-sm font-semibold text-zinc-800 dark:text-zinc-200">
                Points to use
              </label>
              <input
                id="points-to-use"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={pointsText}
                onChange={(e) => setPointsText(e.target.value)}
                aria-invalid={pointsProblem ? true : undefined}
                aria-describedby={pointsProblem ? 'points-to-use-error' : 'points-to-use-hint'}
                className={`block min-h-12 w-full rounded-xl border bg-white px-3 text-base text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100 ${
                  pointsProblem ? 'border-red-600 dark:border-red-400' : 'border-zinc-300 dark:border-zinc-700'
                }`}
              />
              {pointsProblem ? (
                <FieldAlert id="points-to-use-error" className="mt-1">
                  {pointsProblem}
                </FieldAlert>
              ) : (
                <p id="points-to-use-hint" className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
                  Up to {formatPoints(paiseToRupees(maxPointsPaise))} points on this order.
                </p>
              )}
            </div>
          )}
        </div>
      )}

      {pointsPaise > 0 && (
        <dl className="mt-3 divide-y divide-zinc-200 rounded-xl px-4 text-sm ring-1 ring-zinc-200 dark:divide-zinc-800 dark:ring-zinc-800" aria-live="polite">
          <div className="flex items-baseline justify-between gap-3 py-2">
            <dt className="text-zinc-700 dark:text-zinc-300">Paid with points</dt>
            <dd className="font-semibold text-emerald-800 dark:text-emerald-300">−{formatRupees(paiseToRupees(pointsPaise))}</dd>
          </div>
          <div className="flex items-baseline justify-between gap-3 py-2">
            <dt className="font-bold">{pointsOnly ? 'Left to pay' : 'Left to pay by UPI or Wallet'}</dt>
            <dd className="text-lg font-extrabold" data-testid="sheet-remainder">
              {formatRupees(paiseToRupees(restPaise))}
            </dd>
          </div>
        </dl>
      )}

      {pointsOnly ? (
        <p className="mt-3 text-sm text-zinc-700 dark:text-zinc-300">Your points cover the whole order: nothing is taken from your wallet or bank.</p>
      ) : (
        <>
          <fieldset className="mt-4" aria-describedby={missingMode ? 'payment-method-error' : undefined}>
            <legend className="mb-2 text-sm font-semibold text-zinc-800 dark:text-zinc-200">Payment method</legend>
            <div className="space-y-2">
              <MethodOption
                inputRef={firstOption}
                value="upi"
                checked={mode === 'upi'}
                onChoose={choose}
                icon={<Smartphone aria-hidden="true" className="size-6" />}
                title="UPI"
                detail="Google Pay, PhonePe, Paytm or any UPI app"
              />
              <MethodOption
                value="wallet"
                checked={mode === 'wallet'}
                onChoose={choose}
                icon={<WalletMinimal aria-hidden="true" className="size-6" />}
                title="Wallet"
                detail={
                  balance.isPending ? (
                    'S-Coins balance: loading…'
                  ) : balance.isError ? (
                    'S-Coins balance unavailable right now'
                  ) : (
                    <>
                      S-Coins balance: <span className="font-semibold text-zinc-900 dark:text-zinc-100">{formatBalance(walletBalance ?? 0)}</span>
                      {walletShort && <span className="block font-medium text-amber-800 dark:text-amber-300">Not enough S-Coins for this order</span>}
                    </>
                  )
                }
              />
            </div>
          </fieldset>
          {missingMode && (
            <p id="payment-method-error" role="alert" className="mt-3 flex items-center gap-1.5 text-sm font-medium text-red-700 dark:text-red-300">
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
              {PAYMENT_METHOD_REQUIRED}
            </p>
          )}
        </>
      )}

      {/* Kept in view at the bottom of the sheet: with points and a method the sheet is taller than a phone. */}
      <div className="sticky bottom-0 -mx-5 -mb-5 mt-5 bg-white px-5 pt-3 pb-[max(1.25rem,env(safe-area-inset-bottom))] dark:bg-zinc-900">
        <BusyButton
          onClick={confirm}
          busy={busy}
          spinnerSize="size-5"
          disabled={connection.offline}
          aria-describedby={connection.describedBy}
          className={`inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-brand-700 px-5 text-base font-bold text-white shadow-md hover:bg-brand-800 active:bg-brand-900 ${
            busy ? 'disabled:cursor-wait disabled:opacity-80' : 'disabled:cursor-not-allowed disabled:opacity-60 disabled:shadow-none disabled:hover:bg-brand-700'
          }`}
        >
          {busy ? 'Placing your order…' : pointsOnly ? 'Pay with points' : 'Confirm Order'}
        </BusyButton>
        {connection.reason}
        <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-zinc-700 dark:text-zinc-300">
          <LockKeyhole aria-hidden="true" className="size-3.5" />
          Secure payment. Your pack is sent as soon as payment is confirmed.
        </p>
      </div>
    </Dialog>
  );
}
