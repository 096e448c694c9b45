import { Menu, Moon, Sun, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { ScreenOutlet, ScreenSkeleton, SkipLink } from '../../app/screen-frame';
import { UserMenu } from '../../app/user-menu';
import { BrandMark } from '../../components/brand-mark';
import { Modal } from '../../components/modal';
import { IconButton } from '../../components/ui/icon-button';
import { useSession } from '../../session/session';
import { useTheme } from '../../session/theme';
import { useSessionExpiry } from '../auth/session-expiry';
import { AdminMenu } from './admin-menu';

/**
 * The admin console's own layout: a top bar, the "Welcome Admin" side menu (fixed on a laptop,
 * a drawer on a phone) and the screen. Laptop first, usable on a phone.
 */
export function AdminShell() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const session = useSession();
  const { theme, toggleTheme } = useTheme();
  // The session ends when its expiryTime passes, here as in the storefront.
  useSessionExpiry();

  // Following a menu link closes the drawer; a new screen starts at the top.
  useEffect(() => {
    setDrawerOpen(false);
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <div className="min-h-dvh">
      <SkipLink target="admin-main" />
      <header className="sticky top-0 z-40 border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
        <div className="flex h-14 items-center gap-1 px-2 sm:px-4">
          <IconButton onClick={() => setDrawerOpen(true)} label="Open admin menu" className="lg:hidden">
            <Menu aria-hidden="true" className="size-6" />
          </IconButton>
          <Link to="/admin" className="flex min-h-11 items-center gap-2 rounded-lg px-1 text-lg font-extrabold tracking-tight">
            <BrandMark className="size-8" />
            <span className="sr-only whitespace-nowrap sm:not-sr-only">S-Store</span>
            <span className="rounded-md bg-brand-100 px-1.5 py-0.5 text-xs font-bold text-brand-800 uppercase dark:bg-brand-500/20 dark:text-brand-200">Admin</span>
          </Link>
          <div className="ml-auto flex items-center gap-1">
            <IconButton onClick={toggleTheme} label="Toggle dark mode" aria-pressed={theme === 'dark'}>
              {theme === 'dark' ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
            </IconButton>
            {session && <UserMenu user={session.user} />}
          </div>
        </div>
      </header>

      <div className="flex">
        <aside
          aria-labelledby="admin-menu-heading"
          className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-56 shrink-0 overflow-y-auto border-r border-zinc-200 bg-white lg:block dark:border-zinc-800 dark:bg-zinc-900"
        >
          <AdminMenu headingId="admin-menu-heading" />
        </aside>
        <Modal open={drawerOpen} onClose={() => setDrawerOpen(false)} labelledBy="admin-drawer-heading" variant="drawer">
          <IconButton onClick={() => setDrawerOpen(false)} label="Close admin menu" className="absolute top-2 right-2">
            <X aria-hidden="true" className="size-5" />
          </IconButton>
          <AdminMenu headingId="admin-drawer-heading" />
        </Modal>

        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 px-3 py-4 outline-none sm:px-5 lg:py-6">
          <ScreenOutlet loading={<ScreenSkeleton className="space-y-4" blocks={['h-8 w-64', 'h-10 w-full', 'h-72 w-full']} />} />
        </main>
      </div>
    </div>
  );
}
