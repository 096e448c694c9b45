import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { ProtectedRoute } from '../../app/protected-route';

// Every admin screen is its own chunk, and so is the shell: none of it is in the home route's
// first download (the storefront's budget is 130 KB of gzipped JavaScript).
const AdminShell = lazy(() => import('./admin-shell').then((m) => ({ default: m.AdminShell })));
const DashboardPage = lazy(() => import('./dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const PendingOrdersPage = lazy(() => import('./orders/pending-orders-page').then((m) => ({ default: m.PendingOrdersPage })));
const UsersPage = lazy(() => import('./users/users-page').then((m) => ({ default: m.UsersPage })));
const AllOrdersPage = lazy(() => import('./orders/all-orders-page').then((m) => ({ default: m.AllOrdersPage })));
const WalletTxnsPage = lazy(() => import('./wallet/wallet-txns-page').then((m) => ({ default: m.WalletTxnsPage })));
const CreateCouponPage = lazy(() => import('./coupons/create-coupon-page').then((m) => ({ default: m.CreateCouponPage })));
const CouponsPage = lazy(() => import('./coupons/coupons-page').then((m) => ({ default: m.CouponsPage })));
const LeaderboardRewardsPage = lazy(() => import('./leaderboard/leaderboard-rewards-page').then((m) => ({ default: m.LeaderboardRewardsPage })));
const ShopSettingsPage = lazy(() => import('./settings/shop-settings-page').then((m) => ({ default: m.ShopSettingsPage })));
const ApiKeysPage = lazy(() => import('./api-keys/api-keys-page').then((m) => ({ default: m.ApiKeysPage })));
const AuditPage = lazy(() => import('./audit/audit-page').then((m) => ({ default: m.AuditPage })));
const PricePage = lazy(() => import('./catalogue/price-page').then((m) => ({ default: m.PricePage })));
const CostsPage = lazy(() => import('./costs/costs-page').then((m) => ({ default: m.CostsPage })));
const GalleryPage = lazy(() => import('./gallery/gallery-page').then((m) => ({ default: m.GalleryPage })));
const CreateProductPage = lazy(() => import('./catalogue/create-product-page').then((m) => ({ default: m.CreateProductPage })));
const CreateItemPage = lazy(() => import('./catalogue/create-item-page').then((m) => ({ default: m.CreateItemPage })));
const ItemsPage = lazy(() => import('./catalogue/items-page').then((m) => ({ default: m.ItemsPage })));
const ProductsPage = lazy(() => import('./catalogue/products-page').then((m) => ({ default: m.ProductsPage })));
const AdminNotFoundPage = lazy(() => import('./admin-not-found-page').then((m) => ({ default: m.AdminNotFoundPage })));

function ShellLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-live="polite">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" aria-hidden="true" />
      <span className="sr-only">Loading the admin console…</span>
    </div>
  );
}

/** The admin console under /admin, admins only. */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    element: <ProtectedRoute roles={['admin']} />,
    children: [
      {
        element: (
          <Suspense fallback={<ShellLoading />}>
            <AdminShell />
          </Suspense>
        ),
        children: [
          { index: true, element: <DashboardPage /> },
          { path: 'orders', element: <PendingOrdersPage /> },
          { path: 'usersdata', element: <UsersPage /> },
          { path: 'txn', element: <AllOrdersPage /> },
          { path: 'wallettxn', element: <WalletTxnsPage /> },
          { path: 'createcoupons', element: <CreateCouponPage /> },
          { path: 'getcoupons', element: <CouponsPage /> },
          { path: 'leaderboard', element: <LeaderboardRewardsPage /> },
          { path: 'api-keys', element: <ApiKeysPage /> },
          { path: 'audit', element: <AuditPage /> },
          { path: 'settings', element: <ShopSettingsPage /> },
          { path: 'price', element: <PricePage /> },
          { path: 'costs', element: <CostsPage /> },
          { path: 'admingallery', element: <GalleryPage /> },
          { path: 'createproduct', element: <CreateProductPage /> },
          { path: 'createitems', element: <CreateItemPage /> },
          { path: 'viewitems', element: <ItemsPage /> },
          { path: 'viewproducts', element: <ProductsPage /> },
          { path: '*', element: <AdminNotFoundPage /> },
        ],
      },
    ],
  },
];
