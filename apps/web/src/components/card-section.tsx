import type { ReactNode } from 'react';

/** A card whose heading names it, so that screen readers list it among the page's regions. */
export function CardSection({ titleId, title, className, children }: { titleId: string; title: ReactNode; className: string; children: ReactNode }) {
  return (
    <section aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}
