import { forwardRef, useCallback, useEffect, useState, type ReactNode, type RefObject } from 'react';

type StepCardProps = {
  step: number;
  title: string;
  id: string;
  invalid?: boolean;
  children: ReactNode;
};

/** One numbered step of the product page (UI: the four steps read as one calm column). */
export const StepCard = forwardRef<HTMLElement, StepCardProps>(function StepCard({ step, title, id, invalid = false, children }, ref) {
  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      className={`scroll-mt-20 rounded-2xl bg-white p-4 shadow-sm ring-1 outline-none sm:p-5 dark:bg-zinc-900 ${
        invalid ? 'ring-2 ring-red-600 dark:ring-red-400' : 'ring-zinc-200 dark:ring-zinc-800'
      }`}
    >
      <h2 id={`${id}-title`} className="mb-4 flex items-center gap-3 text-lg font-bold">
        <span
          aria-hidden="true"
          className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-extrabold text-white dark:bg-brand-300 dark:text-brand-950"
        >
          {step}
        </span>
        <span>
          <span className="sr-only">Step {step}: </span>
          {title}
        </span>
      </h2>
      {children}
    </section>
  );
});

/**
 * Returns a function that brings a step into view: only as far as needed (a step already on
 * screen stays still), once React has rendered, so after a closing dialog gave focus back, and
 * without moving focus. Smooth, unless the customer asked for less motion.
 */
export function useBringIntoView(step: RefObject<HTMLElement | null>): () => void {
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked === 0) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    step.current?.scrollIntoView({ behavior: still ? 'auto' : 'smooth', block: 'nearest' });
  }, [asked, step]);
  return useCallback(() => setAsked((n) => n + 1), []);
}
