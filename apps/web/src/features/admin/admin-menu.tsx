import { ClipboardClock, Coins, Images, IndianRupee, KeyRound, LayoutDashboard, List, PackagePlus, Package, ReceiptText, ScrollText, Settings, SquarePlus, Store, TicketPercent, TicketPlus, Trophy, Users, WalletCards } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link, NavLink } from 'react-router';

const linkClass =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-zinc-50';
const activeClass = 'bg-brand-50 font-semibold text-brand-800 hover:bg-brand-100 dark:bg-brand-500/15 dark:text-brand-200 dark:hover:bg-brand-500/20';

/** The menu in order; `end` keeps Dashboard from lighting up on every /admin/… address. */
const entries: { to: string; label: string; icon: LucideIcon; end?: boolean }[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/orders', label: 'Pending Orders', icon: ClipboardClock },
  { to: '/admin/usersdata', label: 'Users', icon: Users },
  { to: '/admin/api-keys', label: 'API keys', icon: KeyRound },
  { to: '/admin/txn', label: 'All Orders', icon: ReceiptText },
  { to: '/admin/wallettxn', label: 'Wallet Transactions', icon: WalletCards },
  { to: '/admin/createcoupons', label: 'Create Coupon', icon: TicketPlus },
  { to: '/admin/getcoupons', label: 'Coupons', icon: TicketPercent },
  { to: '/admin/leaderboard', label: 'Leaderboard rewards', icon: Trophy },
  { to: '/admin/price', label: 'Update Prices', icon: IndianRupee },
  { to: '/admin/costs', label: 'Costs and rates', icon: Coins },
  { to: '/admin/viewproducts', label: 'All Products', icon: Package },
  { to: '/admin/createproduct', label: 'Create Product', icon: PackagePlus },
  { to: '/admin/viewitems', label: 'All Items', icon: List },
  { to: '/admin/createitems', label: 'Create Item', icon: SquarePlus },
  { to: '/admin/admingallery', label: 'Image Gallery', icon: Images },
  { to: '/admin/audit', label: 'Audit log', icon: ScrollText },
  { to: '/admin/settings', label: 'Shop settings', icon: Settings },
];

/** The admin side menu headed "Welcome Admin". */
export function AdminMenu({ headingId }: { headingId: string }) {
  const icon = 'size-5 shrink-0';
  return (
    <div className="flex h-full flex-col">
      <h2 id={headingId} className="px-4 pt-4 pb-2 text-base font-bold">
        Welcome Admin
      </h2>
      <nav aria-label="Admin menu" className="flex-1 px-2 pb-2">
        <ul className="space-y-0.5">
          {entries.map(({ to, label, icon: Icon, end = false }) => (
            <li key={to}>
              <NavLink to={to} end={end} className={({ isActive }) => `${linkClass} ${isActive ? activeClass : ''}`}>
                <Icon aria-hidden="true" className={icon} />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="border-t border-zinc-200 p-2 dark:border-zinc-800">
        <Link to="/home" className={linkClass}>
          <Store aria-hidden="true" className={icon} />
          Back to the shop
        </Link>
      </div>
    </div>
  );
}
