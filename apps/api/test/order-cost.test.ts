import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, testDatabaseKind, type TestShop } from './helpers.js';

/**
 * What one wallet order costs the database, end to end: placed (with the browser's
 * Idempotency-Key), delivered by the sandbox supplier, completed with every reaction (reward
 * points, the weekly spend, the delivery mail) and the mail sent, with the statement that numbers
 * invoices (one for all the payments committed since its last run). A change that adds a
 * statement to every order shows here before it shows in a benchmark.
 */
const MOST_STATEMENTS_PER_ORDER = 20;
/**
 * On PostgreSQL the statements one step starts together (an order's insert, its debit and its paid
 * reactions; a completion's reactions) share a round trip, and a transaction's BEGIN goes out with
 * its first statements.
 */
const MOST_ROUND_TRIPS_ON_POSTGRES = 11;
const ORDERS = 30;

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

describe('the cost of a wallet order', () => {
  it(`is at most ${MOST_STATEMENTS_PER_ORDER} SQL statements, BEGIN and COMMIT included, from placing to the mail, in at most ${MOST_ROUND_TRIPS_ON_POSTGRES} round trips on PostgreSQL`, async () => {
    const { product, packs } = await shop.factories.product({ type: 'MLBB', isApi: true, apiType: 'SMILEBR' }, [{ discountedPricePaise: 10_900, itemidarray: ['13'] }]);
    const buyers = await Promise.all(Array.from({ length: 5 }, () => shop.factories.user()));
    for (const buyer of buyers) await shop.fund(buyer.id, 10_000);
    const place = (i: number) => {
      const buyer = buyers[i % buyers.length]!;
      return shop.app.inject({
        method: 'POST',
        url: '/api/order/createWalletOrder',
        headers: { ...buyer.auth, 'idempotency-key': `cost-${i}-${buyer.id}` },
        payload: { userid: String(buyer.userid), product_id: product.id, item_id: packs[0]!.id, input1: '123456789', input2: '2001', paymentmode: 'wallet' },
      });
    };
    await place(1000); // the first order warms the caches every later one uses
    const ids = buyers.map((b) => b.id);
    await until(async () => Object.values(await progress(ids)).every((n) => n === 1));
    // Making the product was a catalogue change, which sets off the check for packs below cost:
    // that is not an order's cost, so the count starts once the shop's own work has settled.
    await quiet();
    const before = { ...shop.database.work };

    const answers = await Promise.all(Array.from({ length: ORDERS }, (_, i) => place(i)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(ORDERS).fill(200));
    pollStatements = 0;
    await until(async () => Object.values(await progress(ids)).every((n) => n === ORDERS + 1));
    const spent = (shop.database.work.statements - before.statements - pollStatements) / ORDERS;
    const trips = (shop.database.work.roundTrips - before.roundTrips - pollStatements) / ORDERS;
    console.log(`statements per wallet order: ${spent.toFixed(1)}, round trips ${trips.toFixed(1)}`);
    expect(spent).toBeLessThanOrEqual(MOST_STATEMENTS_PER_ORDER);
    // The embedded database runs each statement by itself.
    expect(trips).toBeLessThanOrEqual(testDatabaseKind === 'postgres' ? MOST_ROUND_TRIPS_ON_POSTGRES : spent);
  });
});

/** Each look at the progress is one statement, not the orders' cost. */
let pollStatements = 0;
async function progress(userIds: string[]) {
  pollStatements++;
  const ids = userIds.map((id) => `'${id}'`).join(',');
  const { rows } = await shop.database.raw.executeSql(
    `select (select count(*)::int from orders where user_id in (${ids}) and status = 'Completed') as completed, (select count(*)::int from dev_messages where channel = 'email' and subject like 'Order % delivered') as mailed`,
  );
  return rows[0] as { completed: number; mailed: number };
}

/** Until the shop sends no statement for a few polls in a row. */
async function quiet() {
  let still = 0;
  for (let last = -1; still < 4; ) {
    await new Promise((r) => setTimeout(r, 100));
    still = shop.database.work.statements === last ? still + 1 : 0;
    last = shop.database.work.statements;
  }
}

async function until(condition: () => Promise<boolean>) {
  for (let i = 0; i < 600; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out waiting');
}
