import { useNavigate } from 'react-router';
import { clearSession } from '../session/session';

/** Sign out clears the user (and with it all browser storage) and goes to /home. */
export function useSignOut(): () => void {
  const navigate = useNavigate();
  return () => {
    clearSession();
    navigate('/home');
  };
}
