import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.js';
import { moment } from '../platform/tables.js';

/**
 * The shop's details as an admin saved them: one row (id 1). A null column was not saved, and
 * the environment's value (SHOP_NAME, ...) applies; so the owner can configure the shop in
 * either place and an admin can hand a detail back to the environment by clearing it.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name'),
    /** The support WhatsApp number's 10 digits (an Indian mobile). */
    whatsapp: text('whatsapp'),
    supportEmail: text('support_email'),
    address: text('address'),
    hours: text('hours'),
    instagramUrl: text('instagram_url'),
    youtubeUrl: text('youtube_url'),
    telegramUrl: text('telegram_url'),
    whatsappChannelUrl: text('whatsapp_channel_url'),
    discordUrl: text('discord_url'),
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [check('shop_settings_single_row', sql`${t.id} = 1`)],
);
