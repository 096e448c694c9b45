import {
  FileText,
  Headset,
  House,
  LayoutDashboard,
  LogIn,
  LogOut,
  Moon,
  Receipt,
  ShieldUser,
  Gift,
  Undo2,
  UserPlus,
} from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '../components/brand-mark';
import { CloseButton } from '../components/dialog';
import { Modal } from '../components/modal';
import { useSession } from '../session/session';
import { useTheme } from '../session/theme';
import { SupportLink } from '../features/shop-info/support-contacts';
import { useSignOut } from './use-sign-out';

const rowClass =
  'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left font-medium text-zinc-800 hover:bg-zinc-100 dark:text-zinc-100 dark:hover:bg-zinc-800';

function Row({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className={rowClass}>
        {icon}
        {children}
      </Link>
    </li>
  );
}

/** The side drawer. */
export function SideDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const session = useSession();
  const { theme, toggleTheme } = useTheme();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  const user = session?.user;

  // Following a link closes the drawer.
  useEffect(onClose, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  const icon = 'size-5 shrink-0 text-brand-700 dark:text-brand-300';
  return (
    <Modal open={open} onClose={onClose} labelledBy="drawer-title" variant="drawer" className="flex flex-col">
      <div className="flex items-center gap-2 border-b border-zinc-200 px-3 py-2 dark:border-zinc-800">
        <BrandMark className="size-8" />
        <h2 className="text-lg font-extrabold">
          S-Store <span id="drawer-title" className="sr-only">Menu</span>
        </h2>
        <CloseButton label="Close menu" onClick={onClose} className="ml-auto" />
      </div>
      {user && (
        <p className="px-4 pt-3 text-sm text-zinc-700 dark:text-zinc-300">
          Hi, <span className="font-semibold">{user.name || user.email}</span>
        </p>
      )}
      <nav aria-label="Main menu" className="flex-1 p-2">
        <ul className="space-y-0.5">
          <Row to="/home" icon={<House aria-hidden="true" className={icon} />}>
            Home
          </Row>
          <li>
            <SupportLink className={rowClass}>
              <Headset aria-hidden="true" className={icon} />
              Customer Support
            </SupportLink>
          </li>
          {!user && (
            <>
              <Row to="/login" icon={<LogIn aria-hidden="true" className={icon} />}>
                Login
              </Row>
              <Row to="/register" icon={<UserPlus aria-hidden="true" className={icon} />}>
                Create Account
              </Row>
            </>
          )}
          <Row to="/orders" icon={<Receipt aria-hidden="true" className={icon} />}>
            Purchase History
          </Row>
          <Row to="/referandearn" icon={<Gift aria-hidden="true" className={icon} />}>
            Refer &amp; Earn
          </Row>
          <Row to="/dashboard" icon={<LayoutDashboard aria-hidden="true" className={icon} />}>
            Dashboard
          </Row>
          {user?.role === 'admin' && (
            <Row to="/admin" icon={<ShieldUser aria-hidden="true" className={icon} />}>
              Admin Dashboard
            </Row>
          )}
          <Row to="/privacypage" icon={<FileText aria-hidden="true" className={icon} />}>
            Privacy Policy
          </Row>
          <Row to="/refund-policy" icon={<Undo2 aria-hidden="true" className={icon} />}>
            Refund Policy
          </Row>
          {user && (
            <li>
              <button type="button" onClick={signOut} className={rowClass}>
                <LogOut aria-hidden="true" className="size-5 shrink-0 text-red-700 dark:text-red-300" />
                Sign Out
              </button>
            </li>
          )}
        </ul>
      </nav>
      <div className="border-t border-zinc-200 p-2 dark:border-zinc-800">
        <button type="button" role="switch" aria-checked={theme === 'dark'} onClick={toggleTheme} className={rowClass}>
          <Moon aria-hidden="true" className={icon} />
          <span className="flex-1">Dark mode</span>
          <span
            aria-hidden="true"
            className={`relative h-6 w-11 rounded-full transition-colors ${theme === 'dark' ? 'bg-brand-600' : 'bg-zinc-400'}`}
          >
            <span
              className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform ${theme === 'dark' ? 'translate-x-5.5' : 'translate-x-0.5'}`}
            />
          </span>
        </button>
      </div>
    </Modal>
  );
}
