import { createHash } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Markup, PricingRule, RepricingPreview } from '@shop/contract/books';
import { formatRupees, paiseOf, paiseToRupees, rupeesToPaise } from '@shop/contract/money';
import type { Caller } from '../accounts/session.js';
import { setPackPrices, type PackForCosting } from '../catalogue/pricing.js';
import type { AuditTrail } from '../platform/audit-trail.js';
import type { Db } from '../platform/database.js';
import { AppError } from '../platform/errors.js';
import type { PackCost } from './pack-costs.js';
import type { Costs } from './service.js';
import { priceApplies, pricingRules, type AppliedPack } from './tables.js';

/** Hundredths of a markup's value, signed (12.5 % is 1250; ₹-3 is -300), exactly. */
const hundredthsOf = (value: number) => Math.sign(value) * (paiseOf(Math.abs(value)) ?? 0);

/**
 * A price from a cost by one markup: cost plus the percentage or the amount, rounded up to a
 * whole rupee (or up to one ending in 9), never under the floor nor under ₹1. Rounding up keeps a
 * rule without a negative markup at or above cost.
 */
export function priceFrom(costPaise: number, markup: Markup, rounding: PricingRule['rounding']): number {
  const raw =
    markup.kind === 'percent'
      ? Math.ceil((costPaise * (10_000 + hundredthsOf(markup.value))) / 10_000)
      : costPaise + hundredthsOf(markup.value);
  let rupees = Math.max(1, Math.ceil(raw / 100));
  if (rounding === 'nine') rupees += (19 - (rupees % 10)) % 10;
  const floor = markup.floor === null ? 0 : rupeesToPaise(markup.floor);
  return Math.max(rupeesToPaise(rupees), floor);
}

type Planned = { pack: PackForCosting; cost: PackCost; next: { pricePaise: number; resellPaise: number } | null; skipped: string | null };

function plan(packs: PackForCosting[], costs: Map<string, PackCost>, rule: PricingRule): Planned[] {
  return packs.map((pack) => {
    const cost = costs.get(pack.itemId)!;
    if (cost.costPaise === null) return { pack, cost, next: null, skipped: `Cost unknown: ${cost.problem ?? 'no cost'}` };
    const next = { pricePaise: priceFrom(cost.costPaise, rule.customer, rule.rounding), resellPaise: priceFrom(cost.costPaise, rule.reseller, rule.rounding) };
    if (!rule.allowBelowCost && (next.pricePaise < cost.costPaise || next.resellPaise < cost.costPaise)) return { pack, cost, next: null, skipped: 'The rule would price it below cost' };
    return { pack, cost, next, skipped: null };
  });
}

function previewOf(productId: string, planned: Planned[]): RepricingPreview {
  const packs = planned.map(({ pack, cost, next, skipped }) => ({
    _id: pack.itemId,
    itemid: pack.itemid,
    name: pack.name,
    cost: cost.costPaise === null ? null : paiseToRupees(cost.costPaise),
    old: { price: paiseToRupees(pack.pricePaise), resellPrice: paiseToRupees(pack.resellPaise) },
    next: next ? { price: paiseToRupees(next.pricePaise), resellPrice: paiseToRupees(next.resellPaise) } : { price: paiseToRupees(pack.pricePaise), resellPrice: paiseToRupees(pack.resellPaise) },
    skipped,
  }));
  // The token names every old and new price and cost: apply writes exactly what was previewed, or refuses.
  const preview = createHash('sha256').update(JSON.stringify([productId, packs])).digest('base64url');
  return { productId, packs, preview };
}

/**
 * Prices that follow costs: a rule per product, a preview of every pack's old and new prices,
 * applying them all in one audited transaction, and undoing the last apply.
 */
export function createRepricing({ db, costs, audit, catalogueChanged }: { db: Db; costs: Costs; audit: AuditTrail; catalogueChanged: () => void }) {
  async function ruleFor(productId: string): Promise<PricingRule> {
    const row = await costs.ruleOf(db, productId);
    if (!row) throw new AppError('CONFLICT', 'Save a repricing rule for this product first.');
    return row.rule as PricingRule;
  }

  async function preview(productId: string) {
    const { packs, costs: packCosts } = await costs.packsOf(productId);
    const planned = plan(packs, packCosts, await ruleFor(productId));
    return { planned, answer: previewOf(productId, planned) };
  }

  return {
    async saveRule(admin: Caller, productId: string, rule: PricingRule) {
      await costs.packsOf(productId);
      await db.transaction(async (tx) => {
        const before = await costs.ruleOf(tx, productId);
        await tx.insert(pricingRules).values({ productId, rule, updatedBy: admin.id }).onConflictDoUpdate({ target: pricingRules.productId, set: { rule, updatedBy: admin.id, updatedAt: new Date() } });
        await audit(tx, { adminId: admin.id, action: 'costs.rule', target: productId, details: { before: { rule: before?.rule ?? null }, after: { rule } } });
      });
      return { message: 'Repricing rule saved. Preview the new prices, then apply them.' };
    },

    preview: async (productId: string) => (await preview(productId)).answer,

    /** Writes the previewed prices, all or none, if they are still what the preview showed. Audited. */
    async apply(admin: Caller, productId: string, token: string) {
      const { planned, answer } = await preview(productId);
      if (answer.preview !== token) throw new AppError('CONFLICT', 'Costs or prices changed since the preview. Preview again.');
      const changing = planned.filter((p) => p.next && (p.next.pricePaise !== p.pack.pricePaise || p.next.resellPaise !== p.pack.resellPaise));
      if (changing.length === 0) return { ...answer, applyId: null, message: 'Every price already follows the rule: nothing changed.' };
      const applyId = await db.transaction(async (tx) => {
        const expected = new Map(changing.map((p) => [p.pack.itemId, { pricePaise: p.pack.pricePaise, resellPaise: p.pack.resellPaise }]));
        const changes = await setPackPrices(tx, expected, changing.map((p) => ({ itemId: p.pack.itemId, ...p.next! })));
        const packs: AppliedPack[] = changes.map((c) => ({ itemId: c.itemId, before: c.before, after: c.after }));
        const [row] = await tx.insert(priceApplies).values({ productId, packs, appliedBy: admin.id }).returning({ id: priceApplies.id });
        await audit(tx, { adminId: admin.id, action: 'costs.reprice', target: planned[0]!.pack.productName, details: { packs: changes.map((c) => ({ pack: `${c.name} (${c.itemid})`, before: c.before, after: c.after })) } });
        return row!.id;
      });
      catalogueChanged();
      return { ...answer, applyId, message: `New prices applied to ${changing.length} pack${changing.length === 1 ? '' : 's'}.` };
    },

    /** Puts back the prices of the product's last apply, if nobody changed them since. Audited. */
    async undo(admin: Caller, productId: string) {
      const [last] = await db.select().from(priceApplies).where(eq(priceApplies.productId, productId)).orderBy(desc(priceApplies.appliedAt)).limit(1);
      if (!last) throw new AppError('CONFLICT', 'No repricing of this product to undo.');
      if (last.undoneAt) throw new AppError('CONFLICT', 'The last repricing of this product was undone already.');
      await db.transaction(async (tx) => {
        const [marked] = await tx.update(priceApplies).set({ undoneAt: new Date() }).where(and(eq(priceApplies.id, last.id), isNull(priceApplies.undoneAt))).returning({ undoneAt: priceApplies.undoneAt });
        if (!marked) throw new AppError('CONFLICT', 'The last repricing of this product was undone already.');
        const expected = new Map(last.packs.map((p) => [p.itemId, p.after]));
        await setPackPrices(tx, expected, last.packs.map((p) => ({ itemId: p.itemId, ...p.before }))).catch((err: unknown) => {
          if (err instanceof AppError) throw new AppError('CONFLICT', `${err.message.replace(' Preview again.', '')}: set those prices by hand instead.`);
          throw err;
        });
        await audit(tx, { adminId: admin.id, action: 'costs.reprice-undo', target: productId, details: { packs: last.packs } });
      });
      catalogueChanged();
      const { answer } = await preview(productId).catch(() => ({ answer: { productId, packs: [], preview: '' } }));
      const restored = last.packs.map((p) => `${formatRupees(paiseToRupees(p.before.pricePaise))}`).join(', ');
      return { ...answer, applyId: last.id, message: `The last repricing was undone: ${last.packs.length} pack${last.packs.length === 1 ? '' : 's'} back to ${restored}.` };
    },
  };
}
export type Repricing = ReturnType<typeof createRepricing>;
