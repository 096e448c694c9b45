import { CalendarClock, Trophy, Wallet } from 'lucide-react';
import { Dialog } from '../../components/dialog';

/** Set once the visitor has closed the intro, so it is not shown again. */
export const INTRO_SEEN_KEY = 'leaderboardIntroSeen';

/** Explains the weekly challenge on a first visit; the page's How it works button opens it again. */
export function IntroPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const row = 'flex gap-3';
  const icon = 'mt-0.5 size-5 shrink-0 text-brand-700 dark:text-brand-300';
  return (
    <Dialog open={open} onClose={onClose} title="Weekly Spending Challenge" titleClassName="text-lg font-extrabold" describedBy="leaderboard-intro-body" className="p-5">
      <ul id="leaderboard-intro-body" className="mt-3 space-y-3 text-sm text-zinc-800 dark:text-zinc-200">
        <li className={row}>
          <Trophy aria-hidden="true" className={icon} />
          <span>Spend the most in a week on S-Store to climb the leaderboard.</span>
        </li>
        <li className={row}>
          <CalendarClock aria-hidden="true" className={icon} />
          <span>Each week runs from Monday 00:00 to Sunday 23:59 IST.</span>
        </li>
        <li className={row}>
          <Wallet aria-hidden="true" className={icon} />
          <span>When the week closes, the top 3 win S-Coin rewards straight into their wallet.</span>
        </li>
      </ul>
      <button type="button" onClick={onClose} className="mt-5 inline-flex min-h-11 w-full items-center justify-center rounded-xl bg-brand-700 px-5 font-bold text-white hover:bg-brand-800">
        Got it
      </button>
    </Dialog>
  );
}
