import type { SavedPlayer } from '@shop/contract/players';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Gamepad2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { getSavedPlayers } from '../../api/players';
import { HistoryList } from '../../components/history-list';
import { StatusMessage, type StatusMessageValue } from '../../components/status-message';
import { useDocumentTitle } from '../../components/use-document-title';
import { DeleteDialog } from './delete-player-dialog';
import { card, primary } from './looks';
import { SavedPlayerCard } from './saved-player-card';

/** Every saved account, whatever the game; the product page asks for one game's. */
const allSavedPlayersKey = ['saved-players', 'all'] as const;

/** /dashboard/players: the customer's saved game accounts, to rename or delete. */
export function SavedPlayersPage() {
  useDocumentTitle('Saved game accounts');
  const players = useQuery({ queryKey: allSavedPlayersKey, queryFn: ({ signal }) => getSavedPlayers(undefined, signal), staleTime: 0 });
  const [message, setMessage] = useState<StatusMessageValue | null>(null);
  const [deleting, setDeleting] = useState<SavedPlayer | null>(null);
  const list = players.data?.players ?? [];

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

      <StatusMessage message={message} />

      <HistoryList
        query={players}
        loadingLabel="Loading saved accounts"
        placeholder="h-28 rounded-2xl"
        retry
        errorClassName={card}
        empty={
          list.length === 0 && (
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
          )
        }
      >
        <ul aria-label="Saved game accounts" className="grid gap-3 sm:grid-cols-2">
          {list.map((player) => (
            <SavedPlayerCard key={player.id} player={player} onMessage={setMessage} onDelete={() => setDeleting(player)} />
          ))}
        </ul>
      </HistoryList>

      <DeleteDialog player={deleting} onClose={() => setDeleting(null)} onMessage={setMessage} />
    </div>
  );
}
