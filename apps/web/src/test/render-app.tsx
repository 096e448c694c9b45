import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import { AppRoutes } from '../app/routes';

/** Shows where the app navigated to, and how (PUSH or REPLACE), so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  const navigationType = useNavigationType();
  return (
    <output data-testid="location" data-search={location.search} data-navigation={navigationType}>
      {location.pathname}
    </output>
  );
}

/** Renders the whole app at a path, as the browser would, with a fresh cache. */
export function renderApp(path: string, { advanceTimers }: { advanceTimers?: (ms: number) => void } = {}) {
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { user, ...result };
}
