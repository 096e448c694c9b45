import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { ProtectedRoute } from '../../app/protected-route';

// Every buying screen is its own chunk, out of the home page's first download.
const ConfirmationPage = lazy(() => import('./confirmation-page').then((m) => ({ default: m.ConfirmationPage })));
const WalletConfirmationPage = lazy(() => import('./wallet-confirmation-page').then((m) => ({ default: m.WalletConfirmationPage })));
const BalanceErrorPage = lazy(() => import('./balance-error-page').then((m) => ({ default: m.BalanceErrorPage })));
const SandboxPayPage = lazy(() => import('./sandbox-pay-page').then((m) => ({ default: m.SandboxPayPage })));
const WalletPage = lazy(() => import('./wallet-page').then((m) => ({ default: m.WalletPage })));
const TopupPage = lazy(() => import('./topup-page').then((m) => ({ default: m.TopupPage })));
const RedeemPage = lazy(() => import('../points/redeem-page').then((m) => ({ default: m.RedeemPage })));
const ReferAndEarnPage = lazy(() => import('../referrals/refer-and-earn-page').then((m) => ({ default: m.ReferAndEarnPage })));
const ReferralEarningsPage = lazy(() => import('../referrals/referral-earnings-page').then((m) => ({ default: m.ReferralEarningsPage })));
const OrdersPage = lazy(() => import('./orders-page').then((m) => ({ default: m.OrdersPage })));

/** Buying screens: payment confirmations, wallet, top-up, orders, the sandbox payment page. */
export const buyingRoutes: RouteObject[] = [
  { path: 'confirmation', element: <ConfirmationPage /> },
  { path: 'walletconfirmation', element: <WalletConfirmationPage /> },
  { path: 'balanceerror', element: <BalanceErrorPage /> },
  { path: 'sandbox/pay/:client_txn_id', element: <SandboxPayPage /> },
  // Wallet, top-up, redeem and orders need a signed-in user, reseller or admin.
  {
    element: <ProtectedRoute />,
    children: [
      { path: 'wallet', element: <WalletPage /> },
      { path: 'topup', element: <TopupPage /> },
      { path: 'redeem', element: <RedeemPage /> },
      { path: 'referandearn', element: <ReferAndEarnPage /> },
      { path: 'referralearnings', element: <ReferralEarningsPage /> },
      { path: 'orders', element: <OrdersPage /> },
    ],
  },
];
