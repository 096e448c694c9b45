import type { SavedPlayer } from '@shop/contract/players';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { deleteSavedPlayer } from '../../api/players';
import { BusyButton } from '../../components/busy-button';
import { FieldAlert } from '../../components/field-alert';
import { Modal } from '../../components/modal';
import { secondary } from './looks';
import { titleOf, type MessageSetter } from './saved-player-card';

/** Deleting is asked once more: a saved account comes back only after another delivered purchase. */
export function DeleteDialog({ player, onClose, onMessage }: { player: SavedPlayer | null; onClose: () => void; onMessage: MessageSetter }) {
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
        {problem && <FieldAlert className="mt-3">{problem}</FieldAlert>}
        <div className="mt-5 grid grid-cols-2 gap-2">
          <button ref={keep} type="button" onClick={close} disabled={remove.isPending} className={secondary}>
            Keep
          </button>
          <BusyButton
            onClick={() => player && remove.mutate(player.id)}
            busy={remove.isPending}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl bg-red-700 px-4 font-semibold text-white hover:bg-red-800 disabled:cursor-wait disabled:opacity-70"
          >
            Delete
          </BusyButton>
        </div>
      </div>
    </Modal>
  );
}
