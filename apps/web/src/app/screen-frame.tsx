import { Suspense, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from './route-error';

/** The first stop for keyboard users: straight past the top bar and menus to the screen. */
export function SkipLink({ target }: { target: string }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      Skip to content
    </a>
  );
}

/** The screen of the current route, with a stand-in while its code loads. */
export function ScreenOutlet({ loading }: { loading: ReactNode }) {
  const { pathname } = useLocation();
  // A new address gets a fresh boundary, so an error on one page does not stick to the next.
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={loading}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/** Grey blocks in the rough shape of a screen; `blocks` are each block's height and width classes. */
export function ScreenSkeleton({ className, blocks }: { className: string; blocks: string[] }) {
  return (
    <div className={className} role="status" aria-busy="true" aria-label="Loading page">
      {blocks.map((size) => (
        <div key={size} className={`skeleton ${size}`} />
      ))}
    </div>
  );
}
