/** Why something could not be loaded, with a way to ask again when `onRetry` is given. */
export function LoadError({ message, onRetry, alert = true, className = '' }: { message: string; onRetry?: () => void; alert?: boolean; className?: string }) {
  return (
    <div role={alert ? 'alert' : undefined} className={`text-sm ${className}`}>
      <p className="font-medium text-red-700 dark:text-red-300">{message}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-2 inline-flex min-h-11 items-center rounded-xl border border-zinc-300 px-4 font-semibold hover:bg-zinc-100 dark:border-zinc-700 dark:hover:bg-zinc-800"
        >
          Try again
        </button>
      )}
    </div>
  );
}
