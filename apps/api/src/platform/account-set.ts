import { afterCommit, notify, type Database, type Db, type Tx } from './database.js';

/**
 * The few accounts a reaction concerns (those with a webhook, those with push subscriptions),
 * kept in memory so that an order of anyone else costs no statement at all. Reloaded outside any
 * transaction when the feature announces a change on `channel` (from any instance); while it
 * reloads, a reaction asks inside its own transaction, since a read outside it could wait on it.
 */
export async function createAccountSet<V>({ database, channel, load, log }: { database: Database; channel: string; load: (executor: Db | Tx) => Promise<Map<string, V>>; log: { warn(obj: object, msg: string): void } }) {
  let loaded: Map<string, V> | null = null;
  let version = 0;
  function reload() {
    loaded = null;
    const mine = ++version;
    load(database.db).then(
      (accounts) => {
        if (mine === version) loaded = accounts;
      },
      (err: unknown) => log.warn({ err, channel }, 'could not load the accounts a reaction concerns'),
    );
  }
  reload();
  await database.listen(channel, reload);
  return {
    /** What is kept for the account, or undefined when it is not in the set. */
    get: async (tx: Tx, userId: string): Promise<V | undefined> => (loaded ?? (await load(tx))).get(userId),
    /** Called inside the transaction that changes the set: every instance reloads once it commits. */
    async changed(tx: Tx) {
      afterCommit(tx, reload);
      await notify(tx, channel);
    },
  };
}
export type AccountSet<V> = Awaited<ReturnType<typeof createAccountSet<V>>>;
