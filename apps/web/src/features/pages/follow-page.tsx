import { ExternalLink } from 'lucide-react';
import { socialsOf, useShopInfo } from '../shop-info/shop-info';
import { StaticPage } from './static-page';

export function FollowPage() {
  const { info } = useShopInfo();
  const socials = socialsOf(info);
  return (
    <StaticPage title="Follow Us" intro="Be the first to hear about new games, flash discounts, giveaways and the weekly leaderboard winners.">
      {info && socials.length === 0 && <p>We are not on social media yet. Check back soon.</p>}
      {socials.length > 0 && (
        <ul className="grid !list-none gap-3 !pl-0 sm:grid-cols-2">
          {socials.map((social) => (
            <li key={social.name}>
              <a
                href={social.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex min-h-16 items-center gap-3 rounded-2xl bg-white p-4 !no-underline shadow-sm ring-1 ring-zinc-200 hover:ring-brand-400 dark:bg-zinc-900 dark:ring-zinc-800"
              >
                <span className="flex-1">
                  <span className="block text-zinc-900 dark:text-zinc-50">{social.name}</span>
                  <span className="block text-sm font-normal break-all text-zinc-700 dark:text-zinc-300">{social.handle}</span>
                </span>
                <ExternalLink aria-hidden="true" className="size-5" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </StaticPage>
  );
}
