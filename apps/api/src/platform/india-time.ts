import { sql, type SQL } from 'drizzle-orm';

// The SQL twin of the contract's India-time rules (packages/contract/src/india-time.ts):
// PostgreSQL's weeks start on Monday, so a week in India is the UTC week of the instant moved
// by +5:30, moved back.

/** India's week start (Monday 00:00 IST) of a timestamp expression, as a timestamptz. */
export const istWeekStartSql = (at: SQL) => sql`(date_trunc('week', (${at}) at time zone 'UTC' + interval '5 hours 30 minutes') - interval '5 hours 30 minutes') at time zone 'UTC'`;

/** India's calendar date of a timestamp expression, as a date. */
export const istDateSql = (at: SQL) => sql`((${at}) at time zone 'UTC' + interval '5 hours 30 minutes')::date`;
