import type { Db } from '../platform/database.js';

/** Placeholder until the demo catalogue lands. */
export async function loadDemoCatalogue(_options: { db: Db; uploadsDir: string }): Promise<boolean> {
  return false;
}
