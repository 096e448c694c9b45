import { BookOpen, KeyRound, Webhook } from 'lucide-react';
import { NavLink } from 'react-router';

const links = [
  { to: '/developers', label: 'Docs', icon: BookOpen, end: true },
  { to: '/developers/keys', label: 'API keys', icon: KeyRound, end: false },
  { to: '/developers/webhooks', label: 'Webhooks', icon: Webhook, end: false },
];

/** Tabs between the API's documentation and the reseller's keys and webhooks. */
export function DeveloperNav() {
  return (
    <nav aria-label="Reseller API">
      <ul className="grid grid-cols-3 gap-1 rounded-xl bg-zinc-100 p-1 dark:bg-zinc-800">
        {links.map(({ to, label, icon: Icon, end }) => (
          <li key={to} className="min-w-0">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                `flex min-h-11 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-semibold ${
                  isActive
                    ? 'bg-white text-brand-800 shadow-sm dark:bg-zinc-950 dark:text-brand-200'
                    : 'text-zinc-700 hover:bg-white/60 dark:text-zinc-300 dark:hover:bg-zinc-900/60'
                }`
              }
            >
              <Icon aria-hidden="true" className="hidden size-4 shrink-0 min-[400px]:block" />
              <span className="truncate">{label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
