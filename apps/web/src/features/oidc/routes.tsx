import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { CALLBACK_PATH } from './oidc-state';

const CallbackPage = lazy(() => import('./callback-page').then((m) => ({ default: m.CallbackPage })));

/**
 * Outside the shop's layout: the same page answers inside the sign-in popup and the hidden frame
 * of the silent check, where the top bar, the footer and the home page's requests have no place.
 */
export const oidcRoutes: RouteObject[] = [
  {
    path: CALLBACK_PATH.slice(1),
    element: (
      <Suspense fallback={null}>
        <CallbackPage />
      </Suspense>
    ),
  },
];
