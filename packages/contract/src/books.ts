// The owner's money: what packs cost (supplier prices at the owner's exchange rates), margins,
// repricing rules, profit, and the GST invoices and reports an accountant files. Admin only,
// except an invoice, which its customer reads too. Costs are never in a customer's answer.
import { z } from 'zod';
import { count, priceRupees, serialId, totalRupees } from './amounts.js';
import { calendarDay, calendarMonth, oneLine, rupees } from './input.js';
import { MAX_PRICE_RUPEES, paiseOf } from './money.js';
import { orderPaymentModes } from './orders.js';

/** Suppliers whose charges the shop converts to rupees, as stored on each supplier order. */
export const costedSuppliers = ['smile-br', 'smile-ph', 'moogold', 'sandbox'] as const;
export type CostedSupplier = (typeof costedSuppliers)[number];

/** The most rupees one unit of a supplier's currency may be set to (a typo guard). */
export const MAX_RATE_RUPEES = 100_000;
/** A markup over cost a rule may add, in percent: above it is surely a typo. */
export const MAX_MARKUP_PERCENT = 1000;

/**
 * An exchange rate in rupees per unit of a supplier's currency, as exact decimal text (at most six
 * decimals): the server multiplies with it exactly, never as a float.
 */
export const rateText = z
  .union([z.string().trim(), z.number().transform((n) => (Number.isFinite(n) ? String(n) : ''))], { error: 'Please enter the rate in rupees, like 15.25' })
  .pipe(
    z
      .string()
      .regex(/^\d{1,6}(\.\d{1,6})?$/, 'Please enter the rate in rupees with at most six decimals, like 15.25')
      .refine((v) => Number(v) > 0, 'The rate must be more than zero')
      .refine((v) => Number(v) <= MAX_RATE_RUPEES, `The rate can be at most ₹${MAX_RATE_RUPEES.toLocaleString('en-IN')} per unit`),
  );

/** One rate as it was set: it applies to supplier orders delivered from `from` until the next. */
export const rateEntry = z.object({ rate: z.string(), from: z.string(), setBy: z.string().nullable() });

export const supplierCosts = z.object({
  supplier: z.enum(costedSuppliers),
  label: z.string(),
  /** The unit the supplier charges in (Smile Points, USD...). */
  currency: z.string(),
  /** Rupees per unit now (decimal text), null until the owner sets one: costs are then unknown. */
  rate: z.string().nullable(),
  history: z.array(rateEntry),
  /** Whether the supplier publishes a price list the shop refreshes daily (Smile.one), or its charges are learnt from orders (MooGold). */
  priceList: z.boolean(),
  pricesFetchedAt: z.string().nullable(),
  skuPrices: count,
  /** Why the last refresh failed, when it did. */
  refreshProblem: z.string().nullable(),
});
export const costsResponse = z.object({ suppliers: z.array(supplierCosts) });
export type CostsResponse = z.infer<typeof costsResponse>;

export const setRateRequest = z.object({ supplier: z.enum(costedSuppliers, { error: 'Please choose a supplier' }), rate: rateText });
export const refreshPricesRequest = z.object({ supplier: z.enum(costedSuppliers, { error: 'Please choose a supplier' }) });
export const refreshPricesResponse = costsResponse.extend({ message: z.string() });

/** The cost an admin sets for a pack delivered by hand (null clears it). */
export const packCostRequest = z.object({
  itemid: serialId,
  cost: rupees({ message: 'Please enter the cost in rupees, like 85.50', min: 0, max: MAX_PRICE_RUPEES, maxMessage: 'The cost can be at most ₹10,00,000' }).nullable(),
});
export type PackCostRequest = z.input<typeof packCostRequest>;

export const costSources = ['price-list', 'charged', 'manual'] as const;

/** A pack on the price screen with what it costs and earns. Money in rupees; a margin's % is of the price. */
export const packMargin = z.object({
  _id: z.string(),
  itemid: serialId,
  name: z.string(),
  price: priceRupees,
  resellPrice: priceRupees,
  /** Null when unknown (no rate, no price for a SKU, or no cost set for a manual pack). */
  cost: priceRupees.nullable(),
  costSource: z.enum(costSources).nullable(),
  /** Why the cost is unknown, for the admin to fix. */
  costProblem: z.string().nullable(),
  margin: z.number().nullable(),
  marginPercent: z.number().nullable(),
  resellMargin: z.number().nullable(),
  resellMarginPercent: z.number().nullable(),
  /** The customer or the reseller price is below cost. */
  belowCost: z.boolean(),
  manual: z.boolean(),
});
export type PackMargin = z.infer<typeof packMargin>;

export const markupKinds = ['percent', 'fixed'] as const;
export const roundings = ['rupee', 'nine'] as const;

const markup = z.object({
  kind: z.enum(markupKinds, { error: 'Please choose a percentage or a fixed amount' }),
  /** Percent over cost, or rupees over cost; below zero prices under cost (only with `allowBelowCost`). */
  value: z
    .number({ error: 'Please enter the markup as a number' })
    .min(-MAX_PRICE_RUPEES, 'The markup is too low')
    .max(MAX_PRICE_RUPEES, 'The markup is too high')
    .refine((v) => paiseOf(Math.abs(v)) !== null, 'At most two decimals'),
  /** The lowest price the rule sets (rupees), or none. */
  floor: rupees({ message: 'Please enter the floor in rupees', min: 0, max: MAX_PRICE_RUPEES, maxMessage: 'The floor can be at most ₹10,00,000' }).nullable(),
});
export type Markup = z.infer<typeof markup>;

/** A product's repricing rule: cost plus a markup, rounded up, never under the floor, for each kind of buyer. */
export const pricingRule = z
  .object({
    customer: markup,
    reseller: markup,
    /** Round up to a whole rupee, or up to a price ending in 9. */
    rounding: z.enum(roundings, { error: 'Please choose how to round' }),
    /** The admin's explicit word that this rule may price a pack below its cost. */
    allowBelowCost: z.boolean().default(false),
  })
  .superRefine((rule, ctx) => {
    for (const who of ['customer', 'reseller'] as const) {
      const m = rule[who];
      if (m.kind === 'percent' && m.value > MAX_MARKUP_PERCENT) ctx.addIssue({ code: 'custom', path: [who, 'value'], message: `A markup can be at most ${MAX_MARKUP_PERCENT}%` });
      if (m.kind === 'percent' && m.value < -100) ctx.addIssue({ code: 'custom', path: [who, 'value'], message: 'A markup cannot take more than the whole cost' });
      if (m.value < 0 && !rule.allowBelowCost) ctx.addIssue({ code: 'custom', path: [who, 'value'], message: 'This markup prices packs below their cost: tick "Allow prices below cost" to save it' });
    }
  });
export type PricingRule = z.infer<typeof pricingRule>;

/** A saved rule as the server answers it (plain values: an answer is never transformed). */
const markupView = z.object({ kind: z.enum(markupKinds), value: z.number().min(-MAX_PRICE_RUPEES).max(MAX_PRICE_RUPEES), floor: priceRupees.nullable() });
export const pricingRuleView = z.object({ customer: markupView, reseller: markupView, rounding: z.enum(roundings), allowBelowCost: z.boolean() });

export const productMargins = z.object({
  _id: z.string(),
  productid: serialId,
  name: z.string(),
  rule: pricingRuleView.nullable(),
  /** When the last repricing was applied and can still be undone. */
  lastApply: z.object({ id: z.string(), at: z.string(), packs: count }).nullable(),
  items: z.array(packMargin),
});
export const marginsResponse = z.object({ products: z.array(productMargins), belowCost: count });
export type MarginsResponse = z.infer<typeof marginsResponse>;

export const productRef = z.object({ productId: z.uuid({ error: 'Please choose a product' }) });
export const saveRuleRequest = productRef.extend({ rule: pricingRule });
export type SaveRuleRequest = z.input<typeof saveRuleRequest>;

export const repricedPack = z.object({
  _id: z.string(),
  itemid: serialId,
  name: z.string(),
  cost: priceRupees.nullable(),
  old: z.object({ price: priceRupees, resellPrice: priceRupees }),
  next: z.object({ price: priceRupees, resellPrice: priceRupees }),
  /** Why this pack keeps its prices (its cost is unknown). */
  skipped: z.string().nullable(),
});
export const repricingPreview = z.object({
  productId: z.string(),
  packs: z.array(repricedPack),
  /** Names the exact prices previewed: apply refuses when they would differ. */
  preview: z.string(),
});
export type RepricingPreview = z.infer<typeof repricingPreview>;
export const applyRepricingRequest = productRef.extend({ preview: z.string().min(1, 'Preview the new prices first').max(200) });
export type ApplyRepricingRequest = z.input<typeof applyRepricingRequest>;
export const repricingApplied = repricingPreview.extend({ message: z.string(), applyId: z.string().nullable() });

export const profitPeriods = ['day', 'week', 'month'] as const;
export const buyerKinds = ['customer', 'reseller'] as const;

const day = calendarDay('Dates are yyyy-mm-dd');
/** The longest range each period may be asked for: a chart of at most a few hundred points. */
export const PROFIT_MAX_DAYS = { day: 366, week: 3 * 366, month: 10 * 366 } as const;
export const profitQuery = z
  .object({ by: z.enum(profitPeriods, { error: 'Show profit by day, week or month' }).default('day'), from: day.optional(), to: day.optional() })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    const days = (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000;
    if (days < 0) ctx.addIssue({ code: 'custom', path: ['from'], message: 'The start date is after the end date' });
    else if (days > PROFIT_MAX_DAYS[q.by]) ctx.addIssue({ code: 'custom', path: ['to'], message: `Show at most ${PROFIT_MAX_DAYS[q.by]} days by ${q.by}` });
  });
export type ProfitQuery = z.infer<typeof profitQuery>;

/** Money made in a period or by a product or a kind of buyer. Refunded and cancelled orders net out. */
export const profitLine = z.object({
  /** Sales less refunds and cancellations, in rupees (prices include GST). */
  revenue: z.number(),
  /** What the suppliers charged (in rupees at the rate of the delivery's time) and the costs of manual packs. */
  cost: totalRupees,
  grossProfit: z.number(),
  /** Gross profit as a percentage of revenue (one decimal); null without revenue. */
  margin: z.number().nullable(),
  orders: count,
  refunded: count,
  /** Orders whose cost is unknown: their revenue is in `revenue`, not in `margin`. */
  uncosted: count,
});
export const profitResponse = z.object({
  by: z.enum(profitPeriods),
  from: z.string(),
  to: z.string(),
  totals: profitLine,
  periods: z.array(profitLine.extend({ period: z.string() })),
  products: z.array(profitLine.extend({ productId: z.string(), name: z.string() })),
  kinds: z.array(profitLine.extend({ kind: z.enum(buyerKinds) })),
  /** What the shop gave away in the period, in rupees, each its own line. */
  giveaways: z.object({ couponDiscounts: totalRupees, pointsAtCheckout: totalRupees, pointsRedeemed: totalRupees, referralCashback: totalRupees, leaderboardRewards: totalRupees }),
});
export type ProfitResponse = z.infer<typeof profitResponse>;

/** The form of a GSTIN: state code, PAN, entity number, Z, check character. */
const gstinShape = /^[0-3][0-9][A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const gstinAlphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Whether a GSTIN has the right form and its last character is the check character of the other 14. */
export function isGstin(value: string): boolean {
  if (!gstinShape.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = gstinAlphabet.indexOf(value[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return gstinAlphabet[(36 - (sum % 36)) % 36] === value[14];
}

export const gstRates = [0, 5, 12, 18, 28] as const;
/** The GST rate of online game top-ups and digital goods until the owner sets one. */
export const DEFAULT_GST_RATE = 18;

export const invoiceSettings = z.object({
  legalName: oneLine(120).trim().min(1, "Please enter the shop's legal name"),
  address: z
    .string()
    .trim()
    .min(1, "Please enter the shop's registered address")
    .max(400, 'At most 400 characters'),
  gstin: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || isGstin(v), 'This is not a valid GSTIN: 15 characters, like 27AAPFU0939F1ZV'),
  /** GST in percent; prices include it. */
  gstRate: z.number({ error: 'Please choose the GST rate' }).refine((v) => (gstRates as readonly number[]).includes(v), `The GST rate is one of ${gstRates.join(', ')}%`),
});
export type InvoiceSettings = z.infer<typeof invoiceSettings>;
/** The seller's details as saved, or as the shop starts them before anything is saved (`configured` false). */
export const invoiceSettingsResponse = z.object({ legalName: z.string(), address: z.string(), gstin: z.string(), gstRate: z.number(), configured: z.boolean() });

export const invoiceStatuses = ['issued', 'cancelled'] as const;

export const invoice = z.object({
  /** INV/26-27/00042: the financial year (April to March) and the place in its sequence. */
  number: z.string(),
  financialYear: z.string(),
  issuedAt: z.string(),
  status: z.enum(invoiceStatuses),
  cancelledAt: z.string().nullable(),
  seller: z.object({ legalName: z.string(), address: z.string(), gstin: z.string() }),
  customer: z.object({ name: z.string(), email: z.string() }),
  orderid: z.string(),
  productname: z.string(),
  itemname: z.string(),
  paymentmode: z.enum(orderPaymentModes),
  upiReference: z.string().nullable(),
  /** Rupees: the price split into the value before tax and the GST in it. */
  taxableValue: priceRupees,
  gstRate: z.number(),
  gst: priceRupees,
  discount: priceRupees,
  total: priceRupees,
});
export type Invoice = z.infer<typeof invoice>;
export const invoiceParams = z.object({ orderid: oneLine(64).min(1, 'Order not found.') });

export const reportQuery = z.object({ month: calendarMonth('The month is yyyy-mm') });

/** India's financial year (April to March) of an India calendar date: "2026-27" for 2026-11-25 or 2027-03-31. */
export function financialYearOf(istDay: string): string {
  const year = Number(istDay.slice(0, 4));
  const start = Number(istDay.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** An invoice's number: a prefix, the financial year in short, and its place (INV/26-27/00042). */
export function invoiceNumber(financialYear: string, sequence: number): string {
  return `INV/${financialYear.slice(2)}/${String(sequence).padStart(5, '0')}`;
}

/** The GST inside a price that includes it, in paise: the taxable value is rounded, GST is the rest. */
export function gstSplit(totalPaise: number, ratePercent: number): { taxablePaise: number; gstPaise: number } {
  // Exact in integers: total * 100 / (100 + rate), rounded half up.
  const taxablePaise = Math.floor((totalPaise * 100 * 2 + (100 + ratePercent)) / ((100 + ratePercent) * 2));
  return { taxablePaise, gstPaise: totalPaise - taxablePaise };
}
