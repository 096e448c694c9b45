import { X } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { Modal } from './modal';
import { IconButton } from './ui/icon-button';

/** The X that closes a dialog, a 44 px target; `label` names what it closes ("Close menu"). */
export function CloseButton({ label = 'Close', onClick, className = '' }: { label?: string; onClick: () => void; className?: string }) {
  return (
    <IconButton label={label} onClick={onClick} className={`shrink-0 ${className}`}>
      <X aria-hidden="true" className="size-5" />
    </IconButton>
  );
}

type DialogProps = Omit<ComponentProps<typeof Modal>, 'labelledBy'> & {
  /** The heading, which also names the dialog. */
  title: ReactNode;
  titleClassName?: string;
  closeLabel?: string;
};

/**
 * A modal with a heading and a close button at its top; what follows the heading is the caller's.
 * Sheets get the grab handle phones show on a panel that comes up from the bottom.
 */
export function Dialog({ title, titleClassName = 'text-lg font-bold', closeLabel, variant, onClose, children, ...modal }: DialogProps) {
  const titleId = useId();
  return (
    <Modal {...modal} variant={variant} onClose={onClose} labelledBy={titleId}>
      {variant === 'sheet' && <div className="mx-auto -mt-2 mb-3 h-1.5 w-10 rounded-full bg-zinc-300 sm:hidden dark:bg-zinc-700" aria-hidden="true" />}
      <div className="flex items-start gap-3">
        <h2 id={titleId} className={`min-w-0 flex-1 ${titleClassName}`}>
          {title}
        </h2>
        <CloseButton label={closeLabel} onClick={onClose} className="-mt-2 -mr-2" />
      </div>
      {children}
    </Modal>
  );
}
