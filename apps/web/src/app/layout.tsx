import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useSessionExpiry } from '../features/auth/session-expiry';
import { useProviderSessionRestore } from '../features/oidc/shell';
import { OfflineNotice } from '../components/offline-notice';
import { BottomNav } from './bottom-nav';
import { Footer } from './footer';
import { ScreenOutlet, ScreenSkeleton, SkipLink } from './screen-frame';
import { SideDrawer } from './side-drawer';
import { TopBar } from './top-bar';

// The bottom tab bar is hidden on these screens.
const pathsWithoutBottomNav = ['/login', '/register', '/walletconfirmation', '/confirmation'];

export function hasBottomNav(pathname: string): boolean {
  return !pathsWithoutBottomNav.includes(pathname) && !pathname.startsWith('/product/');
}

/** The shell around every storefront screen: top bar, side drawer, content, footer, bottom tabs. */
export function Layout() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname } = useLocation();
  const showBottomNav = hasBottomNav(pathname);
  // The session ends when its expiryTime passes.
  useSessionExpiry();
  // Someone still signed in at the shop's sign-in provider gets the shop's session back (once per tab, after the first paint).
  useProviderSessionRestore();

  // A new page starts at the top (links to #anchors scroll to their target instead).
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);

  return (
    // Room at the bottom for the tab bar, or for the product page's checkout bar.
    <div className={`flex min-h-dvh flex-col ${showBottomNav ? 'pb-16 md:pb-0' : pathname.startsWith('/product/') ? 'pb-24' : ''}`}>
      <SkipLink target="main" />
      <TopBar onOpenMenu={() => setDrawerOpen(true)} />
      <OfflineNotice />
      <SideDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      {/* At least a screen tall, so the footer never starts in view and jumps when content loads. */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100dvh-3.5rem)] flex-1 outline-none">
        <ScreenOutlet loading={<ScreenSkeleton className="mx-auto max-w-3xl space-y-4 px-4 py-6" blocks={['h-8 w-1/2', 'h-40 w-full', 'h-24 w-full']} />} />
      </main>
      <Footer />
      {showBottomNav && <BottomNav />}
    </div>
  );
}
