import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { cameFromProvider, markSilentCheckDone } from '../features/oidc/oidc-state';
import { signOutAtProviderLater } from '../features/oidc/shell';
import { clearSession } from '../session/session';

/**
 * Sign out clears the user (and with it all browser storage) and goes to /home. A session that
 * came from the shop's sign-in provider ends there too (the browser visits the provider, which
 * sends it back to the shop).
 */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    // Read before clearSession forgets it.
    const fromProvider = cameFromProvider();
    clearSession();
    // A reload of this tab must not sign the person straight back in through the provider.
    markSilentCheckDone();
    navigate('/home');
    if (fromProvider) void signOutAtProviderLater(queryClient);
  };
}
