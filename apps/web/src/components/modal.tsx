import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

let openModals = 0;

/** Makes the page behind a modal unreachable (focus, clicks, screen readers) while it is open. */
function setBackgroundInert(inert: boolean) {
  const root = document.getElementById('root');
  if (root) root.inert = inert;
  document.body.style.overflow = inert ? 'hidden' : '';
}

type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** Id of the element that names the dialog. */
  labelledBy: string;
  describedBy?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  /** centre: a card in the middle; sheet: from the bottom on phones; drawer: from the left. */
  variant?: 'centre' | 'sheet' | 'drawer';
  className?: string;
  children: ReactNode;
};

/**
 * An accessible modal dialog: labelled, traps focus, closes on Escape and on the backdrop,
 * and gives focus back to where it was (UI: dialogs and sheets that trap focus).
 */
export function Modal({ open, onClose, labelledBy, describedBy, initialFocus, variant = 'centre', className = '', children }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  // The latest onClose, without re-running the open/close effect when the parent re-renders.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    openModals += 1;
    setBackgroundInert(true);
    const dialog = dialogRef.current;
    const first = initialFocus?.current ?? dialog?.querySelector<HTMLElement>(focusableSelector) ?? dialog;
    first?.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const focusables = [...dialog.querySelectorAll<HTMLElement>(focusableSelector)];
      if (focusables.length === 0) {
        event.preventDefault();
        return;
      }
      const firstEl = focusables[0]!;
      const lastEl = focusables[focusables.length - 1]!;
      if (event.shiftKey && (document.activeElement === firstEl || document.activeElement === dialog)) {
        event.preventDefault();
        lastEl.focus();
      } else if (!event.shiftKey && document.activeElement === lastEl) {
        event.preventDefault();
        firstEl.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      openModals -= 1;
      if (openModals === 0) setBackgroundInert(false);
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [open, initialFocus]);

  if (!open) return null;

  const placement = {
    centre: 'items-center justify-center p-4',
    sheet: 'items-end justify-center sm:items-center sm:p-4',
    drawer: 'items-stretch justify-start',
  }[variant];
  const panel = {
    centre: 'w-full max-w-md rounded-2xl',
    sheet: 'w-full max-w-lg rounded-t-2xl sm:rounded-2xl',
    drawer: 'h-full w-[85%] max-w-xs overflow-y-auto',
  }[variant];

  return createPortal(
    <div className={`fixed inset-0 z-50 flex ${placement}`}>
      <div className="absolute inset-0 bg-black/60" aria-hidden="true" onClick={() => onCloseRef.current()} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`relative bg-white shadow-2xl outline-none dark:bg-zinc-900 ${panel} ${className}`}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
