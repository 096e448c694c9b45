import { Headset, House, LayoutDashboard, Receipt, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { SupportLink } from '../features/shop-info/support-contacts';

const tabClass =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-[11px] font-semibold text-zinc-700 dark:text-zinc-300';

function Tab({ to, icon, label, active = false }: { to: string; icon: ReactNode; label: string; active?: boolean }) {
  return (
    <NavLink
      to={to}
      aria-current={active ? 'page' : undefined}
      className={({ isActive }) => `${tabClass} ${isActive || active ? 'text-brand-700 dark:text-brand-300' : ''}`}
    >
      {icon}
      {label}
    </NavLink>
  );
}

/** Phone-only tab bar: Follow Us, Dashboard, Home, Order, Support. */
export function BottomNav() {
  const { pathname } = useLocation();
  const icon = 'size-6';
  return (
    <nav
      aria-label="Bottom navigation"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-zinc-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex">
        <Tab to="/follow" label="Follow Us" icon={<Users aria-hidden="true" className={icon} />} />
        <Tab to="/dashboard" label="Dashboard" icon={<LayoutDashboard aria-hidden="true" className={icon} />} />
        <Tab to="/home" label="Home" active={pathname === '/'} icon={<House aria-hidden="true" className={icon} />} />
        <Tab to="/orders" label="Order" icon={<Receipt aria-hidden="true" className={icon} />} />
        <SupportLink className={tabClass}>
          <Headset aria-hidden="true" className={icon} />
          Support
        </SupportLink>
      </div>
    </nav>
  );
}
