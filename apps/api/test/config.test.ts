import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config.js';

describe('configuration', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', DEMO_CATALOGUE: true, SMILE_BASE_URL: 'https://www.smile.one' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 3000, DATABASE_URL: undefined });
  });

  it('fails fast naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres:\/\/ URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: 'ten' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('reads the shop’s details, refusing an http link, a bad email and a number that is not an Indian mobile', () => {
    const config = loadConfig({ SHOP_NAME: 'Arcade Bazaar', SHOP_WHATSAPP: '+91 98450-12345', SHOP_SUPPORT_EMAIL: 'Help@ArcadeBazaar.in', SHOP_DISCORD_URL: 'https://discord.gg/arcade', SHOP_HOURS: '' });
    expect(config).toMatchObject({ SHOP_NAME: 'Arcade Bazaar', SHOP_WHATSAPP: '9845012345', SHOP_SUPPORT_EMAIL: 'help@arcadebazaar.in', SHOP_DISCORD_URL: 'https://discord.gg/arcade', SHOP_HOURS: undefined });
    expect(() => loadConfig({ SHOP_INSTAGRAM_URL: 'http://www.instagram.com/arcade' })).toThrow(/SHOP_INSTAGRAM_URL: must be an https:\/\/ URL/);
    expect(() => loadConfig({ SHOP_TELEGRAM_URL: 'javascript:alert(1)' })).toThrow(/SHOP_TELEGRAM_URL: must be an https:\/\/ URL/);
    expect(() => loadConfig({ SHOP_SUPPORT_EMAIL: 'help@arcade' })).toThrow(/SHOP_SUPPORT_EMAIL: must be an email address/);
    expect(() => loadConfig({ SHOP_WHATSAPP: '5845012345' })).toThrow(/SHOP_WHATSAPP: must be an Indian mobile number/);
    expect(() => loadConfig({ SHOP_WHATSAPP: '+44 7700 900123' })).toThrow(/SHOP_WHATSAPP: must be an Indian mobile number/);
  });

  it('refuses the sandbox providers in production unless explicitly allowed', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_GATEWAY: the sandbox is refused in production/);
    expect(loadConfig({ NODE_ENV: 'production', ALLOW_SANDBOX_IN_PRODUCTION: 'true' }).NODE_ENV).toBe('production');
  });
});
