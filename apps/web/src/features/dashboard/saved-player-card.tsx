import type { SavedPlayer } from '@shop/contract/players';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleAlert, Gamepad2, LoaderCircle, Pencil, ShoppingCart, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { renameSavedPlayer } from '../../api/players';
import type { StatusMessageValue } from '../../components/status-message';
import { card, primary, secondary } from './looks';

/** As long as the contract lets a name be. */
const MAX_LABEL = 40;

/** What a saved account is called: the customer's own name, else the game's, else its id. */
export const titleOf = (player: SavedPlayer) => player.label ?? player.name ?? player.playerId;
/** A game named by a product type reads as such; one named by a product id says nothing to a customer. */
const gameOf = (player: SavedPlayer) => (/^[A-Z0-9_ -]{2,20}$/.test(player.game) ? player.game : null);

export type MessageSetter = (message: StatusMessageValue | null) => void;

/** One saved account: its ids, a way to buy for it, and Rename in place. */
export function SavedPlayerCard({ player, onMessage, onDelete }: { player: SavedPlayer; onMessage: MessageSetter; onDelete: () => void }) {
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
