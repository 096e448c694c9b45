import { formatRupees, paiseToRupees } from '@shop/contract/money';

/** What an audit entry's action means, in words; an action not listed shows its code. */
const actionNames: Record<string, string> = {
  'wallet.credit': 'Wallet top-up',
  'wallet.reverse': 'Top-up reversed',
  'order.completed': 'Order completed',
  'order.refunded': 'Order refunded',
  'order.cancelled': 'Order cancelled',
  'user.update': 'User edited',
  'coupon.create': 'Coupon created',
  'coupon.edit': 'Coupon edited',
  'coupon.delete': 'Coupon deleted',
  'settings.shop': 'Shop details edited',
};

export function actionName(action: string): string {
  return actionNames[action] ?? action;
}

/** Money in the details is integer paise, in fields named …Paise. */
const isPaiseField = (field: string) => /.Paise$/.test(field);
/** balancePaise reads as "balance": the screen shows rupees. */
const fieldLabel = (field: string) => (isPaiseField(field) ? field.slice(0, -'Paise'.length) : field);

/** One value of the details as text: paise as rupees, nothing as a dash, objects as JSON. */
export function valueText(field: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number' && isPaiseField(field)) return formatRupees(paiseToRupees(value));
  if (typeof value === 'string') return value === '' ? '(empty)' : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

export type AuditFact = { field: string; label: string; text: string };
export type AuditChange = { field: string; label: string; before: string; after: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Row ids say nothing to an admin reading what changed. */
const hidden = new Set(['_id', 'id']);

/**
 * An entry's details as the audit screen shows them: its facts (txnid, amount) and, field by
 * field, what was before and what is after. A created thing has only an after, a deleted one
 * only a before; the missing side shows as a dash.
 */
export function describeDetails(details: Record<string, unknown>): { facts: AuditFact[]; changes: AuditChange[] } {
  const before = isRecord(details.before) ? details.before : {};
  const after = isRecord(details.after) ? details.after : {};
  const facts = Object.entries(details)
    .filter(([field]) => field !== 'before' && field !== 'after' && !hidden.has(field))
    .map(([field, value]) => ({ field, label: fieldLabel(field), text: valueText(field, value) }));
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !hidden.has(field));
  const changes = fields.map((field) => ({
    field,
    label: fieldLabel(field),
    before: field in before ? valueText(field, before[field]) : '—',
    after: field in after ? valueText(field, after[field]) : '—',
  }));
  return { facts, changes };
}

/** The money an entry moved, when it says (paise in its details). */
export function amountOf(details: Record<string, unknown>): string | null {
  const paise = details.amountPaise ?? details.pricePaise;
  return typeof paise === 'number' ? formatRupees(paiseToRupees(paise)) : null;
}
