import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleHelp, LoaderCircle, Trophy } from 'lucide-react';
import { useCallback, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { WINNERS_EMPTY_MESSAGE } from '../../api/leaderboard';
import { useDocumentTitle } from '../../components/use-document-title';
import { readStorage, writeStorage } from '../../session/storage-keys';
import { ChallengeTabs, type TabId } from './challenge-tabs';
import { ChallengeCountdown, resetInstant } from './countdown';
import { INTRO_SEEN_KEY, IntroPopup } from './intro-popup';
import { leaderboardKey, leaderboardWinnersQuery, liveLeaderboardQuery } from './leaderboard-queries';
import { PastRewards } from './past-rewards';
import { Podium } from './podium';
import { RankList } from './rank-list';

const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-900 dark:ring-zinc-800';
const muted = 'py-6 text-center text-sm text-zinc-700 dark:text-zinc-300';

function Loading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={`flex items-center justify-center gap-2 ${muted}`}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      {children}
    </p>
  );
}

function Failure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 py-4 text-center">
      <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-300">
        {message}
      </p>
      <button
        type="button"
        onClick={onRetry}
        className="inline-flex min-h-11 items-center rounded-xl px-4 text-sm font-semibold ring-1 ring-zinc-300 hover:bg-zinc-100 dark:ring-zinc-700 dark:hover:bg-zinc-800"
      >
        Try again
      </button>
    </div>
  );
}

/** /live-leaderboard: this week's spending race, its reset clock and past weeks' winners. Public. */
export function LeaderboardPage() {
  useDocumentTitle('Live Leaderboard');
  const queryClient = useQueryClient();
  const live = useQuery(liveLeaderboardQuery());
  const [tab, setTab] = useState<TabId>('active');
  // Past weeks are read when asked for: most visits only watch this week.
  const winners = useQuery({ ...leaderboardWinnersQuery(), enabled: tab === 'past' });
  const [introOpen, setIntroOpen] = useState(() => readStorage(INTRO_SEEN_KEY) === null);

  const closeIntro = useCallback(() => {
    writeStorage(INTRO_SEEN_KEY, '1');
    setIntroOpen(false);
  }, []);
  // A new week starts: this week's board is empty again and the last one may have winners.
  const onReset = useCallback(() => void queryClient.invalidateQueries({ queryKey: leaderboardKey }), [queryClient]);

  const board = live.data?.data;

  let top: ReactNode;
  if (live.isPending) top = <Loading>Loading leaderboard…</Loading>;
  else if (live.isError) top = <Failure message={live.error.message} onRetry={() => void live.refetch()} />;
  else if (board!.length === 0)
    top = (
      <div className="flex flex-col items-center gap-2 py-4 text-center">
        <Trophy aria-hidden="true" className="size-10 text-amber-500 dark:text-amber-300" />
        <h2 className="text-xl font-extrabold">Competition Starts Soon</h2>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">Nobody has spent this week yet. Top up now and take first place.</p>
        <Link to="/dashboard" className="mt-2 inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-5 font-bold text-white hover:bg-brand-800">
          Start Competing
        </Link>
      </div>
    );
  else top = <Podium entries={board!} />;

  const active = live.isPending ? (
    <Loading>Loading ranks…</Loading>
  ) : board ? (
    board.length > 0 ? (
      <RankList entries={board.slice(3)} />
    ) : (
      <p className={muted}>Ranks 4 and below show here once the week's race begins.</p>
    )
  ) : (
    <p className={muted}>Ranks 4 and below show here once the leaderboard loads.</p>
  );

  const past = winners.isPending ? (
    <Loading>Loading past winners…</Loading>
  ) : winners.isError ? (
    <Failure message={winners.error.message} onRetry={() => void winners.refetch()} />
  ) : winners.data.data.length === 0 ? (
    <p className={muted}>{winners.data.msg || WINNERS_EMPTY_MESSAGE}</p>
  ) : (
    <PastRewards weeks={winners.data.data} />
  );

  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 px-3 py-5 sm:px-4 sm:py-8">
      <header className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-extrabold">Live Leaderboard</h1>
          <p className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">This week's top spenders. The top 3 win S-Coin rewards.</p>
        </div>
        <button
          type="button"
          onClick={() => setIntroOpen(true)}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-brand-800 ring-1 ring-zinc-300 hover:bg-zinc-100 dark:text-brand-200 dark:ring-zinc-700 dark:hover:bg-zinc-800"
        >
          <CircleHelp aria-hidden="true" className="size-5" />
          How it works
        </button>
      </header>

      <ChallengeCountdown target={resetInstant(live.data?.resetsAt)} onZero={onReset} />

      <section aria-label="Podium" className={card}>
        {top}
      </section>

      <ChallengeTabs selected={tab} onSelect={setTab} panels={{ active, past }} />

      <IntroPopup open={introOpen} onClose={closeIntro} />
    </div>
  );
}
