import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@shop/contract/accounts';
import { apiRequest } from '../api/client';
import { clearSession, useSession } from '../session/session';

const allRoles: Role[] = ['user', 'reseller', 'admin'];

/**
 * Protected pages: a logged-in state and a token are needed; the
 * server is asked whether the token is valid and its role is in the page's list. On failure the
 * browser storage is cleared and the user goes to /login, which sends them back afterwards.
 * A session that ends during the visit (Sign Out, expiry) leads to /home, where Sign Out goes.
 */
export function ProtectedRoute({ roles = allRoles }: { roles?: Role[] }) {
  const session = useSession();
  const location = useLocation();
  const [arrivedWithSession] = useState(() => session !== null);
  const [refused, setRefused] = useState(false);
  const check = useQuery({
    queryKey: ['validateuser', session?.token, roles.join(',')],
    enabled: Boolean(session),
    retry: false,
    staleTime: 60_000,
    queryFn: async () => {
      const { validateUserResponse } = await import('@shop/contract/accounts');
      return apiRequest('/auth/validateuser', validateUserResponse, { method: 'POST', body: { requiredRoles: roles } });
    },
  });

  // Cleared after rendering, not during it: clearing updates every component that shows the session.
  useEffect(() => {
    if (!check.isError) return;
    setRefused(true);
    clearSession();
  }, [check.isError]);

  const from = `${location.pathname}${location.search}`;
  if (refused || check.isError || (!session && !arrivedWithSession)) return <Navigate to="/login" replace state={{ from }} />;
  // Signed out here: Sign Out is already on its way to /home; going to /login as well would race it.
  if (!session) return <Navigate to="/home" replace />;
  if (!check.isSuccess) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center" role="status" aria-live="polite">
        <span className="h-8 w-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-600" aria-hidden="true" />
        <span className="sr-only">Checking your session…</span>
      </div>
    );
  }
  return <Outlet />;
}
