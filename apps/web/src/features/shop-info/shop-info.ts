import { useQuery } from '@tanstack/react-query';
import type { ShopInfo } from '../../api/shop-info';
import type { SessionUser } from '../../session/session';
import { shopInfoQuery } from './shop-info-queries';

/** The name in headers and titles until the owner sets one (SHOP_NAME or /admin/settings). */
export const DEFAULT_SHOP_NAME = 'S-Store';

/**
 * The shop's details for a page. `info` is undefined while they load or when they could not be
 * loaded: pages then show no contact at all rather than one the shop may not have.
 */
export function useShopInfo() {
  const query = useQuery(shopInfoQuery());
  const info = query.data;
  return { info, name: info?.name ?? DEFAULT_SHOP_NAME, query };
}

/** Whether the server said a detail is not set (not merely still loading). */
export const isNotConfigured = (info: ShopInfo | undefined, field: ShopInfo['notConfigured'][number]) => info?.notConfigured.includes(field) ?? false;

/** What the owner sees in place of an essential detail that is missing (only ever outside production). */
export const notConfiguredText = {
  whatsapp: 'Support WhatsApp number not configured yet',
  supportEmail: 'Support email not configured yet',
} as const;

/** 9845012345 as +91 98450 12345. */
export const whatsappText = (number: string) => `+91 ${number.slice(0, 5)} ${number.slice(5)}`;

/** The WhatsApp chat with the shop, prefilled with the customer's name, mobile and email. */
export function whatsappChatLink(number: string, shopName: string, user?: SessionUser | null): string {
  const lines = [`Hi ${shopName} support, I need help.`];
  if (user) lines.push(`Name: ${user.name || 'N/A'}`, `Mobile: ${user.mobilenumber || 'N/A'}`, `Email: ${user.email || 'N/A'}`);
  const url = new URL(`https://wa.me/91${number}`);
  url.searchParams.set('text', lines.join('\n'));
  return url.toString();
}

const socialFields = [
  ['instagramUrl', 'Instagram'],
  ['youtubeUrl', 'YouTube'],
  ['telegramUrl', 'Telegram'],
  ['whatsappChannelUrl', 'WhatsApp Channel'],
  ['discordUrl', 'Discord'],
] as const;

/** The social channels the shop has, each with its address as a short handle. */
export function socialsOf(info: ShopInfo | undefined): { name: string; href: string; handle: string }[] {
  if (!info) return [];
  return socialFields.flatMap(([field, name]) => {
    const href = info[field];
    return href ? [{ name, href, handle: href.replace(/^https:\/\/(www\.)?/, '').replace(/\/$/, '') }] : [];
  });
}
