import type { Database } from './database.js';

/**
 * Serialized answers of read-mostly data (the catalogue), kept in process memory and dropped
 * on a NOTIFY that a change sends inside its transaction. Every instance listens, so a change
 * made through any instance reaches all of them the moment it commits.
 */
export type ReadCache = {
  getOrLoad(key: string, load: () => Promise<string>): Promise<string>;
  clear(): void;
};

export function createReadCache(): ReadCache {
  const entries = new Map<string, Promise<string>>();
  let generation = 0;
  return {
    getOrLoad(key, load) {
      const hit = entries.get(key);
      if (hit) return hit;
      const startedIn = generation;
      const loading = load();
      entries.set(key, loading);
      // A failed load is not cached; a load that raced a change is dropped once it settles.
      loading.then(
        () => startedIn !== generation && entries.get(key) === loading && entries.delete(key),
        () => entries.get(key) === loading && entries.delete(key),
      );
      return loading;
    },
    clear() {
      generation++;
      entries.clear();
    },
  };
}

export async function listenForChanges(database: Database, channel: string, cache: ReadCache) {
  await database.listen(channel, () => cache.clear());
}
