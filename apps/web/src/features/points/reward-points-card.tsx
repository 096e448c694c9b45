import { formatPoints } from '@shop/contract/points';
import { useQuery } from '@tanstack/react-query';
import { Gift } from 'lucide-react';
import { Link } from 'react-router';
import { KnowMore, type FaqEntry } from '../../components/faq-sheet';
import { card } from '../buying/styles';
import { pointsBalanceQuery } from './points-queries';

/** The wallet's Reward Points panel: the balance, the way to redeem, and what points are. */
export function RewardPointsCard({ userid }: { userid: string }) {
  const points = useQuery(pointsBalanceQuery(userid));

  return (
    <section aria-labelledby="reward-points-title" className={card}>
      <div className="flex items-start justify-between gap-3">
        <h2 id="reward-points-title" className="text-sm font-semibold tracking-wide text-zinc-700 uppercase dark:text-zinc-300">
          Reward Points
        </h2>
        <KnowMore
          title="About Reward Points"
          entries={faq}
          label="Know More about Reward Points"
          className="text-brand-700 hover:bg-zinc-100 dark:text-brand-300 dark:hover:bg-zinc-800"
        />
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
    </section>
  );
}

const faq: FaqEntry[] = [
  { q: 'How do I earn Reward Points?', a: 'Every completed order earns points worth 1% of its price, added to your balance automatically.' },
  { q: 'What is a point worth?', a: '1 point is worth ₹1. Balances can include fractions of a point, up to two decimals.' },
  { q: 'How do I use my points?', a: 'Open Redeem Points at any time and choose how many to turn into S-Coins. They are added to your wallet straight away.' },
  { q: 'Do refunded or cancelled orders earn points?', a: 'No. Only completed orders earn points; a refunded or cancelled order earns nothing.' },
];
