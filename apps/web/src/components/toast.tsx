import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

type Tone = 'success' | 'error' | 'warning' | 'info';
type Toast = { id: number; message: string; tone: Tone };
type ShowToast = (message: string, options?: { tone?: Tone; durationMs?: number }) => void;

const ToastContext = createContext<ShowToast | null>(null);

/** Toasts last 3 s unless a rule says otherwise. */
const DEFAULT_DURATION_MS = 3000;

const toneStyle: Record<Tone, { icon: typeof Info; className: string }> = {
  success: { icon: CircleCheck, className: 'border-emerald-600 text-emerald-800 dark:text-emerald-300' },
  error: { icon: CircleAlert, className: 'border-red-600 text-red-700 dark:text-red-300' },
  warning: { icon: TriangleAlert, className: 'border-amber-500 text-amber-800 dark:text-amber-300' },
  info: { icon: Info, className: 'border-brand-600 text-brand-800 dark:text-brand-200' },
};

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, number>());

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);

  const show = useCallback<ShowToast>(
    (message, { tone = 'info', durationMs = DEFAULT_DURATION_MS } = {}) => {
      const id = nextId.current++;
      // The same message twice in a row replaces the first rather than stacking.
      setToasts((list) => [...list.filter((t) => t.message !== message), { id, message, tone }]);
      timers.current.set(id, window.setTimeout(() => dismiss(id), durationMs));
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        aria-label="Notifications"
        role="region"
        className="pointer-events-none fixed inset-x-0 top-2 z-[60] flex flex-col items-center gap-2 px-3"
      >
        {toasts.map((toast) => {
          const { icon: Icon, className } = toneStyle[toast.tone];
          return (
            <div
              key={toast.id}
              role={toast.tone === 'error' || toast.tone === 'warning' ? 'alert' : 'status'}
              className={`pointer-events-auto flex w-full max-w-md items-start gap-2 rounded-xl border-l-4 bg-white py-2 pr-1 pl-3 text-sm font-medium shadow-lg dark:bg-zinc-800 ${className}`}
            >
              <Icon aria-hidden="true" className="mt-3 size-5 shrink-0" />
              <p className="flex-1 py-2.5 text-zinc-900 dark:text-zinc-50">{toast.message}</p>
              <button
                type="button"
                onClick={() => dismiss(toast.id)}
                className="grid size-11 shrink-0 place-items-center rounded-lg text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-700"
                aria-label="Dismiss notification"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
          );
        })}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}
