import { and, desc, eq, sql } from 'drizzle-orm';
import type { Order } from '@shop/contract/orders';
import type { V1Order } from '@shop/contract/reseller-api';
import { assertSelf, contactOf } from '../accounts/lookups.js';
import type { Caller } from '../accounts/session.js';
import { badRequest, forbidden, notFound } from '../platform/errors.js';
import { createOrderPlacing, type OrderPlacingDeps } from './placing.js';
import type { OrderRow } from './state.js';
import { orders } from './tables.js';
import { toV1Order } from './v1.js';
import { timelineOf, toOrder, type DeliveryFact, type DeliveryFacts } from './views.js';


export type Orders = ReturnType<typeof createOrders>;

export function createOrders(deps: OrderPlacingDeps & { deliveryFacts: DeliveryFacts }) {
  const { db, deliveryFacts } = deps;
  const { placeOrder } = createOrderPlacing(deps);

  async function withTimelines(rows: OrderRow[], email: string): Promise<Order[]> {
    const facts = await deliveryFacts(rows.filter((r) => r.paidAt).map((r) => r.id));
    return rows.map((r) => ({ ...toOrder(r, email), timeline: timelineOf(r, facts.get(r.id) ?? []) }));
  }

  return {
    placeOrder,

    /** One order for its owner or an admin. */
    async orderFor(caller: Caller, clientTxnId: string): Promise<OrderRow> {
      const [row] = await db.select().from(orders).where(eq(orders.clientTxnId, clientTxnId)).limit(1);
      if (!row) throw notFound('Order not found');
      if (row.userId !== caller.id && caller.role !== 'admin') throw forbidden('This order belongs to another account.');
      return row;
    },

    async emailOf(userId: string): Promise<string> {
      return (await contactOf(db, userId)).email;
    },

    async ordersOf(caller: Caller, userid: string): Promise<Order[]> {
      assertSelf(caller, userid);
      const rows = await db.select().from(orders).where(eq(orders.userId, caller.id)).orderBy(desc(orders.createdAt)).limit(1000);
      return withTimelines(rows, caller.email);
    },

    /** An order as a reseller's program reads it: its own orders only (another's answers 404, as a missing one). */
    async v1OrderFor(caller: Caller, clientTxnId: string): Promise<V1Order> {
      const [row] = await db.select().from(orders).where(and(eq(orders.clientTxnId, clientTxnId), eq(orders.userId, caller.id))).limit(1);
      if (!row) throw notFound('Order not found');
      const facts = row.paidAt ? await deliveryFacts([row.id]) : new Map<string, DeliveryFact[]>();
      return toV1Order(row, timelineOf(row, facts.get(row.id) ?? []));
    },

    toV1: (row: OrderRow, test = false) => toV1Order(row, timelineOf(row, []), test),

    /**
     * The caller's orders changed after `since` (or after the cursor's place), oldest change
     * first. The cursor is the last order's change time in microseconds and its id, so orders
     * changed in the same millisecond are neither skipped nor repeated.
     */
    async v1OrdersOf(caller: Caller, query: { since?: string | undefined; cursor?: string | undefined; limit: number }): Promise<{ orders: V1Order[]; next_cursor: string | null }> {
      const changed = sql`(extract(epoch from ${orders.updatedAt}) * 1000000)::bigint`;
      const where = [eq(orders.userId, caller.id)];
      if (query.cursor) {
        const [us, id] = decodeCursor(query.cursor);
        where.push(sql`(${changed}, ${orders.id}) > (${us}::bigint, ${id}::uuid)`);
      } else if (query.since) {
        where.push(sql`${orders.updatedAt} > ${new Date(query.since).toISOString()}::timestamptz`);
      }
      const rows = await db.select({ row: orders, us: sql<string>`${changed}::text` }).from(orders).where(and(...where)).orderBy(sql`${changed}`, orders.id).limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const facts = await deliveryFacts(page.filter((r) => r.row.paidAt).map((r) => r.row.id));
      const last = page.at(-1);
      return {
        orders: page.map(({ row }) => toV1Order(row, timelineOf(row, facts.get(row.id) ?? []))),
        next_cursor: rows.length > query.limit && last ? Buffer.from(JSON.stringify([last.us, last.row.id])).toString('base64url') : null,
      };
    },

    /** An order as its customer reads it, with its timeline. */
    async describe(row: OrderRow, email: string): Promise<Order> {
      return (await withTimelines([row], email))[0]!;
    },

    async orderCounts(userId: string) {
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          completed: sql<number>`(count(*) filter (where ${orders.status} = 'Completed'))::int`,
          refunded: sql<number>`(count(*) filter (where ${orders.status} = 'Refunded'))::int`,
        })
        .from(orders)
        .where(eq(orders.userId, userId));
      return { total_order: row?.total ?? 0, completed: row?.completed ?? 0, refunded: row?.refunded ?? 0 };
    },
  };
}

const MAX_BIGINT = 9_223_372_036_854_775_807n;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function decodeCursor(cursor: string): [string, string] {
  try {
    const [us, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    // What PostgreSQL takes as a bigint and a uuid, or the query would fail on the cast.
    if (typeof us === 'string' && /^\d{1,19}$/.test(us) && BigInt(us) <= MAX_BIGINT && typeof id === 'string' && UUID.test(id)) return [us, id];
  } catch {
    // answered below
  }
  throw badRequest('This cursor is not one the shop gave. Pass next_cursor exactly as it came.');
}
