import { useLayoutEffect, useState } from 'react';
import type { StatusMessageValue } from './status-message';

/** Form messages clear after 5 seconds. */
const MESSAGE_CLEAR_MS = 5000;

/** A message that clears itself after a while. */
export function useTimedMessage(clearAfterMs = MESSAGE_CLEAR_MS) {
  const [message, setMessage] = useState<StatusMessageValue | null>(null);
  // Counted from the moment the message is on screen: a passive effect may start well after that
  // when the message comes from an asynchronous check, as a form's validation is.
  useLayoutEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(() => setMessage(null), clearAfterMs);
    return () => window.clearTimeout(timer);
  }, [message, clearAfterMs]);
  return [message, setMessage] as const;
}
