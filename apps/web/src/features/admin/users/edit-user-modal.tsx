import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../api/client';
import { updateUserData, type AdminUser, type UserEdit } from '../../../api/admin';
import { Modal } from '../../../components/modal';
import { serverMessageOf } from '../kit/server-message';
import { Field, inputClass } from '../../../components/ui/field';
import { FormMessage } from '../../../components/ui/form-message';
import { DialogActions } from '../kit/dialog-actions';
import { Options } from '../kit/options';

/** The modal closes this long after a successful edit. */
export const EDIT_CLOSE_MS = 2000;

/** Which message a failed edit shows: the server's, or the spec's fallbacks. */
function editFailure(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400) return serverMessageOf(error) ?? 'Failed to update user.';
  return 'An error occurred. Please try again.';
}

/** The fields chosen from a list, their values as the server keeps them. */
const choices = [
  { field: 'role', label: 'Role', options: ['user', 'admin', 'reseller'] },
  { field: 'verified', label: 'Verified', options: ['true', 'false'] },
  { field: 'isBlocked', label: 'Block', options: ['false', 'true'] },
] as const;

/** Edit User Data: name, mobile, email, role, verified, block. */
export function EditUserModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const titleId = useId();
  const ids = { name: useId(), mobile: useId(), email: useId(), role: useId(), verified: useId(), isBlocked: useId() };
  const [form, setForm] = useState<UserEdit>({
    _id: user._id,
    userid: user.userid,
    name: user.name,
    mobilenumber: user.mobilenumber ?? '',
    email: user.email,
    role: user.role,
    verified: user.verified,
    isBlocked: user.isBlocked,
  });
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: updateUserData,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });

  // "User updated successfully!" stays for 2 seconds, then the modal closes (the table's refresh
  // re-renders the parent meanwhile: the timer must not start again).
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    if (!save.isSuccess) return;
    const timer = window.setTimeout(() => onCloseRef.current(), EDIT_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [save.isSuccess]);

  const set = <K extends keyof UserEdit>(key: K, value: UserEdit[K]) => setForm((f) => ({ ...f, [key]: value }));
  const busy = save.isPending || save.isSuccess;

  return (
    <Modal open onClose={onClose} labelledBy={titleId} variant="sheet">
      <form
        className="max-h-[90dvh] space-y-4 overflow-y-auto p-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) save.mutate({ ...form, name: form.name.trim(), email: form.email.trim(), mobilenumber: form.mobilenumber.trim() });
        }}
      >
        <div>
          <h2 id={titleId} className="text-lg font-bold">
            Edit User Data
          </h2>
          <p className="mt-0.5 text-sm text-zinc-600 dark:text-zinc-400">Customer ID {user.userid}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={ids.name} label="Name">
            <input id={ids.name} className={inputClass} value={form.name} onChange={(e) => set('name', e.target.value)} autoComplete="off" />
          </Field>
          <Field id={ids.mobile} label="Mobile Number">
            <input
              id={ids.mobile}
              type="tel"
              inputMode="numeric"
              className={inputClass}
              value={form.mobilenumber}
              onChange={(e) => set('mobilenumber', e.target.value)}
              autoComplete="off"
            />
          </Field>
          <Field id={ids.email} label="Email">
            <input id={ids.email} type="email" className={inputClass} value={form.email} onChange={(e) => set('email', e.target.value)} autoComplete="off" />
          </Field>
          {choices.map(({ field, label, options }) => (
            <Field key={field} id={ids[field]} label={label}>
              <select id={ids[field]} className={inputClass} value={form[field]} onChange={(e) => set(field, e.target.value as UserEdit[typeof field])}>
                <Options options={options} />
              </select>
            </Field>
          ))}
        </div>
        {save.isSuccess && <FormMessage tone="success">User updated successfully!</FormMessage>}
        {save.isError && <FormMessage tone="error">{editFailure(save.error)}</FormMessage>}
        <DialogActions busy={busy} submitLabel="Submit" lockCancel={false} onCancel={onClose} />
      </form>
    </Modal>
  );
}
