import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { adminRoutes } from '../features/admin/routes';
import { authRoutes } from '../features/auth/routes';
import { buyingRoutes } from '../features/buying/routes';
import { developerRoutes } from '../features/developers/routes';
import { HomePage } from '../features/home/home-page';
import { oidcRoutes } from '../features/oidc/routes';
import { Layout } from './layout';
import { ProtectedRoute } from './protected-route';

// Only the home page is in the first download; every other screen is its own chunk.
type ProductPageCode = typeof import('../features/product/product-page');
let productPageCode: ProductPageCode | undefined;
/** The product page's code; also requested early when the browser opens on a product (prefetch.ts). */
export const loadProductPage = () => import('../features/product/product-page').then((code) => (productPageCode = code));
const LazyProductPage = lazy(() => loadProductPage().then((m) => ({ default: m.ProductPage })));
/**
 * Drawn at once when its code is already in (as it is when the browser opens on a product): a
 * lazy component waits a turn even then, and its loading skeleton would replace the header card
 * the server drew into the page for a moment.
 */
function ProductPage() {
  return productPageCode ? <productPageCode.ProductPage /> : <LazyProductPage />;
}
const PrivacyPage = lazy(() => import('../features/pages/privacy-page').then((m) => ({ default: m.PrivacyPage })));
const RefundPolicyPage = lazy(() => import('../features/pages/refund-policy-page').then((m) => ({ default: m.RefundPolicyPage })));
const TermsPage = lazy(() => import('../features/pages/terms-page').then((m) => ({ default: m.TermsPage })));
const AboutPage = lazy(() => import('../features/pages/about-page').then((m) => ({ default: m.AboutPage })));
const ContactPage = lazy(() => import('../features/pages/contact-page').then((m) => ({ default: m.ContactPage })));
const FaqPage = lazy(() => import('../features/pages/faq-page').then((m) => ({ default: m.FaqPage })));
const FollowPage = lazy(() => import('../features/pages/follow-page').then((m) => ({ default: m.FollowPage })));
const TutorialsPage = lazy(() => import('../features/pages/tutorials-page').then((m) => ({ default: m.TutorialsPage })));
// An order's invoice, for its signed-in customer or an admin.
const InvoicePage = lazy(() => import('../features/invoices/invoice-page').then((m) => ({ default: m.InvoicePage })));
const NotFoundPage = lazy(() => import('../features/pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));

/** Every route; each feature lists its own. */
export const routes: RouteObject[] = [
  ...adminRoutes,
  ...oidcRoutes,
  {
    element: <Layout />,
    children: [
      ...authRoutes,
      ...buyingRoutes,
      ...developerRoutes,
      { index: true, element: <HomePage /> },
      { path: 'home', element: <HomePage /> },
      { path: 'product/:id', element: <ProductPage /> },
      { path: 'privacypage', element: <PrivacyPage /> },
      { path: 'refund-policy', element: <RefundPolicyPage /> },
      { path: 'terms-and-condition', element: <TermsPage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'contact', element: <ContactPage /> },
      { path: 'faq', element: <FaqPage /> },
      { path: 'follow', element: <FollowPage /> },
      { path: 'tutorials', element: <TutorialsPage /> },
      { element: <ProtectedRoute />, children: [{ path: 'invoice/:orderid', element: <InvoicePage /> }] },
      { path: 'live-leaderboard', Component: lazy(() => import('../features/leaderboard/leaderboard-page').then((m) => ({ default: m.LeaderboardPage }))) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
