/** The S-Store mark: a rounded tile with a lightning S (decorative; the name is always beside it). */
export function BrandMark({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="#6d28d9" />
      <path
        d="M20.5 9.5c-1.2-1.1-2.9-1.7-4.8-1.7-3.2 0-5.4 1.8-5.4 4.3 0 2.6 2.1 3.5 4.6 4.1 2 .5 3 .9 3 2 0 1-1 1.7-2.6 1.7-1.7 0-3.1-.7-4.2-1.8l-1.8 2.3c1.4 1.4 3.5 2.2 5.9 2.2 3.5 0 5.8-1.8 5.8-4.6 0-2.6-2-3.5-4.7-4.1-1.9-.5-2.9-.8-2.9-1.9 0-.9.9-1.5 2.2-1.5 1.3 0 2.5.5 3.5 1.3Z"
        fill="#fff"
      />
    </svg>
  );
}
