import { ledgerTables } from '../platform/tables.js';

/** Reward points, in hundredths of a point (1 point = ₹1): `points_balances` and `points_entries`. */
export const { balances: pointsBalances, entries: pointsEntries } = ledgerTables('points');
