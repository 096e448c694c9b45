import { BookOpen, Gift, Trophy, Wallet } from 'lucide-react';
import { IconLinks, type IconLink } from '../../components/icon-links';

const links: IconLink[] = [
  { to: '/wallet', label: 'Wallet+', icon: Wallet },
  { to: '/live-leaderboard', label: 'Leaderboard', icon: Trophy },
  { to: '/referandearn', label: 'Refer&Earn', icon: Gift },
  { to: '/tutorials', label: 'Tutorials', icon: BookOpen },
];

/** The phone-only shortcut row under the banners. */
export function QuickLinks() {
  return (
    <nav aria-label="Shortcuts" className="px-3 md:hidden">
      <IconLinks
        links={links}
        className="grid grid-cols-4 gap-2"
        linkClassName="flex min-h-16 flex-col items-center justify-center gap-1 rounded-2xl bg-white px-1 py-2 text-xs font-semibold text-zinc-800 shadow-sm ring-1 ring-zinc-200 dark:bg-zinc-900 dark:text-zinc-100 dark:ring-zinc-800"
        iconClassName="size-6 text-brand-700 dark:text-brand-300"
      />
    </nav>
  );
}
