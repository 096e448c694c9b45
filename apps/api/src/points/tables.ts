import { ledgerTables } from '../platform/tables.js';
import { users } from '../accounts/tables.js';

/** Reward points, in hundredths of a point (1 point = ₹1): `points_balances` and `points_entries`. */
export const { balances: pointsBalances, entries: pointsEntries } = ledgerTables('points', () => users.id);
