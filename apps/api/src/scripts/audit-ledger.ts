import { join, resolve } from 'node:path';
import { paiseToRupees } from '@shop/contract/money';
import { ConfigError, loadConfig } from '../platform/config.js';
import { DataDirLockedError, lockDataDir } from '../platform/data-dir-lock.js';
import { openDatabase } from '../platform/database.js';
import { createPoints } from '../points/service.js';
import { createReferrals } from '../referrals/service.js';
import { auditLedger } from '../wallet/service.js';

/** `npm run audit:ledger`: every wallet and reward points balance must equal the sum of its ledger rows. */
async function main() {
  const config = loadConfig();
  const dataDir = resolve(config.DATA_DIR);
  // The embedded database belongs to one process: audit it while the shop is stopped.
  const lock = config.DATABASE_URL ? null : lockDataDir(dataDir);
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: 2 })
    : await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
  try {
    const { walletsChecked, differences } = await auditLedger(database.db);
    console.log(`Checked ${walletsChecked} wallets against their ledger rows.`);
    for (const d of differences) {
      console.log(`  user ${d.userId}: balance ₹${paiseToRupees(d.balancePaise)} but ledger says ₹${paiseToRupees(d.ledgerPaise)}`);
    }
    const points = await createPoints({ db: database.db }).audit();
    console.log(`Checked ${points.checked} reward points balances against their entries.`);
    for (const d of points.differences) console.log(`  user ${d.userId}: ${d.balance / 100} points but entries say ${d.ledger / 100}`);
    const referrals = await createReferrals({ db: database.db }).audit();
    console.log(`Checked ${referrals.checked} referral earnings balances against their entries.`);
    for (const d of referrals.differences) console.log(`  user ${d.userId}: ₹${paiseToRupees(d.balance)} earned but entries say ₹${paiseToRupees(d.ledger)}`);
    const differing = differences.length + points.differences.length + referrals.differences.length;
    console.log(differing ? `${differing} balance(s) differ.` : 'Every balance equals the sum of its ledger rows.');
    process.exitCode = differing ? 1 : 0;
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  process.exit(2);
});
