// The shop's own details (name, support contacts, address, hours, social channels): set by the
// owner in the server's environment, overridden by what an admin saves in the console.
import { z } from 'zod';
import { oneLine } from './input.js';

/** Every detail, in the order the admin form shows them (phone first: WhatsApp is the main channel). */
export const shopInfoFields = [
  'whatsapp',
  'supportEmail',
  'name',
  'hours',
  'address',
  'instagramUrl',
  'youtubeUrl',
  'telegramUrl',
  'whatsappChannelUrl',
  'discordUrl',
] as const;
export type ShopInfoField = (typeof shopInfoFields)[number];

/** The environment variable that sets each detail when no admin has saved one. */
export const shopInfoEnv = {
  whatsapp: 'SHOP_WHATSAPP',
  supportEmail: 'SHOP_SUPPORT_EMAIL',
  name: 'SHOP_NAME',
  hours: 'SHOP_HOURS',
  address: 'SHOP_ADDRESS',
  instagramUrl: 'SHOP_INSTAGRAM_URL',
  youtubeUrl: 'SHOP_YOUTUBE_URL',
  telegramUrl: 'SHOP_TELEGRAM_URL',
  whatsappChannelUrl: 'SHOP_WHATSAPP_CHANNEL_URL',
  discordUrl: 'SHOP_DISCORD_URL',
} as const satisfies Record<ShopInfoField, string>;

/**
 * What a production shop cannot start without: customers must be able to tell who sold to them
 * and reach them (the rule is explained in apps/api/src/shop-info/service.ts).
 */
export const essentialShopInfo = ['name', 'supportEmail', 'whatsapp'] as const satisfies readonly ShopInfoField[];

// Each detail's rule takes its message, so the server's configuration can word it as its other
// settings are worded ("SHOP_INSTAGRAM_URL: must be an https:// URL") and the form as a form is.
export const shopNameRule = (message: string) => z.string({ error: message }).trim().min(1, message).max(80, message).pipe(oneLine(80));
/** An Indian mobile number, kept as its 10 digits (a leading +91, 91 or 0 is dropped). */
export const shopWhatsappRule = (message: string) =>
  z
    .string({ error: message })
    .transform((v) => v.replace(/[\s-]/g, '').replace(/^(\+?91|0)(?=\d{10}$)/, ''))
    .refine((v) => /^[6-9]\d{9}$/.test(v), { message });
export const shopEmailRule = (message: string) => z.string({ error: message }).trim().toLowerCase().pipe(z.email({ error: message }).max(254, message));
/** Links open in customers' browsers from the shop's own pages: https only, to a real domain. */
export const httpsUrlRule = (message: string) =>
  z.string({ error: message }).trim().max(300, message).pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: message }));
export const shopTextRule = (max: number, message: string) => z.string({ error: message }).trim().max(max, message).pipe(oneLine(max));

const urlMessage = 'Please enter a full https:// address (e.g. https://www.instagram.com/yourshop)';
const rules = {
  whatsapp: shopWhatsappRule('Please enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9'),
  supportEmail: shopEmailRule('Please enter a valid email address'),
  name: shopNameRule('Please enter the shop name (at most 80 characters)'),
  hours: shopTextRule(120, 'At most 120 characters'),
  address: shopTextRule(300, 'At most 300 characters'),
  instagramUrl: httpsUrlRule(urlMessage),
  youtubeUrl: httpsUrlRule(urlMessage),
  telegramUrl: httpsUrlRule(urlMessage),
  whatsappChannelUrl: httpsUrlRule(urlMessage),
  discordUrl: httpsUrlRule(urlMessage),
} satisfies Record<ShopInfoField, z.ZodType<string, string>>;

/**
 * A saved detail as the admin form sends it: empty means "not saved here" (the environment's
 * value applies). The rule's own message is reported, not a union's "Invalid input".
 */
const blankOr = (rule: z.ZodType<string, string>) =>
  z.string({ error: 'Please enter text' }).transform((value, ctx) => {
    if (value.trim() === '') return '';
    const parsed = rule.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

/** POST /api/admin/shopsettings: every detail, empty for "use the environment's value". */
export const shopSettingsBody = z.object(Object.fromEntries(shopInfoFields.map((field) => [field, blankOr(rules[field])])) as Record<ShopInfoField, ReturnType<typeof blankOr>>);
export type ShopSettingsBody = z.infer<typeof shopSettingsBody>;

const values = z.object(Object.fromEntries(shopInfoFields.map((field) => [field, z.string().nullable()])) as Record<ShopInfoField, z.ZodNullable<z.ZodString>>);
export type ShopInfoValues = z.infer<typeof values>;

/** GET /api/shop/info: the details customers see (null when not set), and which are not set. */
export const shopInfoResponse = values.extend({ notConfigured: z.array(z.enum(shopInfoFields)) });
export type ShopInfo = z.infer<typeof shopInfoResponse>;

/** GET and POST /api/admin/shopsettings: what an admin saved, what the environment sets, and the result. */
export const shopSettingsResponse = z.object({ saved: values, environment: values, info: shopInfoResponse });
export type ShopSettings = z.infer<typeof shopSettingsResponse>;
