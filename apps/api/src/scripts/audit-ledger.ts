import { join, resolve } from 'node:path';
import { paiseToRupees } from '@shop/contract/money';
import { ConfigError, loadConfig } from '../platform/config.js';
import { DataDirLockedError, lockDataDir } from '../platform/data-dir-lock.js';
import { openDatabase } from '../platform/database.js';
import { createPoints } from '../points/service.js';
import { createReferrals } from '../referrals/service.js';
import { auditLedger } from '../wallet/service.js';

/** `npm run audit:ledger`: every wallet, reward points and referral earnings balance must equal the sum of its ledger rows. */
async function main() {
  const config = loadConfig();
  const dataDir = resolve(config.DATA_DIR);
  // The embedded database belongs to one process: audit it while the shop is stopped.
  const lock = config.DATABASE_URL ? null : lockDataDir(dataDir);
  const database = config.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL, poolSize: 2 })
    : await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
  try {
    // Every ledger runs the same audit; each names its balances and shows its unit.
    const rupees = (paise: number) => `₹${paiseToRupees(paise)}`;
    const ledgers = [
      { what: 'wallets', unit: rupees, audit: () => auditLedger(database.db) },
      { what: 'reward points balances', unit: (hundredths: number) => `${hundredths / 100} points`, audit: () => createPoints({ db: database.db }).audit() },
      { what: 'referral earnings balances', unit: rupees, audit: () => createReferrals({ db: database.db }).audit() },
    ];
    let differing = 0;
    for (const ledger of ledgers) {
      const { checked, differences } = await ledger.audit();
      console.log(`Checked ${checked} ${ledger.what} against their ledger rows.`);
      for (const d of differences) console.log(`  user ${d.userId}: balance ${ledger.unit(d.balance)} but ledger rows say ${ledger.unit(d.ledger)}`);
      differing += differences.length;
    }
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
