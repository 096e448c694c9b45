import { CircleAlert, CircleCheck } from 'lucide-react';

export type StatusMessageValue = { tone: 'error' | 'success'; text: string };

/**
 * The outcome of something the customer did: failures in red, confirmations in green. The live
 * region is always there, so that a message that appears is read out; `alert` for a message that
 * answers something done away from the page (a sign-in window, say).
 */
export function StatusMessage({ message, className = '', role = 'status' }: { message: StatusMessageValue | null; className?: string; role?: 'status' | 'alert' }) {
  return (
    <div aria-live={role === 'alert' ? 'assertive' : 'polite'} role={role} className={`empty:hidden ${className}`}>
      {message && (
        <p
          className={`flex items-start gap-2 rounded-xl px-3 py-2.5 text-sm font-semibold ${
            message.tone === 'error'
              ? 'bg-red-50 text-red-700 dark:bg-red-950/60 dark:text-red-300'
              : 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200'
          }`}
        >
          {message.tone === 'error' ? (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          {message.text}
        </p>
      )}
    </div>
  );
}
