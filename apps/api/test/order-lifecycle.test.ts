import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderStates, type OrderRow, type OrderTransition } from '../src/orders/state.js';
import { orders } from '../src/orders/tables.js';
import { startTestShop, type TestShop } from './helpers.js';

// The state machine and the reactions other features register on it, on a real database.
let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ WORKERS: 'false' });
});
afterAll(() => shop.close());

async function orderIn(status: string) {
  const u = await shop.factories.user();
  const { product, packs } = await shop.factories.product();
  const [row] = await shop.db
    .insert(orders)
    .values({ clientTxnId: `ST261124${crypto.randomUUID().slice(0, 10).toUpperCase()}`, userId: u.id, productId: product.id, itemId: packs[0]!.id, productName: 'Game', itemName: 'Pack', input1: '1', pricePaise: 10_000, paymentMode: 'upi', status })
    .returning();
  return row!;
}

describe('order lifecycle reactions', () => {
  it('runs each transition\'s reactions in registration order, with the moved order', async () => {
    const states = createOrderStates();
    const seen: string[] = [];
    const record = (name: string) => async (_tx: unknown, order: OrderRow) => void seen.push(`${name}:${order.status}`);
    states.on('paid', record('a'));
    states.on('paid', record('b'));
    states.on('completed', record('c'));
    states.on('undone', record('u'));
    const order = await orderIn('Created');
    const paid = await shop.db.transaction(async (tx) => states.move(tx, (await states.lock(tx, { id: order.id }))!, 'Processing'));
    const done = await shop.db.transaction(async (tx) => states.move(tx, paid, 'Completed'));
    expect(seen).toEqual(['a:Processing', 'b:Processing', 'c:Completed']);
    expect(done.completedAt).toBeInstanceOf(Date);
    const failed = await orderIn('Created');
    await shop.db.transaction(async (tx) => states.move(tx, failed, 'Failed', { reason: 'Payment failed' }));
    expect(seen.at(-1)).toBe('u:Failed');
  });

  it('a reaction that fails undoes the transition with it', async () => {
    const states = createOrderStates();
    states.on('completed', async () => {
      throw new Error('points could not be credited');
    });
    const order = await orderIn('Processing');
    await expect(shop.db.transaction(async (tx) => states.move(tx, order, 'Completed'))).rejects.toThrow('points could not be credited');
    const [row] = await shop.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'Processing', completedAt: null });
  });

  it('refuses a transition the machine does not allow, with no reaction run', async () => {
    const states = createOrderStates();
    const ran: OrderTransition[] = [];
    for (const t of ['paid', 'completed', 'undone'] as const) states.on(t, async () => void ran.push(t));
    const order = await orderIn('Completed');
    await expect(shop.db.transaction(async (tx) => states.move(tx, order, 'Refunded'))).rejects.toThrow('An order that is Completed cannot become Refunded.');
    expect(ran).toEqual([]);
  });
});
