import { Menu, Moon, Sun } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../session/session';
import { useTheme } from '../session/theme';
import { BrandMark } from '../components/brand-mark';
import { IconButton } from '../components/ui/icon-button';
import { UserMenu } from './user-menu';

export function TopBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const session = useSession();
  const { theme, toggleTheme } = useTheme();

  return (
    <header className="sticky top-0 z-40 border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-1 px-2 sm:h-16 sm:px-4">
        <IconButton label="Open menu" onClick={onOpenMenu}>
          <Menu aria-hidden="true" className="size-6" />
        </IconButton>
        <Link to="/home" className="flex min-h-11 items-center gap-2 rounded-lg px-1 text-lg font-extrabold tracking-tight">
          <BrandMark className="size-8" />
          <span>S-Store</span>
        </Link>
        <div className="ml-auto flex items-center gap-1">
          <IconButton label="Toggle dark mode" aria-pressed={theme === 'dark'} onClick={toggleTheme}>
            {theme === 'dark' ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
          </IconButton>
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
