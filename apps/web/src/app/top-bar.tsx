import { Menu, Moon, Sun } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../session/session';
import { useTheme } from '../session/theme';
import { BrandMark } from '../components/brand-mark';
import { UserMenu } from './user-menu';

export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const session = useSession();
  const { theme, toggleTheme } = useTheme();

  return (
    <header className="sticky top-0 z-40 border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-1 px-2 sm:h-16 sm:px-4">
        <button
          type="button"
          onClick={onOpenMenu}
          aria-label="Open menu"
          className="grid size-11 place-items-center rounded-xl text-zinc-700 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800"
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
        <Link to="/home" className="flex min-h-11 items-center gap-2 rounded-lg px-1 text-lg font-extrabold tracking-tight">
          <BrandMark className="size-8" />
          <span>S-Store</span>
        </Link>
        <div className="ml-auto flex items-center gap-1">
          <button
            type="button"
            onClick={toggleTheme}
            aria-label="Toggle dark mode"
            aria-pressed={theme === 'dark'}
            className="grid size-11 place-items-center rounded-xl text-zinc-700 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800"
          >
            {theme === 'dark' ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
          </button>
          {session ? (
            <UserMenu user={session.user} />
          ) : (
            <Link
              to="/login"
              className="inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
            >
              Login
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
