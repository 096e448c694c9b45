import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { prefetchOpeningPage } from './app/prefetch';
import { AppProviders, createQueryClient } from './app/providers';
import { AppRoutes } from './app/routes';
import { startServiceWorker } from './app/service-worker';
import { initTheme } from './session/theme';
import './index.css';

initTheme();
const queryClient = createQueryClient();
const openingScreen = prefetchOpeningPage(queryClient, window.location.pathname);

// Declarative routing: the data router's extra code would not fit the home route's 130 KB
// budget, and server state lives in React Query anyway. The first render runs as a transition
// so React yields to the browser between components instead of blocking a slow phone.
const root = createRoot(document.getElementById('root')!);
void openingScreen.then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  }),
);

// The offline app, once the page has loaded; `npm run dev` serves no worker.
if (import.meta.env.PROD) void startServiceWorker();
