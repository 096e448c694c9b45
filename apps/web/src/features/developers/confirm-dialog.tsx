import { useId, type ReactNode } from 'react';
import { Modal } from '../../components/modal';
import { Button } from '../../components/ui/button';

type ConfirmDialogProps = {
  title: string;
  /** What will happen, in a sentence or two. */
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The server's reason when it refused. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** Revoking a key or deleting an endpoint cannot be undone, so it asks first. */
export function ConfirmDialog({ title, description, confirmLabel, busyLabel, busy, error, onConfirm, onClose }: ConfirmDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <Modal open onClose={busy ? () => {} : onClose} labelledBy={titleId} describedBy={descriptionId} variant="sheet">
      <div className="p-5">
        <h2 id={titleId} className="text-lg font-bold break-words">
          {title}
        </h2>
        <div id={descriptionId} className="mt-2 space-y-1 text-sm break-words text-zinc-700 dark:text-zinc-300">
          {description}
        </div>
        {error && (
          <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:bg-red-950/50 dark:text-red-300">
            {error}
          </p>
        )}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button variant="danger" busy={busy} busyLabel={busyLabel} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
