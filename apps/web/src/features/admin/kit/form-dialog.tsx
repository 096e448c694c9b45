import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Modal } from '../../../components/modal';
import { FormMessage } from '../../../components/ui/form-message';
import { DialogActions } from './dialog-actions';

type FormDialogProps = {
  title: ReactNode;
  /** While the request runs the dialog stays open: Escape, the backdrop and Cancel do nothing. */
  busy: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  busyLabel: string;
  /** The server's reason when it refused, shown above the buttons. */
  serverError?: string | null;
  /** Sizes the sheet (`sm:max-w-2xl`) or lets it scroll as a whole. */
  modalClassName?: string;
  formClassName?: string;
  children: ReactNode;
};

/** An admin edit dialog: a sheet holding a form, its title, its fields and Cancel / submit. */
export function FormDialog({ title, busy, onClose, onSubmit, submitLabel, busyLabel, serverError, modalClassName = 'max-h-[92dvh] overflow-y-auto', formClassName = 'p-4 sm:p-5', children }: FormDialogProps) {
  const titleId = useId();
  return (
    <Modal open onClose={busy ? () => {} : onClose} labelledBy={titleId} variant="sheet" className={modalClassName}>
      <form noValidate className={formClassName} onSubmit={onSubmit}>
        <h2 id={titleId} className="mb-4 text-lg font-bold break-words">
          {title}
        </h2>
        {children}
        {serverError && (
          <div className="mt-4">
            <FormMessage tone="error">{serverError}</FormMessage>
          </div>
        )}
        <DialogActions className="mt-5 flex justify-end gap-2" busy={busy} busyLabel={busyLabel} submitLabel={submitLabel} onCancel={onClose} />
      </form>
    </Modal>
  );
}
