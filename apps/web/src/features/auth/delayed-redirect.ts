import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** Redirect delay after password reset, registration or email verification. */
export const REDIRECT_DELAY_MS = 2000;

/** Goes to a page 2 seconds after `redirectLater` is called, leaving the message in view meanwhile. */
export function useDelayedRedirect() {
  const navigate = useNavigate();
  const [target, setTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!target) return;
    const timer = window.setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [target, navigate]);
  return setTarget as (path: string) => void;
}
