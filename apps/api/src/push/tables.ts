import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.js';
import { claimColumns, createdAt, idKey, ownedRow, reference } from '../platform/tables.js';

/** One device's consent to be told: the browser's push endpoint and its keys. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    ...ownedRow(() => users.id),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    ...createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Pushes waiting to be sent, written in the transaction of the order move they tell about; sent
 * right after the commit, retried by a sweep, deleted once the push service took them.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    ...idKey(),
    subscriptionId: reference('subscription_id', () => pushSubscriptions.id, { onDelete: 'cascade' }),
    payload: text('payload').notNull(),
    ...claimColumns(),
    lastError: text('last_error'),
    ...createdAt(),
  },
  (t) => [index('push_outbox_due_idx').on(t.nextAttemptAt)],
);
