import type { ComponentProps } from 'react';

export const iconButtonClass = 'grid size-11 place-items-center rounded-xl text-zinc-700 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800';

/** A button showing only an icon: `label` is its accessible name, since there is no text to read. */
export function IconButton({ label, className = '', type = 'button', ...props }: Omit<ComponentProps<'button'>, 'aria-label'> & { label: string }) {
  return <button {...props} type={type} aria-label={label} className={`${iconButtonClass} ${className}`} />;
}
