import type { SavedPlayer } from '@shop/contract/players';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CircleAlert, CircleCheck, Gamepad2, LoaderCircle, Pencil, ShoppingCart, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { deleteSavedPlayer, getSavedPlayers, renameSavedPlayer } from '../../api/players';
import { Modal } from '../../components/modal';
import { useDocumentTitle } from '../../components/use-document-title';

const card = 'rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 sm:p-5 dark:bg-zinc-900 dark:ring-zinc-800';
const primary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70';
const secondary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-4 font-semibold text-zinc-900 ring-1 ring-zinc-300 hover:bg-zinc-100 disabled:opacity-60 dark:text-zinc-100 dark:ring-zinc-700 dark:hover:bg-zinc-800';
/** As long as the contract lets a name be. */
const MAX_LABEL = 40;

/** Every saved account, whatever the game; the product page asks for one game's. */
const allSavedPlayersKey = ['saved-players', 'all'] as const;

/** What a saved account is called: the customer's own name, else the game's, else its id. */
const titleOf = (player: SavedPlayer) => player.label ?? player.name ?? player.playerId;
/** A game named by a product type reads as such; one named by a product id says nothing to a customer. */
const gameOf = (player: SavedPlayer) => (/^[A-Z0-9_ -]{2,20}$/.test(player.game) ? player.game : null);

/** /dashboard/players: the customer's saved game accounts, to rename or delete. */
export function SavedPlayersPage() {
  useDocumentTitle('Saved game accounts');
  const players = useQuery({ queryKey: allSavedPlayersKey, queryFn: ({ signal }) => getSavedPlayers(undefined, signal), staleTime: 0 });
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [deleting, setDeleting] = useState<SavedPlayer | null>(null);

  return (
    <div className="mx-auto max-w-3xl space-y-4 px-3 py-4 sm:px-4 sm:py-8">
      <div className="px-1">
        <Link
          to="/dashboard"
          className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-xl px-2 text-sm font-semibold text-brand-700 hover:bg-zinc-100 dark:text-brand-300 dark:hover:bg-zinc-800"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Dashboard
        </Link>
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Saved game accounts</h1>
        <p className="mt-0.5 text-zinc-700 dark:text-zinc-300">Tap one on a game&apos;s page to fill in the player id in one go.</p>
      </div>

      <div aria-live="polite" role="status" className="empty:hidden">
        {message && (
          <p
            className={`flex items-start gap-2 rounded-xl px-3 py-2.5 text-sm font-semibold ${
              message.tone === 'error'
                ? 'bg-red-50 text-red-700 dark:bg-red-950/60 dark:text-red-300'
                : 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200'
            }`}
          >
            {message.tone === 'error' ? <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> : <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
            {message.text}
          </p>
        )}
      </div>

      {players.isPending ? (
        <div className="space-y-3" role="status" aria-busy="true" aria-label="Loading saved accounts">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="skeleton h-28 w-full rounded-2xl" />
          ))}
        </div>
      ) : players.isError ? (
        <div role="alert" className={card}>
          <p className="font-medium text-red-700 dark:text-red-300">{players.error.message}</p>
          <button type="button" onClick={() => void players.refetch()} className={`${secondary} mt-3`}>
            Try again
          </button>
        </div>
      ) : players.data.players.length === 0 ? (
        <div className={`${card} py-10 text-center`}>
          <Gamepad2 aria-hidden="true" className="mx-auto size-10 text-zinc-500 dark:text-zinc-400" />
          <h2 className="mt-3 text-lg font-bold">No saved accounts yet</h2>
          <p className="mx-auto mt-1 max-w-sm text-zinc-700 dark:text-zinc-300">
            After a purchase is delivered, the player id you bought for is saved here, so that next time it is one tap away.
          </p>
          <Link to="/home" className={`${primary} mt-5`}>
            Browse games
          </Link>
        </div>
      ) : (
        <ul aria-label="Saved game accounts" className="grid gap-3 sm:grid-cols-2">
          {players.data.players.map((player) => (
            <SavedPlayerCard key={player.id} player={player} onMessage={setMessage} onDelete={() => setDeleting(player)} />
          ))}
        </ul>
      )}

      <DeleteDialog player={deleting} onClose={() => setDeleting(null)} onMessage={setMessage} />
    </div>
  );
}

type MessageSetter = (message: { tone: 'success' | 'error'; text: string } | null) => void;

function SavedPlayerCard({ player, onMessage, onDelete }: { player: SavedPlayer; onMessage: MessageSetter; onDelete: () => void }) {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [label, setLabel] = useState(player.label ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = `saved-player-label-${player.id}`;
  const game = gameOf(player);

  const rename = useMutation({
    mutationFn: (next: string | null) => renameSavedPlayer(player.id, next),
    onSuccess: (answer) => {
      setEditing(false);
      onMessage({ tone: 'success', text: answer.message });
      void queryClient.invalidateQueries({ queryKey: ['saved-players'] });
    },
    onError: (err) => setProblem(err.message),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = label.trim();
    if (next.length > MAX_LABEL) {
      setProblem(`A name must be at most ${MAX_LABEL} characters long.`);
      return;
    }
    setProblem(null);
    onMessage(null);
    rename.mutate(next || null);
  }

  const buyPath = `/product/${encodeURIComponent(player.productId)}?${new URLSearchParams({ player: player.playerId, ...(player.zoneId ? { zone: player.zoneId } : {}) }).toString()}`;

  return (
    <li className={card}>
      {editing ? (
        <form noValidate onSubmit={submit} aria-label={`Rename ${titleOf(player)}`} className="space-y-3">
          <div>
            <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-zinc-800 dark:text-zinc-200">
              Name for this account
            </label>
            <input
              id={inputId}
              autoFocus
              autoComplete="off"
              maxLength={MAX_LABEL + 10}
              placeholder={player.name ?? 'e.g. My main'}
              value={label}
              onChange={(e) => setLabel(e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${inputId}-error` : `${inputId}-hint`}
              className="block min-h-12 w-full rounded-xl border border-zinc-300 bg-white px-3 text-base text-zinc-900 placeholder:text-zinc-500 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100 dark:placeholder:text-zinc-400"
            />
            {problem ? (
              <p id={`${inputId}-error`} role="alert" className="mt-1 flex items-center gap-1 text-sm font-medium text-red-700 dark:text-red-300">
                <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
                {problem}
              </p>
            ) : (
              <p id={`${inputId}-hint`} className="mt-1 text-sm text-zinc-700 dark:text-zinc-300">
                Leave it empty to show the in-game name.
              </p>
            )}
          </div>
          <div className="grid grid-cols-2 gap-2">
            <button
              type="button"
              disabled={rename.isPending}
              onClick={() => {
                setEditing(false);
                setLabel(player.label ?? '');
                setProblem(null);
              }}
              className={secondary}
            >
              Cancel
            </button>
            <button type="submit" disabled={rename.isPending} aria-busy={rename.isPending || undefined} className={primary}>
              {rename.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
              Save
            </button>
          </div>
        </form>
      ) : (
        <>
          <div className="flex items-start gap-3">
            <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
              <Gamepad2 className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <h2 className="font-bold break-words">{titleOf(player)}</h2>
              {game && <p className="text-xs font-semibold tracking-wide text-zinc-600 uppercase dark:text-zinc-400">{game}</p>}
            </div>
          </div>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="text-zinc-700 dark:text-zinc-300">Player ID</dt>
            <dd className="text-right font-semibold break-all">{player.playerId}</dd>
            {player.zoneId && (
              <>
                <dt className="text-zinc-700 dark:text-zinc-300">Zone/Server</dt>
                <dd className="text-right font-semibold break-all">{player.zoneId}</dd>
              </>
            )}
            {player.name && player.label && (
              <>
                <dt className="text-zinc-700 dark:text-zinc-300">In-game name</dt>
                <dd className="text-right break-words">{player.name}</dd>
              </>
            )}
            <dt className="text-zinc-700 dark:text-zinc-300">Purchases</dt>
            <dd className="text-right">{player.purchases}</dd>
          </dl>
          <div className="mt-3 grid grid-cols-3 gap-2">
            <Link to={buyPath} className={`${secondary} px-2 text-sm`}>
              <ShoppingCart aria-hidden="true" className="size-4 shrink-0" />
              Buy <span className="sr-only">for {titleOf(player)}</span>
            </Link>
            <button
              type="button"
              onClick={() => {
                onMessage(null);
                setEditing(true);
              }}
              className={`${secondary} px-2 text-sm`}
            >
              <Pencil aria-hidden="true" className="size-4 shrink-0" />
              Rename <span className="sr-only">{titleOf(player)}</span>
            </button>
            <button
              type="button"
              onClick={onDelete}
              className={`${secondary} px-2 text-sm text-red-700 ring-red-300 hover:bg-red-50 dark:text-red-300 dark:ring-red-900 dark:hover:bg-red-950/60`}
            >
              <Trash2 aria-hidden="true" className="size-4 shrink-0" />
              Delete <span className="sr-only">{titleOf(player)}</span>
            </button>
          </div>
        </>
      )}
    </li>
  );
}

/** Deleting is asked once more: a saved account comes back only after another delivered purchase. */
function DeleteDialog({ player, onClose, onMessage }: { player: SavedPlayer | null; onClose: () => void; onMessage: MessageSetter }) {
  const queryClient = useQueryClient();
  const keep = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (id: string) => deleteSavedPlayer(id),
    onSuccess: (answer) => {
      onMessage({ tone: 'success', text: answer.message });
      close();
      void queryClient.invalidateQueries({ queryKey: ['saved-players'] });
    },
    onError: (err) => setProblem(err.message),
  });

  // The next time the dialog opens it starts without this one's failure.
  function close() {
    setProblem(null);
    onClose();
  }

  return (
    <Modal open={player !== null} onClose={() => !remove.isPending && close()} labelledBy="delete-player-title" describedBy="delete-player-text" initialFocus={keep}>
      <div className="p-5">
        <h2 id="delete-player-title" className="text-lg font-bold">
          Delete saved account?
        </h2>
        <p id="delete-player-text" className="mt-2 text-zinc-700 dark:text-zinc-300">
          {player && (
            <>
              <span className="font-semibold text-zinc-900 dark:text-zinc-100">{titleOf(player)}</span> (ID {player.playerId}
              {player.zoneId ? `, ${player.zoneId}` : ''}) will no longer be offered on the game&apos;s page. Your orders are not affected.
            </>
          )}
        </p>
        {problem && (
          <p role="alert" className="mt-3 flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-300">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {problem}
          </p>
        )}
        <div className="mt-5 grid grid-cols-2 gap-2">
          <button ref={keep} type="button" onClick={close} disabled={remove.isPending} className={secondary}>
            Keep
          </button>
          <button
            type="button"
            onClick={() => player && remove.mutate(player.id)}
            disabled={remove.isPending}
            aria-busy={remove.isPending || undefined}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:cursor-wait disabled:opacity-70"
          >
            {remove.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
            Delete
          </button>
        </div>
      </div>
    </Modal>
  );
}
