import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { gstSplit } from '@shop/contract/books';
import { buildApp } from '../src/app.js';
import { invoiceCounters, invoices } from '../src/books/tables.js';
import { supplierSkuPrices } from '../src/costs/tables.js';
import { supplierOrders } from '../src/fulfilment/tables.js';
import { items } from '../src/catalogue/tables.js';
import { orders } from '../src/orders/tables.js';
import { announceCatalogueChange } from '../src/catalogue/service.js';
import { startTestShop, testDatabaseKind, type TestShop } from './helpers.js';

/**
 * The owner's money as an owner at month end meets it: what each order cost at the rate of its
 * day, margins and the alert when a pack sells below cost, prices that follow costs, profit that
 * nets out refunds, and invoices numbered without gaps that an accountant can file.
 */
let shop: TestShop;
type User = Awaited<ReturnType<TestShop['factories']['user']>>;
let admin: User;
let buyer: User;

beforeAll(async () => {
  shop = await startTestShop({ SHOP_ALERT_EMAIL: 'owner@example.test' });
  admin = await shop.factories.user({ role: 'admin' });
  buyer = await shop.factories.user({ name: 'Asha Rao' });
  await shop.fund(buyer.id, 50_000);
});
afterAll(() => shop.close());

const call = (method: 'GET' | 'POST', url: string, who: User | null, payload?: object) =>
  shop.app.inject({ method, url: `/api${url}`, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (ok(value)) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('timed out waiting');
}

async function buy(who: User, product: { id: string }, pack: { id: string }) {
  const res = await call('POST', '/order/createWalletOrder', who, { userid: String(who.userid), product_id: product.id, item_id: pack.id, input1: '123456789', input2: '2001', paymentmode: 'wallet' });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await shop.db.select().from(orders).where(eq(orders.userId, who.id)).orderBy(sql`${orders.createdAt} desc`).limit(1);
  return row!;
}
const orderNamed = async (id: string) => (await shop.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const completed = (id: string) => until(() => orderNamed(id), (o) => o.status === 'Completed');
const invoiceOf = async (orderId: string) => (await shop.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0];
/** Rows of a query (the test reads the shop's tables directly). */
const rowsOf = async <T>(query: ReturnType<typeof sql>) => ((await shop.db.execute(query)) as unknown as { rows: T[] }).rows;
const alerts = async () => (await rowsOf<{ n: number }>(sql`select count(*)::int as n from dev_messages where "to" = 'owner@example.test' and subject like '%below cost'`))[0]!.n;

/** A pack the sandbox delivers (no Smile.one keys in tests), whose two SKUs the sandbox's price list prices at 40 and 10.5 units. */
async function supplierPack(price = 10_900, resell = 10_300) {
  const skus = [`A${Math.random().toString(36).slice(2, 8)}`, `B${Math.random().toString(36).slice(2, 8)}`];
  const { product, packs } = await shop.factories.product({ isApi: true, apiType: 'SMILEBR' }, [{ discountedPricePaise: price, resellPricePaise: resell, originalPricePaise: 20_000, isApi: true, apiType: 'SMILEBR', itemidarray: skus }]);
  await shop.db.insert(supplierSkuPrices).values([
    { supplier: 'sandbox', sku: skus[0]!, priceMicros: 40_000_000 },
    { supplier: 'sandbox', sku: skus[1]!, priceMicros: 10_500_000 },
  ]);
  await announceCatalogueChange(shop.db);
  return { product, pack: packs[0]! };
}
const setRate = (rate: string | number) => call('POST', '/admin/costs/rate', admin, { supplier: 'sandbox', rate });

/** A UPI order the buyer created and has not paid: the tests pay it through the books' reaction. */
async function unpaidOrder(product: { id: string }, pack: { id: string }) {
  const created = await call('POST', '/order/createOrder', buyer, { userid: String(buyer.userid), product_id: product.id, item_id: pack.id, input1: '123456789', input2: '2001', paymentmode: 'upi' });
  return (await shop.db.select().from(orders).where(eq(orders.clientTxnId, created.json().client_txn_id)))[0]!;
}

/**
 * A payment of `order` today whose transaction has issued its invoice (and, with `profitCounted`,
 * added it to the day's profit as a commit does) and stays open until `release`.
 */
async function paymentHeldOpen(order: typeof orders.$inferSelect, { profitCounted = false } = {}) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let reached!: () => void;
  const inside = new Promise<void>((resolve) => (reached = resolve));
  const open = shop.db.transaction(async (tx) => {
    await shop.app.services.books.reactions.paid(tx, { ...order, paidAt: new Date() });
    if (profitCounted) await tx.execute(sql`set constraints invoices_books immediate`);
    reached();
    await held;
  });
  await inside;
  return { release, open };
}

describe('the cost of an order', () => {
  it('is what the supplier charged at the rate of its delivery, and stays so when the rate changes later', async () => {
    const { product, pack } = await supplierPack();
    expect((await setRate('1.25')).statusCode).toBe(200);
    const first = await completed((await buy(buyer, product, pack)).id);
    // 40 units at ₹1.25 is ₹50, 10.5 units ₹13.125, half up ₹13.13: ₹63.13.
    expect(first.costPaise).toBe(6313);
    const rows = await shop.db.select().from(supplierOrders).where(eq(supplierOrders.orderId, first.id));
    expect(rows.map((r) => [r.costMicros, Number(r.rupeesPerUnit), r.costPaise]).sort()).toEqual([
      [10_500_000, 1.25, 1313],
      [40_000_000, 1.25, 5000],
    ]);

    expect((await setRate('2')).statusCode).toBe(200);
    const second = await completed((await buy(buyer, product, pack)).id);
    expect(second.costPaise).toBe(10_100);
    // The first order keeps the rate of its day, on the order, its supplier orders and its invoice.
    expect((await orderNamed(first.id)).costPaise).toBe(6313);
    expect((await invoiceOf(first.id))!.costPaise).toBe(6313);
    expect((await invoiceOf(second.id))!.costPaise).toBe(10_100);

    const costs = (await call('GET', '/admin/costs', admin)).json();
    const sandbox = costs.suppliers.find((s: { supplier: string }) => s.supplier === 'sandbox');
    expect(sandbox.rate).toBe('2');
    expect(sandbox.history.map((h: { rate: string }) => h.rate).slice(0, 2)).toEqual(['2', '1.25']);

    // The price screen: cost ₹101, price ₹109 (₹8, 7.3%), reseller ₹103 (₹2).
    const margins = (await call('GET', '/admin/margins', admin)).json();
    const shown = margins.products.find((p: { _id: string }) => p._id === product.id).items[0];
    expect(shown).toMatchObject({ cost: 101, price: 109, margin: 8, marginPercent: 7.3, resellMargin: 2, belowCost: false, costSource: 'price-list' });

    // The customer never sees a cost: not in their orders, not on their invoice.
    const mine = await call('GET', `/order/${buyer.userid}`, buyer);
    const invoice = await call('GET', `/invoices/${first.clientTxnId}`, buyer);
    expect(mine.statusCode).toBe(200);
    expect(invoice.statusCode).toBe(200);
    for (const body of [mine.body, invoice.body]) expect(body).not.toMatch(/cost/i);
  });

  it('is refused as a rate of zero or below, or not a number, and nothing changes', async () => {
    const before = (await call('GET', '/admin/costs', admin)).json();
    for (const rate of ['0', '-1', 'abc', '1.1234567', 0]) {
      const res = await setRate(rate);
      expect(res.statusCode, String(rate)).toBe(400);
      expect(res.json().message).toMatch(/rate/i);
    }
    expect((await call('POST', '/admin/costs/rate', buyer, { supplier: 'sandbox', rate: '5' })).statusCode).toBe(403);
    expect((await call('GET', '/admin/costs', admin)).json()).toEqual(before);
  });
});

describe('a pack below cost', () => {
  /** Whether a pack is recorded as below cost now. */
  const recordedBelow = async (itemId: string) => (await rowsOf(sql`select 1 from packs_below_cost where item_id = ${itemId}`)).length === 1;
  /** Runs the check (the shop also runs it after each change) and waits until the shop's own work has settled. */
  async function checked() {
    await shop.app.services.costs.checkBelowCost();
    let still = 0;
    for (let last = -1; still < 5; ) {
      await new Promise((r) => setTimeout(r, 100));
      still = shop.database.work.statements === last ? still + 1 : 0;
      last = shop.database.work.statements;
    }
  }

  it('is flagged, and the shop is told once per pack per change that puts it there', async () => {
    const { pack } = await supplierPack();
    await setRate('1');
    await checked();
    const before = await alerts();
    // A rate change puts it below: ₹126.25 at ₹2.50 a unit, sold at ₹109.
    await setRate('2.5');
    await checked();
    expect(await recordedBelow(pack.id)).toBe(true);
    expect(await alerts()).toBe(before + 1);
    // Another change that leaves it below tells nobody again.
    await setRate('2.6');
    await checked();
    expect(await alerts()).toBe(before + 1);
    const margins = (await call('GET', '/admin/margins', admin)).json();
    expect(margins.belowCost).toBeGreaterThan(0);
    expect(margins.products.flatMap((p: { items: { itemid: number; belowCost: boolean }[] }) => p.items).find((i: { itemid: number }) => i.itemid === pack.itemid).belowCost).toBe(true);
    // Back above, then a price change puts it below again: told again.
    await setRate('1');
    await checked();
    expect(await recordedBelow(pack.id)).toBe(false);
    const cheaper = await call('POST', `/admin/updateitem/${pack.itemid}`, admin, { price: 45, resellPrice: 45, itemInstock: true });
    expect(cheaper.statusCode).toBe(200);
    await checked();
    expect(await alerts()).toBe(before + 2);
    await shop.db.update(items).set({ discountedPricePaise: 10_900, resellPricePaise: 10_300 }).where(eq(items.id, pack.id));
    await announceCatalogueChange(shop.db);
    await checked();
  });
});

describe('repricing', () => {
  it('previews every pack, applies exactly the preview in one go, and undoes the last apply', async () => {
    const { product, pack } = await supplierPack();
    await setRate('1'); // cost ₹50.50
    const rule = { customer: { kind: 'percent', value: 10, floor: null }, reseller: { kind: 'fixed', value: 2, floor: 60 }, rounding: 'nine', allowBelowCost: false };
    expect((await call('POST', '/admin/repricing/rule', admin, { productId: product.id, rule })).statusCode).toBe(200);
    const preview = (await call('POST', '/admin/repricing/preview', admin, { productId: product.id })).json();
    // ₹50.50 + 10% = ₹55.55, up to ₹56, up to ₹59; reseller ₹52.50, up to ₹53, to ₹59, under the ₹60 floor: ₹60.
    expect(preview.packs[0]).toMatchObject({ cost: 50.5, old: { price: 109, resellPrice: 103 }, next: { price: 59, resellPrice: 60 }, skipped: null });

    const stale = await call('POST', '/admin/repricing/apply', admin, { productId: product.id, preview: 'not-the-preview' });
    expect(stale.statusCode).toBe(409);
    expect((await shop.db.select().from(items).where(eq(items.id, pack.id)))[0]!.discountedPricePaise).toBe(10_900);

    const applied = await call('POST', '/admin/repricing/apply', admin, { productId: product.id, preview: preview.preview });
    expect(applied.statusCode, applied.body).toBe(200);
    const written = (await shop.db.select().from(items).where(eq(items.id, pack.id)))[0]!;
    expect([written.discountedPricePaise, written.resellPricePaise]).toEqual([5900, 6000]);
    // What customers are charged now follows: the catalogue's cache was dropped.
    const sold = await buy(buyer, product, pack);
    expect(sold.pricePaise).toBe(5900);

    // A cost that moves after a preview makes its token stale.
    const again = (await call('POST', '/admin/repricing/preview', admin, { productId: product.id })).json();
    await setRate('1.1');
    expect((await call('POST', '/admin/repricing/apply', admin, { productId: product.id, preview: again.preview })).statusCode).toBe(409);

    const undone = await call('POST', '/admin/repricing/undo', admin, { productId: product.id });
    expect(undone.statusCode, undone.body).toBe(200);
    const back = (await shop.db.select().from(items).where(eq(items.id, pack.id)))[0]!;
    expect([back.discountedPricePaise, back.resellPricePaise]).toEqual([10_900, 10_300]);
    expect((await call('POST', '/admin/repricing/undo', admin, { productId: product.id })).statusCode).toBe(409);
  });

  it('refuses a rule below cost without the explicit permission, or a markup over 1000%, and keeps the rule it had', async () => {
    const { product } = await supplierPack();
    const good = { customer: { kind: 'percent', value: 5, floor: null }, reseller: { kind: 'percent', value: 2, floor: null }, rounding: 'rupee', allowBelowCost: false };
    await call('POST', '/admin/repricing/rule', admin, { productId: product.id, rule: good });
    const below = await call('POST', '/admin/repricing/rule', admin, { productId: product.id, rule: { ...good, customer: { kind: 'percent', value: -10, floor: null } } });
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toMatch(/below (their )?cost/i);
    const huge = await call('POST', '/admin/repricing/rule', admin, { productId: product.id, rule: { ...good, customer: { kind: 'percent', value: 1001, floor: null } } });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toMatch(/1000%/);
    const marginsAnswer = await call('GET', '/admin/margins', admin);
    expect(marginsAnswer.statusCode, marginsAnswer.body).toBe(200);
    expect(marginsAnswer.json().products.find((p: { _id: string }) => p._id === product.id).rule).toEqual(good);
    // With the permission said out loud, a rule may sell below cost.
    const allowed = await call('POST', '/admin/repricing/rule', admin, { productId: product.id, rule: { ...good, customer: { kind: 'percent', value: -10, floor: null }, allowBelowCost: true } });
    expect(allowed.statusCode).toBe(200);
  });
});

describe('invoices', () => {
  it('are numbered in sequence without gaps or duplicates under 50 concurrent orders on two instances', async () => {
    const second = await buildApp({ config: shop.config, database: shop.database, webDist: null });
    await second.ready();
    try {
      const { product, pack } = await supplierPack();
      const buyers = await Promise.all(Array.from({ length: 10 }, () => shop.factories.user()));
      for (const b of buyers) await shop.fund(b.id, 2_000);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => {
          const b = buyers[i % buyers.length]!;
          const app = i % 2 === 0 ? shop.app : second;
          return app.inject({ method: 'POST', url: '/api/order/createWalletOrder', headers: b.auth, payload: { userid: String(b.userid), product_id: product.id, item_id: pack.id, input1: '123456789', input2: '2001', paymentmode: 'wallet' } });
        }),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
      const year = (await shop.db.select().from(invoices).orderBy(sql`${invoices.issuedAt} desc`).limit(1))[0]!.financialYear;
      const numbers = (await shop.db.select({ sequence: invoices.sequence, number: invoices.number }).from(invoices).where(eq(invoices.financialYear, year))).map((r) => r.sequence ?? 0).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
      const [counter] = await shop.db.select().from(invoiceCounters).where(eq(invoiceCounters.financialYear, year));
      expect(counter!.last).toBe(numbers.length);
    } finally {
      await second.close();
    }
  });

  it('are numbered once the payment commits, before it is answered: a rolled back payment takes no number', async () => {
    const { product, pack } = await supplierPack();
    const row = await unpaidOrder(product, pack);
    const paidAt = new Date('2033-05-01T10:00:00+05:30'); // a financial year of its own
    await expect(
      shop.db.transaction(async (tx) => {
        await shop.app.services.books.reactions.paid(tx, { ...row, paidAt });
        throw new Error('the payment failed after its invoice');
      }),
    ).rejects.toThrow('the payment failed after its invoice');
    expect(await invoiceOf(row.id)).toBeUndefined();
    await shop.db.transaction((tx) => shop.app.services.books.reactions.paid(tx, { ...row, paidAt }));
    expect((await invoiceOf(row.id))!.number).toBe('INV/33-34/00001');
  });

  it.runIf(testDatabaseKind === 'postgres')(
    `do not hold other orders back while an issuing transaction is still open${testDatabaseKind === 'postgres' ? '' : ' (skipped: one connection on PGlite, set TEST_DATABASE_URL to run it)'}`,
    async () => {
      const { product, pack } = await supplierPack();
      const slow = await unpaidOrder(product, pack);
      // A payment that has issued its invoice and not yet committed (a slow reaction, a busy shop).
      const { release, open } = await paymentHeldOpen(slow);
      // Another customer's order is placed, invoiced and committed meanwhile, with the next number.
      const fast = await buy(buyer, product, pack);
      const first = (await invoiceOf(fast.id))!;
      release();
      await open;
      const second = (await invoiceOf(slow.id))!;
      expect(second.financialYear).toBe(first.financialYear);
      expect(second.sequence).toBe(first.sequence! + 1);
    },
  );

  it('left without a number by a process that stopped right after the payment are numbered when first read, with the number they were due', async () => {
    const { product, pack } = await supplierPack();
    const row = await unpaidOrder(product, pack);
    await shop.db.transaction((tx) => shop.app.services.books.reactions.paid(tx, { ...row, paidAt: new Date('2036-06-01T10:00:00+05:30') }));
    // The state a process leaves when it stops between the payment's commit and the numbering.
    await shop.db.execute(sql`update invoices set number = null, sequence = null where order_id = ${row.id}::uuid`);
    await shop.db.execute(sql`update invoice_counters set last = 0 where financial_year = '2036-37'`);
    const shown = await call('GET', `/invoices/${row.clientTxnId}`, buyer);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().number).toBe('INV/36-37/00001');
    expect((await shop.db.select().from(invoiceCounters).where(eq(invoiceCounters.financialYear, '2036-37')))[0]!.last).toBe(1);
    // The same state again, met first by the accountant's register: it lists the invoice numbered.
    await shop.db.execute(sql`update invoices set number = null, sequence = null where order_id = ${row.id}::uuid`);
    await shop.db.execute(sql`update invoice_counters set last = 0 where financial_year = '2036-37'`);
    const register = await call('GET', '/admin/reports/sales-register.csv?month=2036-06', admin);
    expect(register.statusCode, register.body).toBe(200);
    expect(register.body).toContain('INV/36-37/00001');
  });

  it.runIf(testDatabaseKind === 'postgres')(
    `of a crowd buying one pack do not wait for each other's commit on the day's profit, which still adds up${testDatabaseKind === 'postgres' ? '' : ' (skipped: one connection on PGlite, set TEST_DATABASE_URL to run it)'}`,
    async () => {
      const { product, pack } = await supplierPack();
      const slow = await unpaidOrder(product, pack);
      // A payment whose commit has added its sale to the day's profit (what the commit does,
      // run early) and has not finished committing: a disk slow to flush.
      const { release, open } = await paymentHeldOpen(slow, { profitCounted: true });
      // Another customer's order of the same pack on the same day is placed meanwhile.
      const other = await shop.factories.user();
      await shop.fund(other.id, 1_000);
      const fast = await Promise.race([buy(other, product, pack), new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000))]);
      release();
      await open;
      expect(fast, 'the second order waited for the first one to commit').not.toBeNull();
      const today = await call('GET', '/admin/profit?by=day', admin);
      const line = today.json().products.find((p: { productId: string }) => p.productId === product.id);
      expect(line.orders).toBe(2);
      expect(line.revenue).toBe(218);
    },
  );

  it('start again at 1 in a new financial year (April to March, India time)', async () => {
    const { product, pack } = await supplierPack();
    const created = await Promise.all(
      [0, 1].map(() => call('POST', '/order/createOrder', buyer, { userid: String(buyer.userid), product_id: product.id, item_id: pack.id, input1: '123456789', input2: '2001', paymentmode: 'upi' })),
    );
    const rows = await Promise.all(created.map(async (c) => (await shop.db.select().from(orders).where(eq(orders.clientTxnId, c.json().client_txn_id)))[0]!));
    // Paid at 00:10 on 1 April 2031 (India) and at 23:50 on 31 March 2031: two financial years.
    await shop.db.transaction((tx) => shop.app.services.books.reactions.paid(tx, { ...rows[0]!, paidAt: new Date('2031-04-01T00:10:00+05:30') }));
    await shop.db.transaction((tx) => shop.app.services.books.reactions.paid(tx, { ...rows[1]!, paidAt: new Date('2031-03-31T23:50:00+05:30') }));
    expect((await invoiceOf(rows[0]!.id))!.number).toBe('INV/31-32/00001');
    expect((await invoiceOf(rows[1]!.id))!.number).toBe('INV/30-31/00001');
  });

  it('of a refunded order is marked cancelled, and its number is never given again', async () => {
    const { product, packs } = await shop.factories.product({ name: 'Gift card', isApi: false }, [{ discountedPricePaise: 50_000, resellPricePaise: 48_000, originalPricePaise: 50_000 }]);
    const order = await buy(buyer, product, packs[0]!);
    const issued = (await invoiceOf(order.id))!;
    expect(issued.status).toBe('issued');
    // Prices include GST at 18% until the owner sets a rate: ₹500 is ₹423.73 and ₹76.27.
    expect([issued.taxablePaise, issued.gstPaise]).toEqual([42_373, 7627]);
    expect(gstSplit(50_000, 18)).toEqual({ taxablePaise: 42_373, gstPaise: 7627 });

    const refund = await call('POST', '/admin/orders/decide', admin, { order: order.clientTxnId, status: 'Refunded', reason: 'Out of stock' });
    expect(refund.statusCode, refund.body).toBe(200);
    const cancelled = (await invoiceOf(order.id))!;
    expect([cancelled.status, cancelled.number]).toEqual(['cancelled', issued.number]);
    const next = (await invoiceOf((await buy(buyer, product, packs[0]!)).id))!;
    expect(next.financialYear).toBe(issued.financialYear);
    expect(next.sequence).toBeGreaterThan(issued.sequence ?? Infinity);

    // The customer reads it, marked cancelled; another customer cannot; an admin can.
    const mine = await call('GET', `/invoices/${order.clientTxnId}`, buyer);
    expect(mine.json()).toMatchObject({ number: issued.number, status: 'cancelled', total: 500, taxableValue: 423.73, gst: 76.27, customer: { name: 'Asha Rao' } });
    const stranger = await shop.factories.user();
    expect((await call('GET', `/invoices/${order.clientTxnId}`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/invoices/${order.clientTxnId}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/invoices/${order.clientTxnId}`, null)).statusCode).toBe(401);
  });

  it("show the seller's details saved by an admin; a GSTIN of the wrong form is refused and nothing changes", async () => {
    const bad = await call('POST', '/admin/invoice-settings', admin, { legalName: 'Pixel Top-ups Pvt Ltd', address: 'Pune', gstin: '27AAPFU0939F1ZX', gstRate: 18 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/GSTIN/);
    expect((await call('GET', '/admin/invoice-settings', admin)).json().configured).toBe(false);
    const saved = await call('POST', '/admin/invoice-settings', admin, { legalName: 'Pixel Top-ups Pvt Ltd', address: '12 MG Road, Pune 411001', gstin: '27aapfu0939f1zv', gstRate: 5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ gstin: '27AAPFU0939F1ZV', gstRate: 5, configured: true });
    const { product, packs } = await shop.factories.product({ isApi: false }, [{ discountedPricePaise: 10_500 }]);
    const order = await buy(buyer, product, packs[0]!);
    const invoice = (await call('GET', `/invoices/${order.clientTxnId}`, buyer)).json();
    expect(invoice).toMatchObject({ seller: { legalName: 'Pixel Top-ups Pvt Ltd', gstin: '27AAPFU0939F1ZV' }, gstRate: 5, taxableValue: 100, gst: 5, total: 105 });
  });
});

describe('profit and the records to file', () => {
  it('nets out refunds, costs manual packs at what the admin set, and tells customers from resellers', async () => {
    const { product, packs } = await shop.factories.product({ name: 'Netflix gift', isApi: false }, [{ discountedPricePaise: 20_000, resellPricePaise: 19_000, originalPricePaise: 20_000 }]);
    const pack = packs[0]!;
    expect((await call('POST', '/admin/costs/pack', admin, { itemid: pack.itemid, cost: 150 })).statusCode).toBe(200);
    const reseller = await shop.factories.user({ role: 'reseller' });
    await shop.fund(reseller.id, 1_000);
    const sold = [await buy(buyer, product, pack), await buy(reseller, product, pack), await buy(buyer, product, pack)];
    for (const o of sold.slice(0, 2)) expect((await call('POST', '/admin/orders/decide', admin, { order: o.clientTxnId, status: 'Completed' })).statusCode).toBe(200);
    expect((await call('POST', '/admin/orders/decide', admin, { order: sold[2]!.clientTxnId, status: 'Refunded', reason: 'Customer asked' })).statusCode).toBe(200);

    const profit = (await call('GET', '/admin/profit?by=month', admin)).json();
    const line = profit.products.find((p: { productId: string }) => p.productId === product.id);
    // Sold ₹200 + ₹190 + ₹200, one refunded: ₹390 revenue, ₹300 cost, ₹90 profit.
    expect(line).toMatchObject({ name: 'Netflix gift', revenue: 390, cost: 300, grossProfit: 90, orders: 3, refunded: 1, uncosted: 0 });
    expect(profit.periods.at(-1).period).toMatch(/^\d{4}-\d{2}$/);
    expect(profit.kinds.find((k: { kind: string }) => k.kind === 'reseller').revenue).toBeGreaterThanOrEqual(190);

    const weekly = await call('GET', '/admin/profit?by=week&from=2026-01-01&to=2026-01-31', admin);
    expect(weekly.json().periods.map((p: { period: string }) => p.period)).toEqual(['2025-12-29', '2026-01-05', '2026-01-12', '2026-01-19', '2026-01-26']);
    expect((await call('GET', '/admin/profit?by=year', admin)).statusCode).toBe(400);
    expect((await call('POST', '/admin/costs/pack', admin, { itemid: pack.itemid, cost: -1 })).statusCode).toBe(400);
  });

  it('streams the month’s sales register and profit report as CSV, one row per invoice, safe to open in a spreadsheet', async () => {
    const sly = await shop.factories.user({ name: '=HYPERLINK("http://evil.example")' });
    await shop.fund(sly.id, 500);
    const { product, packs } = await shop.factories.product({ isApi: false }, [{ discountedPricePaise: 11_800 }]);
    const order = await buy(sly, product, packs[0]!);
    // A full-width equals sign, which some spreadsheets read as the plain one.
    const wide = await shop.factories.user({ name: '＝HYPERLINK("http://evil.example")' });
    await shop.fund(wide.id, 500);
    const wideOrder = await buy(wide, product, packs[0]!);
    const month = (await invoiceOf(order.id))!.day.slice(0, 7);
    const register = await call('GET', `/admin/reports/sales-register.csv?month=${month}`, admin);
    expect(register.statusCode).toBe(200);
    expect(register.headers['content-type']).toMatch(/text\/csv/);
    const lines = register.body.trim().split('\r\n');
    expect(lines[0]).toBe('Invoice number,Date,Status,Customer,Customer email,Product,Pack,Order id,Taxable value,GST rate %,GST,Total,Discount,Payment mode,UPI reference');
    const [{ n }] = (await rowsOf<{ n: number }>(sql`select count(*)::int as n from invoices where to_char(day, 'YYYY-MM') = ${month}`)) as [{ n: number }];
    expect(lines.length - 1).toBe(n);
    const row = lines.find((l) => l.includes(order.clientTxnId))!;
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(lines.find((l) => l.includes(wideOrder.clientTxnId))).toContain(`"'＝HYPERLINK(""http://evil.example"")"`);
    expect(row).toMatch(/,Issued,/);
    expect(lines.some((l) => l.includes(',Cancelled,'))).toBe(true);

    const report = await call('GET', `/admin/reports/profit.csv?month=${month}`, admin);
    expect(report.body.split('\r\n')[0]).toBe('Invoice number,Date,Status,Order id,Product,Pack,Buyer,Revenue,Cost,Gross profit,Margin %');
    expect((await call('GET', `/admin/reports/profit.csv?month=2026-13`, admin)).statusCode).toBe(400);
    // Years PostgreSQL cannot take are refused before the report starts, never a header and a cut connection.
    for (const path of ['sales-register', 'profit']) {
      for (const bad of ['0000-01', '10000-01']) {
        const refused = await call('GET', `/admin/reports/${path}.csv?month=${bad}`, admin);
        expect(refused.statusCode, `${path} ${bad}`).toBe(400);
        expect(refused.json().message).toMatch(/The month/);
      }
    }
    expect((await call('GET', `/admin/reports/profit.csv?month=${month}`, buyer)).statusCode).toBe(403);
  });
});
