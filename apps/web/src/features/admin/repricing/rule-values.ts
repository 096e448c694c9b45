import type { markupKinds, roundings } from '@shop/contract/books';
import type { PricingRule } from '../../../api/admin-books';

// The rule form's values as typed (text), and how they become the contract's rule.

export type MarkupValues = { kind: (typeof markupKinds)[number]; value: string; floor: string };
export type Buyer = 'customer' | 'reseller';
export type RuleValues = { customer: MarkupValues; reseller: MarkupValues; rounding: (typeof roundings)[number]; allowBelowCost: boolean };

const emptyMarkup: MarkupValues = { kind: 'percent', value: '', floor: '' };

export function ruleValues(rule: PricingRule | null): RuleValues {
  if (!rule) return { customer: emptyMarkup, reseller: emptyMarkup, rounding: 'rupee', allowBelowCost: false };
  const markup = (m: PricingRule[Buyer]): MarkupValues => ({ kind: m.kind, value: String(m.value), floor: m.floor === null ? '' : String(m.floor) });
  return { customer: markup(rule.customer), reseller: markup(rule.reseller), rounding: rule.rounding, allowBelowCost: rule.allowBelowCost };
}

/** A number as typed, or the text itself, which the contract refuses with its own words. */
const numberOf = (text: string): number | string => (/^-?(\d+(\.\d*)?|\.\d+)$/.test(text.trim()) ? Number(text.trim()) : text);

const markupOf = (m: MarkupValues) => ({ kind: m.kind, value: numberOf(m.value), floor: m.floor.trim() === '' ? null : m.floor });

/** What the contract's pricingRule checks: an empty floor is no floor. */
export function ruleOf(values: RuleValues) {
  return { customer: markupOf(values.customer), reseller: markupOf(values.reseller), rounding: values.rounding, allowBelowCost: values.allowBelowCost };
}
