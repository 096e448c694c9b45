import { Button, type ButtonSize } from '../../../components/ui/button';

type DialogActionsProps = {
  submitLabel: string;
  busyLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  /** Whether Cancel also waits for the request; a dialog that cannot be left mid-save says so. */
  lockCancel?: boolean;
  danger?: boolean;
  size?: ButtonSize;
  className?: string;
  onCancel: () => void;
};

/** The foot of an admin dialog: Cancel, then the submit button of the form around it. */
export function DialogActions({ submitLabel, busyLabel, cancelLabel = 'Cancel', busy = false, lockCancel = true, danger = false, size = 'lg', className = 'flex justify-end gap-2', onCancel }: DialogActionsProps) {
  return (
    <div className={className}>
      <Button size={size} onClick={onCancel} disabled={lockCancel && busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" size={size} variant={danger ? 'danger' : 'primary'} busy={busy} busyLabel={busyLabel ?? submitLabel}>
        {submitLabel}
      </Button>
    </div>
  );
}
