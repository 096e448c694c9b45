import type { SavedPlayer } from '@shop/contract/players';
import { queryOptions } from '@tanstack/react-query';
import { CircleCheck, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { getSavedPlayers } from '../../api/players';

/**
 * The signed-in customer's saved accounts for this product's game. The contract's rename words
 * travel with the list: its module (and zod with it) loads beside the request, never in the
 * page's first render.
 */
export const savedPlayersQuery = (productId: string) =>
  queryOptions({
    queryKey: ['saved-players', productId],
    queryFn: async ({ signal }) => {
      const [answer, contract] = await Promise.all([getSavedPlayers(productId, signal), import('@shop/contract/players')]);
      return { players: answer.players, renamedMessage: contract.playerRenamedMessage };
    },
  });

/** What a saved account is called: the customer's own name, else the game's, else its id. */
export const savedTitleOf = (player: SavedPlayer) => player.label ?? player.name ?? player.playerId;

type SavedPlayerChipsProps = {
  players: SavedPlayer[];
  /** The saved account the form now holds, if any. */
  currentId: string | null;
  showZone: boolean;
  onPick: (player: SavedPlayer) => void;
};

/** One tap fills the form with an account bought for before. */
export function SavedPlayerChips({ players, currentId, showZone, onPick }: SavedPlayerChipsProps) {
  if (players.length === 0) return null;
  return (
    <div className="mb-4">
      <div className="flex items-center justify-between gap-2">
        <h3 id="saved-players-title" className="text-sm font-semibold text-zinc-800 dark:text-zinc-200">
          Your saved accounts
        </h3>
        <Link
          to="/dashboard/players"
          className="-mr-2 inline-flex min-h-11 items-center rounded-xl px-2 text-sm font-semibold text-brand-700 hover:bg-zinc-100 dark:text-brand-300 dark:hover:bg-zinc-800"
        >
          Manage <span className="sr-only">saved accounts</span>
        </Link>
      </div>
      {/* Many accounts scroll sideways inside this row; the page itself never does. */}
      <ul aria-labelledby="saved-players-title" className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 py-1">
        {players.map((player) => {
          const chosen = player.id === currentId;
          return (
            <li key={player.id} className="shrink-0 snap-start">
              <button
                type="button"
                aria-pressed={chosen}
                onClick={() => onPick(player)}
                className={`flex min-h-14 max-w-56 items-center gap-2 rounded-xl px-3 py-2 text-left transition ${
                  chosen
                    ? 'bg-brand-50 ring-2 ring-brand-600 dark:bg-brand-950 dark:ring-brand-300'
                    : 'bg-white ring-1 ring-zinc-300 hover:ring-brand-400 dark:bg-zinc-950 dark:ring-zinc-700'
                }`}
              >
                {chosen ? (
                  <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-brand-700 dark:text-brand-300" />
                ) : (
                  <UserRound aria-hidden="true" className="size-5 shrink-0 text-zinc-600 dark:text-zinc-400" />
                )}
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-zinc-900 dark:text-zinc-100">{savedTitleOf(player)}</span>
                  <span className="block truncate text-xs text-zinc-700 dark:text-zinc-300">
                    ID {player.playerId}
                    {showZone && player.zoneId ? ` (${player.zoneId})` : ''}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
