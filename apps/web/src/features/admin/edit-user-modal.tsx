import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { updateUserData, type AdminUser, type UserEdit } from '../../api/admin';
import { Modal } from '../../components/modal';
import { FormMessage, ModalField, modalInputClass, primaryButtonClass, secondaryButtonClass } from './modal-parts';
import { serverMessageOf } from './server-message';

/** The modal closes this long after a successful edit (spec accounts-money-admin 4 and 9). */
export const EDIT_CLOSE_MS = 2000;

/** Which message a failed edit shows (spec 8): the server's, or the spec's fallbacks. */
function editFailure(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400) return serverMessageOf(error) ?? 'Failed to update user.';
  return 'An error occurred. Please try again.';
}

/** Edit User Data (spec accounts-money-admin 2): name, mobile, email, role, verified, block. */
export function EditUserModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const titleId = useId();
  const ids = { name: useId(), mobile: useId(), email: useId(), role: useId(), verified: useId(), blocked: useId() };
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
          <ModalField id={ids.name} label="Name">
            <input id={ids.name} className={modalInputClass} value={form.name} onChange={(e) => set('name', e.target.value)} autoComplete="off" />
          </ModalField>
          <ModalField id={ids.mobile} label="Mobile Number">
            <input
              id={ids.mobile}
              type="tel"
              inputMode="numeric"
              className={modalInputClass}
              value={form.mobilenumber}
              onChange={(e) => set('mobilenumber', e.target.value)}
              autoComplete="off"
            />
          </ModalField>
          <ModalField id={ids.email} label="Email">
            <input id={ids.email} type="email" className={modalInputClass} value={form.email} onChange={(e) => set('email', e.target.value)} autoComplete="off" />
          </ModalField>
          <ModalField id={ids.role} label="Role">
            <select id={ids.role} className={modalInputClass} value={form.role} onChange={(e) => set('role', e.target.value as UserEdit['role'])}>
              <option value="user">user</option>
              <option value="admin">admin</option>
              <option value="reseller">reseller</option>
            </select>
          </ModalField>
          <ModalField id={ids.verified} label="Verified">
            <select id={ids.verified} className={modalInputClass} value={form.verified} onChange={(e) => set('verified', e.target.value as UserEdit['verified'])}>
              <option value="true">true</option>
              <option value="false">false</option>
            </select>
          </ModalField>
          <ModalField id={ids.blocked} label="Block">
            <select id={ids.blocked} className={modalInputClass} value={form.isBlocked} onChange={(e) => set('isBlocked', e.target.value as UserEdit['isBlocked'])}>
              <option value="false">false</option>
              <option value="true">true</option>
            </select>
          </ModalField>
        </div>
        {save.isSuccess && <FormMessage tone="success">User updated successfully!</FormMessage>}
        {save.isError && <FormMessage tone="error">{editFailure(save.error)}</FormMessage>}
        <div className="flex justify-end gap-2">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            Cancel
          </button>
          <button type="submit" disabled={busy} className={primaryButtonClass}>
            Submit
          </button>
        </div>
      </form>
    </Modal>
  );
}
