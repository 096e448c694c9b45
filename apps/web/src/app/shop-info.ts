import type { SessionUser } from '../session/session';

/** The shop's public identity, in one place for the footer, pages and support links. */
export const shop = {
  name: 'S-Store',
  tagline: 'Instant game top-ups in India',
  phone: '+91 90000 00000',
  phoneHref: 'tel:+919000000000',
  email: 'support@s-store.in',
  address: 'S-Store Digital, 2nd Floor, 14 MG Road, Bengaluru, Karnataka 560001, India',
  socials: [
    { name: 'Instagram', handle: '@sstore.in', href: 'https://www.instagram.com/sstore.in' },
    { name: 'YouTube', handle: 'S-Store Gaming', href: 'https://www.youtube.com/@sstoregaming' },
    { name: 'Telegram', handle: 't.me/sstore_in', href: 'https://t.me/sstore_in' },
    { name: 'WhatsApp Channel', handle: 'S-Store Offers', href: 'https://whatsapp.com/channel/sstore' },
    { name: 'Discord', handle: 'S-Store Community', href: 'https://discord.gg/sstore' },
  ],
} as const;

const supportChatUrl: string = import.meta.env.VITE_SUPPORT_CHAT_URL || 'https://wa.me/919000000000';

/** The support chat, prefilled with the customer's name, mobile and email (spec shopper-side 2). */
export function supportChatLink(user: SessionUser | null | undefined): string {
  const lines = [`Hi ${shop.name} support, I need help.`];
  if (user) {
    lines.push(`Name: ${user.name || 'N/A'}`, `Mobile: ${user.mobilenumber || 'N/A'}`, `Email: ${user.email || 'N/A'}`);
  }
  const url = new URL(supportChatUrl);
  url.searchParams.set('text', lines.join('\n'));
  return url.toString();
}
