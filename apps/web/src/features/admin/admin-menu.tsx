import { ClipboardClock, Images, IndianRupee, LayoutDashboard, List, PackagePlus, Package, ReceiptText, ScrollText, SquarePlus, Store, TicketPercent, TicketPlus, Users, WalletCards } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';

const linkClass =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-zinc-50';
const activeClass = 'bg-brand-50 font-semibold text-brand-800 hover:bg-brand-100 dark:bg-brand-500/15 dark:text-brand-200 dark:hover:bg-brand-500/20';

function Entry({ to, icon, children, end = false }: { to: string; icon: ReactNode; children: ReactNode; end?: boolean }) {
  return (
    <li>
      <NavLink to={to} end={end} className={({ isActive }) => `${linkClass} ${isActive ? activeClass : ''}`}>
        {icon}
        {children}
      </NavLink>
    </li>
  );
}

/** The admin side menu headed "Welcome Admin" (spec accounts-money-admin 2: Admin console). */
export function AdminMenu({ headingId }: { headingId: string }) {
  const icon = 'size-5 shrink-0';
  return (
    <div className="flex h-full flex-col">
      <h2 id={headingId} className="px-4 pt-4 pb-2 text-base font-bold">
        Welcome Admin
      </h2>
      <nav aria-label="Admin menu" className="flex-1 px-2 pb-2">
        <ul className="space-y-0.5">
          <Entry to="/admin" end icon={<LayoutDashboard aria-hidden="true" className={icon} />}>
            Dashboard
          </Entry>
          <Entry to="/admin/orders" icon={<ClipboardClock aria-hidden="true" className={icon} />}>
            Pending Orders
          </Entry>
          <Entry to="/admin/usersdata" icon={<Users aria-hidden="true" className={icon} />}>
            Users
          </Entry>
          <Entry to="/admin/txn" icon={<ReceiptText aria-hidden="true" className={icon} />}>
            All Orders
          </Entry>
          <Entry to="/admin/wallettxn" icon={<WalletCards aria-hidden="true" className={icon} />}>
            Wallet Transactions
          </Entry>
          <Entry to="/admin/createcoupons" icon={<TicketPlus aria-hidden="true" className={icon} />}>
            Create Coupon
          </Entry>
          <Entry to="/admin/getcoupons" icon={<TicketPercent aria-hidden="true" className={icon} />}>
            Coupons
          </Entry>
          <Entry to="/admin/price" icon={<IndianRupee aria-hidden="true" className={icon} />}>
            Update Prices
          </Entry>
          <Entry to="/admin/viewproducts" icon={<Package aria-hidden="true" className={icon} />}>
            All Products
          </Entry>
          <Entry to="/admin/createproduct" icon={<PackagePlus aria-hidden="true" className={icon} />}>
            Create Product
          </Entry>
          <Entry to="/admin/viewitems" icon={<List aria-hidden="true" className={icon} />}>
            All Items
          </Entry>
          <Entry to="/admin/createitems" icon={<SquarePlus aria-hidden="true" className={icon} />}>
            Create Item
          </Entry>
          <Entry to="/admin/admingallery" icon={<Images aria-hidden="true" className={icon} />}>
            Image Gallery
          </Entry>
          <Entry to="/admin/audit" icon={<ScrollText aria-hidden="true" className={icon} />}>
            Audit log
          </Entry>
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
