import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { ProtectedRoute } from '../../app/protected-route';

// Each developer screen is its own chunk, out of the home page's first download.
const DocsPage = lazy(() => import('./docs-page').then((m) => ({ default: m.DocsPage })));
const KeysPage = lazy(() => import('./keys-page').then((m) => ({ default: m.KeysPage })));
const WebhooksPage = lazy(() => import('./webhooks-page').then((m) => ({ default: m.WebhooksPage })));

/** The reseller API: its documentation for anyone, and a signed-in account's keys and webhooks. */
export const developerRoutes: RouteObject[] = [
  { path: 'developers', element: <DocsPage /> },
  // Any signed-in account may open these; the server answers a plain customer that keys are for
  // resellers, and the pages show that answer instead of sending them to the login page.
  {
    element: <ProtectedRoute />,
    children: [
      { path: 'developers/keys', element: <KeysPage /> },
      { path: 'developers/webhooks', element: <WebhooksPage /> },
    ],
  },
];
