import type { ShopSettings } from '@shop/contract/shop-info';
import { screen, within } from '@testing-library/react';
import { adminApi, openScreen, postsTo, preloadScreens, type AdminRoutes } from '../kit/admin-test-kit';

preloadScreens(() => import('./shop-settings-page'));

const nothing = { whatsapp: null, supportEmail: null, name: null, hours: null, address: null, instagramUrl: null, youtubeUrl: null, telegramUrl: null, whatsappChannelUrl: null, discordUrl: null };

/** An admin saved the name and Instagram; the server's environment sets the email. */
const current: ShopSettings = {
  saved: { ...nothing, name: 'Arcade Bazaar', instagramUrl: 'https://www.instagram.com/arcadebazaar' },
  environment: { ...nothing, supportEmail: 'help@arcadebazaar.in' },
  info: {
    ...nothing,
    name: 'Arcade Bazaar',
    instagramUrl: 'https://www.instagram.com/arcadebazaar',
    supportEmail: 'help@arcadebazaar.in',
    notConfigured: ['whatsapp', 'hours', 'address', 'youtubeUrl', 'telegramUrl', 'whatsappChannelUrl', 'discordUrl'],
  },
};

async function open(extra: AdminRoutes = {}) {
  const api = adminApi({
    'GET /admin/shopsettings': { body: current },
    'GET /admin/invoice-settings': { body: { legalName: 'Arcade Bazaar Pvt Ltd', address: 'Bengaluru', gstin: '', gstRate: 18, configured: true } },
    ...extra,
  });
  return { ...(await openScreen('/admin/settings', { role: 'button', name: 'Save settings' })), api };
}

const saves = (api: Awaited<ReturnType<typeof open>>['api']) => postsTo(api, '/admin/shopsettings');

describe('Shop settings (/admin/settings)', () => {
  it('is in the admin menu and loads what was saved, saying what applies when a field is empty', async () => {
    await open();
    expect(within(screen.getByRole('navigation', { name: 'Admin menu' })).getByRole('link', { name: 'Shop settings' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('Shop name')).toHaveValue('Arcade Bazaar');
    expect(screen.getByLabelText('Instagram')).toHaveValue('https://www.instagram.com/arcadebazaar');
    expect(screen.getByLabelText('Support email')).toHaveValue('');
    expect(screen.getByLabelText('Support email')).toHaveAccessibleDescription("Empty: the server's SHOP_SUPPORT_EMAIL applies (help@arcadebazaar.in).");
    expect(screen.getByLabelText('Support WhatsApp number')).toHaveAccessibleDescription('Required for the live shop: enter it here or set SHOP_WHATSAPP on the server.');
    expect(screen.getByLabelText('Discord')).toHaveAccessibleDescription('Empty: not shown to customers.');
    // Phone first: the WhatsApp number is the form's first field.
    expect(screen.getAllByRole('textbox')[0]).toBe(screen.getByLabelText('Support WhatsApp number'));
  });

  it("refuses an http link, a bad email and a number that is not an Indian mobile with the contract's messages, sending nothing", async () => {
    const { user, api } = await open();
    await user.type(screen.getByLabelText('Support WhatsApp number'), '12345');
    await user.type(screen.getByLabelText('Support email'), 'help@arcadebazaar');
    await user.type(screen.getByLabelText('YouTube'), 'http://www.youtube.com/@arcadebazaar');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Please enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9')).toBeInTheDocument();
    expect(screen.getByLabelText('Support email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('YouTube')).toHaveAccessibleDescription('Please enter a full https:// address (e.g. https://www.instagram.com/yourshop)');
    expect(screen.getByLabelText('Support WhatsApp number')).toHaveFocus();
    expect(saves(api)).toHaveLength(0);
  });

  it('sends every field, empty ones as empty, and shows the saved values', async () => {
    const { user, api } = await open({
      'POST /admin/shopsettings': () => ({
        body: { ...current, saved: { ...current.saved, whatsapp: '9845012345', hours: 'Every day, 10 am to 10 pm IST', instagramUrl: null } },
      }),
    });
    await user.type(screen.getByLabelText('Support WhatsApp number'), '+91 98450 12345');
    await user.type(screen.getByLabelText('Support hours'), 'Every day, 10 am to 10 pm IST');
    await user.clear(screen.getByLabelText('Instagram'));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Shop settings saved.')).toBeInTheDocument();
    expect(saves(api).map((c) => c.body)).toEqual([
      {
        whatsapp: '9845012345',
        supportEmail: '',
        name: 'Arcade Bazaar',
        hours: 'Every day, 10 am to 10 pm IST',
        address: '',
        instagramUrl: '',
        youtubeUrl: '',
        telegramUrl: '',
        whatsappChannelUrl: '',
        discordUrl: '',
      },
    ]);
    expect(screen.getByLabelText('Support WhatsApp number')).toHaveValue('9845012345');
  });

  it("shows the server's reason when it refuses", async () => {
    const { user } = await open({
      'POST /admin/shopsettings': { status: 400, body: { message: 'Please enter the support email: the shop cannot run without it.', code: 'BAD_REQUEST', requestId: 'r' } },
    });
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Please enter the support email: the shop cannot run without it.')).toHaveAttribute('role', 'alert');
    expect(await screen.findByText('Error saving the shop settings.')).toBeInTheDocument();
  });
});
