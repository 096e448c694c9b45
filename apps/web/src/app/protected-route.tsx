import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@shop/contract/accounts';
import { apiRequest } from '../api/client';
import { clearSession, useSession } from '../session/session';

const allRoles: Role[] = ['user', 'reseller', 'admin'];

/**
 * Protected pages (spec accounts-money-admin 6): a logged-in state and a token are needed; the
 * server is asked whether the token is valid and its role is in the page's list. On failure the
 * browser storage is cleared and the user goes to /login, which sends them back afterwards.
 */
export function ProtectedRoute({ roles = allRoles }: { roles?: Role[] }) {
  const session = useSession();
  const location = useLocation();
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

  const from = `${location.pathname}${location.search}`;
  if (!session || check.isError) {
    if (session) clearSession();
    return <Navigate to="/login" replace state={{ from }} />;
  }
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
