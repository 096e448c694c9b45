import { formatPoints } from '@shop/contract/points';
import { useQuery } from '@tanstack/react-query';
import { CircleHelp, Gift, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Modal } from '../../components/modal';
import { card } from '../buying/styles';
import { pointsBalanceQuery } from './points-queries';

/** The wallet's Reward Points panel: the balance, the way to redeem, and what points are. */
export function RewardPointsCard({ userid }: { userid: string }) {
  const points = useQuery(pointsBalanceQuery(userid));
  const [faqOpen, setFaqOpen] = useState(false);

  return (
    <section aria-labelledby="reward-points-title" className={card}>
      <div className="flex items-start justify-between gap-3">
        <h2 id="reward-points-title" className="text-sm font-semibold tracking-wide text-zinc-700 uppercase dark:text-zinc-300">
          Reward Points
        </h2>
        <button
          type="button"
          onClick={() => setFaqOpen(true)}
          aria-label="Know More about Reward Points"
          className="-mt-2 -mr-2 inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-brand-700 hover:bg-zinc-100 dark:text-brand-300 dark:hover:bg-zinc-800"
        >
          <CircleHelp aria-hidden="true" className="size-4" />
          Know More
        </button>
      </div>
      <div className="sm:flex sm:items-end sm:justify-between sm:gap-6">
        <div>
          <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">Points balance</p>
          <p className="mt-1 text-3xl font-extrabold tracking-tight break-words" aria-live="polite">
            {points.isSuccess ? (
              <>
                <span data-testid="points-balance">{formatPoints(points.data.balance)}</span>
                <span className="ml-1.5 text-base font-semibold text-zinc-700 dark:text-zinc-300">points</span>
              </>
            ) : points.isError ? (
              '—'
            ) : (
              <span className="skeleton inline-block h-9 w-32 align-middle" />
            )}
          </p>
          {points.isError && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{points.error.message}</p>}
          <p className="mt-1 text-xs text-zinc-700 dark:text-zinc-300">1 point = ₹1 · Earn 1% on every completed order</p>
        </div>
        <Link
          to="/redeem"
          className="mt-5 inline-flex min-h-12 w-full shrink-0 items-center justify-center gap-2 rounded-xl bg-brand-700 px-5 font-bold text-white shadow-sm hover:bg-brand-800 sm:w-auto"
        >
          <Gift aria-hidden="true" className="size-5" />
          Redeem Points
        </Link>
      </div>
      <PointsFaq open={faqOpen} onClose={() => setFaqOpen(false)} />
    </section>
  );
}

const faq: { q: string; a: string }[] = [
  { q: 'How do I earn Reward Points?', a: 'Every completed order earns points worth 1% of its price, added to your balance automatically.' },
  { q: 'What is a point worth?', a: '1 point is worth ₹1. Balances can include fractions of a point, up to two decimals.' },
  { q: 'How do I use my points?', a: 'Open Redeem Points at any time and choose how many to turn into S-Coins. They are added to your wallet straight away.' },
  { q: 'Do refunded or cancelled orders earn points?', a: 'No. Only completed orders earn points; a refunded or cancelled order earns nothing.' },
];

function PointsFaq({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} labelledBy="points-faq-title" variant="sheet">
      <div className="max-h-[85dvh] overflow-y-auto p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id="points-faq-title" className="text-lg font-bold">
            About Reward Points
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="-mt-2 -mr-2 grid size-11 shrink-0 place-items-center rounded-xl text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <dl className="mt-2 space-y-4">
          {faq.map(({ q, a }) => (
            <div key={q}>
              <dt className="font-semibold">{q}</dt>
              <dd className="mt-1 text-sm leading-relaxed text-zinc-700 dark:text-zinc-300">{a}</dd>
            </div>
          ))}
        </dl>
        <button type="button" onClick={onClose} className="mt-5 inline-flex min-h-12 w-full items-center justify-center rounded-xl bg-brand-700 font-bold text-white hover:bg-brand-800">
          Got it
        </button>
      </div>
    </Modal>
  );
}
