/**
 * Unique, valid UUIDs for test data. Each data file takes its own first block, so an id in a
 * failing assertion tells which factory made it.
 */
export function uuidsFrom(firstBlock: string) {
  let counter = 0;
  return () => `${firstBlock}-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
}
