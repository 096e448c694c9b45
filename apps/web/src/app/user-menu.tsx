import { ChevronDown, CircleUserRound, LayoutDashboard, LogOut, Mail, Receipt, ShieldUser, Wallet } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { IconLinks, type IconLink } from '../components/icon-links';
import type { SessionUser } from '../session/session';
import { useSignOut } from './use-sign-out';

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-medium text-zinc-800 hover:bg-zinc-100 dark:text-zinc-100 dark:hover:bg-zinc-800';

const links: IconLink[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/wallet', label: 'My Wallet', icon: Wallet },
  { to: '/orders', label: 'My Orders', icon: Receipt },
  { to: '/contact', label: 'Contact Us', icon: Mail },
];
const adminLink: IconLink = { to: '/admin', label: 'Admin Dashboard', icon: ShieldUser };

/** The logged-in user's menu in the top bar. */
export function UserMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const signOut = useSignOut();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const firstName = user.name.split(' ')[0] || 'Account';

  return (
    <div ref={containerRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label="Account menu"
        onClick={() => setOpen((v) => !v)}
        className="flex min-h-11 items-center gap-1.5 rounded-xl px-2 text-sm font-semibold text-zinc-800 hover:bg-zinc-100 dark:text-zinc-100 dark:hover:bg-zinc-800"
      >
        <CircleUserRound aria-hidden="true" className="size-6 text-brand-700 dark:text-brand-300" />
        <span className="max-w-24 truncate">{firstName}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </button>
      <nav
        id={menuId}
        aria-label="Account"
        hidden={!open}
        className="absolute right-0 mt-2 w-60 rounded-2xl border border-zinc-200 bg-white p-2 shadow-xl dark:border-zinc-700 dark:bg-zinc-900"
      >
        <p className="truncate px-3 pt-1 pb-2 text-xs text-zinc-600 dark:text-zinc-400">
          Signed in as <span className="font-semibold text-zinc-800 dark:text-zinc-200">{user.name || user.email}</span>
        </p>
        <IconLinks links={user.role === 'admin' ? [...links, adminLink] : links} linkClassName={itemClass} iconClassName="size-5">
          <li className="mt-1 border-t border-zinc-200 pt-1 dark:border-zinc-700">
            <button type="button" onClick={signOut} className={`${itemClass} text-red-700 dark:text-red-300`}>
              <LogOut aria-hidden="true" className="size-5" />
              Sign Out
            </button>
          </li>
        </IconLinks>
      </nav>
    </div>
  );
}
