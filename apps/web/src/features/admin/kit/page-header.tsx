import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';

/** The heading of an admin screen; also names the browser tab. */
export function PageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  useDocumentTitle(`${title} · Admin`);
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <div className="min-w-0">
        <h1 className="text-xl font-bold tracking-tight sm:text-2xl">{title}</h1>
        {description && <p className="mt-0.5 text-sm text-zinc-600 dark:text-zinc-400">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}

/** A link beside a screen's title to the screen that goes with it: Create Item beside All Items, and back. */
export function HeaderLink({ to, icon: Icon, primary = false, children }: { to: string; icon: LucideIcon; primary?: boolean; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClass(primary ? 'primary' : 'secondary', 'sm')}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
