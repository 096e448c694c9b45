import { useId, type ReactNode } from 'react';
import { Modal } from '../../../components/modal';
import { DialogActions } from './dialog-actions';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  description: ReactNode;
  /** Extra fields (a reason). */
  children?: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Every destructive action asks first (deletes ask for confirmation). */
export function ConfirmDialog({ open, title, description, children, confirmLabel, busyLabel, cancelLabel = 'Cancel', danger = false, busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Modal open={open} onClose={busy ? () => {} : onClose} labelledBy={titleId} describedBy={descriptionId}>
      {/* The fields inside check themselves and say why in words, not in the browser's bubbles. */}
      <form
        noValidate
        className="p-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onConfirm();
        }}
      >
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <div id={descriptionId} className="mt-2 space-y-1 text-sm text-zinc-700 dark:text-zinc-300">
          {description}
        </div>
        {children && <div className="mt-4">{children}</div>}
        <DialogActions
          className="mt-5 flex justify-end gap-2"
          size="md"
          submitLabel={confirmLabel}
          busyLabel={busyLabel}
          cancelLabel={cancelLabel}
          busy={busy}
          danger={danger}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
