import type { Item, Product } from '@shop/contract/catalogue';
import { checkIdRefusal, checkIdTypes, gameServers, gameTypes, INDO_ID_MESSAGE, pricingFor, serverPickerTypes } from '@shop/contract/catalogue-rules';
import type { SessionUser } from '../../session/session';

// The product page's rules, kept free of React so they read
// as the spec does.

const numericUserIdTypes: readonly string[] = Object.values(gameTypes);

/** How a field is entered: digits only, a server list, or free text (an e-mail for OTT, say). */
export type FieldKind = 'numeric' | 'server' | 'text' | 'email';

export type PlayerField = { name: 'input1' | 'input2'; label: string; kind: FieldKind };

/** The first input is the player's user id, the second the zone or server. */
export function playerFieldsOf(product: Pick<Product, 'type' | 'inputs'>): PlayerField[] {
  const type = product.type.toUpperCase();
  const [first, second] = product.inputs;
  const firstLabel = first?.label?.trim() || 'User ID';
  const fields: PlayerField[] = [
    {
      name: 'input1',
      label: firstLabel,
      kind: numericUserIdTypes.includes(type) ? 'numeric' : /e-?mail/i.test(firstLabel) ? 'email' : 'text',
    },
  ];
  const zoneKind: FieldKind = serverPickerTypes.includes(type) ? 'server' : type === gameTypes.MLBB ? 'numeric' : 'text';
  // The zone is asked when the product lists a second input, and always for games that need one.
  if (second || zoneKind !== 'text') {
    const fallback = zoneKind === 'server' ? 'Server' : 'Zone ID';
    fields.push({ name: 'input2', label: second?.label?.trim() || fallback, kind: zoneKind });
  }
  return fields;
}

export const servers = gameServers;

/** Check Username exists only for API products of type MLBB or MCGG. */
export function needsUsernameCheck(product: Pick<Product, 'isApi' | 'type'>): boolean {
  return product.isApi && checkIdTypes.includes(product.type.toUpperCase());
}

export type PackNotice = 'bonus' | 'weekly';

/** A pack whose type mentions bonus or weekly (pass) needs the customer's acknowledgement first. */
export function noticeFor(item: Pick<Item, 'type'>): PackNotice | null {
  if (/bonus/i.test(item.type)) return 'bonus';
  if (/weekly/i.test(item.type)) return 'weekly';
  return null;
}

/** A reseller pays the reseller price; everyone else the discounted price. */
export function priceFor(item: Pick<Item, 'discountedprice' | 'resellprice'>, user: Pick<SessionUser, 'role'> | null | undefined): number {
  return pricingFor(user?.role).pays === 'resell' && item.resellprice !== undefined ? item.resellprice : item.discountedprice;
}

export type CheckOutcome = { verified: boolean; message: string; username?: string };

/** What Check Username shows for a success answer. */
export function outcomeOfCheck(answer: { message: string; username?: string; use?: string }): CheckOutcome {
  if (answer.message !== 'success') return outcomeOfCheckError(answer.message);
  if (answer.use === 'b') return { verified: false, message: INDO_ID_MESSAGE };
  const username = answer.username ?? '';
  return { verified: true, message: `Username: ${username}`, username };
}

/** What Check Username shows for a refusal: region refusals share one message, others as given. */
export function outcomeOfCheckError(message: string): CheckOutcome {
  return { verified: false, message: checkIdRefusal(message) };
}

/** Inputs are at most this long (the order refuses longer ones). */
const MAX_INPUT = 120;

/**
 * The form's values from outside the form (a saved account, a "Buy again" link), kept to what
 * the fields accept when typed: digits for numeric ids, a listed server, at most 120 characters.
 * A product without a zone field gets no zone.
 */
export function playerValuesOf(fields: PlayerField[], source: { input1?: string | null; input2?: string | null }): { input1: string; input2: string } {
  const values = { input1: '', input2: '' };
  for (const field of fields) {
    const text = (source[field.name] ?? '').trim().slice(0, MAX_INPUT);
    if (field.kind === 'numeric') values[field.name] = text.replace(/\D/g, '');
    else if (field.kind === 'server') values[field.name] = (servers as readonly string[]).includes(text) ? text : '';
    else values[field.name] = text;
  }
  return values;
}
