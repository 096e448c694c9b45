import { useMutation } from '@tanstack/react-query';
import { LoaderCircle, Mail, Pencil, Phone, type LucideIcon } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { editProfile } from '../../api/accounts';
import { errorText } from '../../api/client';
import { StatusMessage, type StatusMessageValue } from '../../components/status-message';
import type { SessionUser } from '../../session/session';
import { storageKeys, writeStorage } from '../../session/storage-keys';
import { card } from './looks';

const PROFILE_UPDATED = 'Profile updated successfully, please relogin.';
const PROFILE_FAILED = 'Failed to update profile';
/** The success message stays in view this long before the page reloads with the stored user. */
const RELOAD_DELAY_MS = 2000;

/** The customer's name (editable), email and mobile number. */
export function ProfileCard({ user }: { user: SessionUser }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(user.name);
  const [message, setMessage] = useState<StatusMessageValue | null>(null);
  const [reloadPending, setReloadPending] = useState(false);

  // After a successful edit the page reloads with the stored user.
  useEffect(() => {
    if (!reloadPending) return;
    const timer = window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [reloadPending]);

  const save = useMutation({
    mutationFn: (newName: string) => editProfile(user.userid, newName),
    onSuccess: (answer) => {
      writeStorage(storageKeys.user, JSON.stringify(answer.user));
      setEditing(false);
      setMessage({ tone: 'success', text: PROFILE_UPDATED });
      setReloadPending(true);
    },
    onError: (error) =>
      setMessage({ tone: 'error', text: errorText(error, PROFILE_FAILED) }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    save.mutate(name.trim());
  }

  const initial = (user.name || user.email).trim().charAt(0).toUpperCase() || '?';

  return (
    <section aria-labelledby="profile-title" className={card}>
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-700 text-2xl font-extrabold text-white dark:bg-brand-300 dark:text-brand-950"
        >
          {initial}
        </span>
        <div className="min-w-0">
          <h2 id="profile-title" className="text-lg font-bold">
            Profile
          </h2>
          <p className="text-sm text-zinc-700 capitalize dark:text-zinc-300">{user.role} account</p>
        </div>
      </div>

      <div className="mt-4 divide-y divide-zinc-200 dark:divide-zinc-800">
        <div className="py-3">
          {editing ? (
            <form noValidate onSubmit={submit} aria-label="Edit name" className="space-y-3">
              <div>
                <label htmlFor="profile-name" className="mb-1 block text-sm font-semibold text-zinc-800 dark:text-zinc-200">
                  Name
                </label>
                <input
                  id="profile-name"
                  autoFocus
                  autoComplete="name"
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  className="block min-h-12 w-full rounded-xl border border-zinc-300 bg-white px-3 text-base text-zinc-900 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
                />
              </div>
              <div className="flex gap-2">
                <button
                  type="submit"
                  disabled={save.isPending}
                  className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
                >
                  {save.isPending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
                  Save
                </button>
                <button
                  type="button"
                  disabled={save.isPending}
                  onClick={() => {
                    setEditing(false);
                    setName(user.name);
                    setMessage(null);
                  }}
                  className="inline-flex min-h-11 flex-1 items-center justify-center rounded-xl border border-zinc-300 px-4 font-semibold hover:bg-zinc-100 disabled:opacity-60 dark:border-zinc-700 dark:hover:bg-zinc-800"
                >
                  Cancel
                </button>
              </div>
            </form>
          ) : (
            <div className="flex items-center gap-2">
              <div className="min-w-0 flex-1">
                <p className="text-sm text-zinc-600 dark:text-zinc-400">Name</p>
                <p className="truncate font-semibold">{user.name || '—'}</p>
              </div>
              <button
                type="button"
                disabled={reloadPending}
                aria-label="Edit name"
                onClick={() => {
                  setName(user.name);
                  setMessage(null);
                  setEditing(true);
                }}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60 dark:text-brand-300 dark:hover:bg-brand-950"
              >
                <Pencil aria-hidden="true" className="size-4" />
                Edit
              </button>
            </div>
          )}
        </div>
        <dl className="divide-y divide-zinc-200 dark:divide-zinc-800">
          <ProfileRow icon={Mail} label="Email" value={user.email || 'N/A'} />
          <ProfileRow icon={Phone} label="Mobile" value={user.mobilenumber || 'N/A'} />
        </dl>
      </div>

      <StatusMessage message={message} className="mt-2" />
    </section>
  );
}

function ProfileRow({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <div className="relative py-3 pl-8">
      <dt className="text-sm text-zinc-600 dark:text-zinc-400">
        <Icon aria-hidden="true" className="absolute top-1/2 left-0 size-5 -translate-y-1/2 text-brand-700 dark:text-brand-300" />
        {label}
      </dt>
      <dd className="font-semibold break-all">{value}</dd>
    </div>
  );
}
