import type { ShopInfo } from '@shop/contract/shop-info';
import { screen, within } from '@testing-library/react';
import { fakeApi, signIn } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const allUnset: ShopInfo = {
  whatsapp: null,
  supportEmail: null,
  name: null,
  hours: null,
  address: null,
  instagramUrl: null,
  youtubeUrl: null,
  telegramUrl: null,
  whatsappChannelUrl: null,
  discordUrl: null,
  notConfigured: ['whatsapp', 'supportEmail', 'name', 'hours', 'address', 'instagramUrl', 'youtubeUrl', 'telegramUrl', 'whatsappChannelUrl', 'discordUrl'],
};

/** A shop with its essentials, hours, an address, and two of the five social channels. */
const configured: ShopInfo = {
  ...allUnset,
  whatsapp: '9845012345',
  supportEmail: 'help@arcadebazaar.in',
  name: 'Arcade Bazaar',
  hours: 'Every day, 10 am to 10 pm IST',
  address: '3rd Floor, 22 Residency Road, Bengaluru 560025',
  instagramUrl: 'https://www.instagram.com/arcadebazaar',
  discordUrl: 'https://discord.gg/arcadebazaar',
  notConfigured: ['youtubeUrl', 'telegramUrl', 'whatsappChannelUrl'],
};

const shopApi = (info: ShopInfo) => fakeApi({ 'GET /shop/info': { body: info } });
const footer = () => screen.getByRole('contentinfo');
/** The pages are loaded on demand; under a busy test run the first one can take a while. */
const slow = { timeout: 5000 };

describe('the shop’s details on its pages', () => {
  it('the footer shows the configured contacts and only the social channels the shop has', async () => {
    shopApi(configured);
    renderApp('/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Arcade Bazaar' }, slow)).toBeInTheDocument();
    const contacts = await within(footer()).findByRole('list', { name: 'Contact details' }, slow);
    expect(within(contacts).getByRole('link', { name: 'help@arcadebazaar.in' })).toHaveAttribute('href', 'mailto:help@arcadebazaar.in');
    const chat = new URL(within(contacts).getByRole('link', { name: 'WhatsApp +91 98450 12345' }).getAttribute('href')!);
    expect(chat.origin + chat.pathname).toBe('https://wa.me/919845012345');
    expect(chat.searchParams.get('text')).toBe('Hi Arcade Bazaar support, I need help.');
    expect(within(contacts).getByText('3rd Floor, 22 Residency Road, Bengaluru 560025')).toBeInTheDocument();
    expect(within(contacts).getByText('Every day, 10 am to 10 pm IST')).toBeInTheDocument();

    const socials = within(footer()).getByRole('navigation', { name: 'Social links' });
    expect(within(socials).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Instagram', 'https://www.instagram.com/arcadebazaar'],
      ['Discord', 'https://discord.gg/arcadebazaar'],
    ]);
    expect(within(footer()).getByText(/© \d{4} Arcade Bazaar\./)).toBeInTheDocument();
    expect(within(footer()).queryByText(/not configured/)).not.toBeInTheDocument();
    expect(screen.getByText('Support by WhatsApp chat and e-mail: Every day, 10 am to 10 pm IST.')).toBeInTheDocument();
  });

  it('the contact page lists the configured channels, with the chat prefilled for a signed-in customer', async () => {
    signIn('user', 'Arjun Mehta');
    shopApi(configured);
    renderApp('/contact');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: 'help@arcadebazaar.in' }, slow)).toHaveAttribute('href', 'mailto:help@arcadebazaar.in');
    const chat = new URL(within(main).getByRole('link', { name: 'Chat on WhatsApp: +91 98450 12345' }).getAttribute('href')!);
    expect(chat.pathname).toBe('/919845012345');
    expect(chat.searchParams.get('text')).toContain('Name: Arjun Mehta');
    expect(within(main).getByRole('heading', { name: 'Hours' })).toBeInTheDocument();
    expect(within(main).getByText('Support hours: Every day, 10 am to 10 pm IST.', { exact: false })).toBeInTheDocument();
    expect(within(main).getByText('3rd Floor, 22 Residency Road, Bengaluru 560025')).toBeInTheDocument();
    expect(within(main).queryByRole('heading', { name: 'Phone' })).not.toBeInTheDocument();
  });

  it('with nothing configured, says so instead of showing an address, and links nowhere it cannot', async () => {
    shopApi(allUnset);
    const { user } = renderApp('/contact');
    const main = screen.getByRole('main');
    expect(await within(main).findByText('Support email not configured yet', {}, slow)).toBeInTheDocument();
    expect(within(main).getByText('Support WhatsApp number not configured yet')).toBeInTheDocument();
    expect(within(main).queryByRole('heading', { name: 'Hours' })).not.toBeInTheDocument();
    expect(within(main).queryByRole('heading', { name: 'Address' })).not.toBeInTheDocument();

    expect(within(footer()).getByText('Support email not configured yet')).toBeInTheDocument();
    expect(within(footer()).getByText('Support WhatsApp number not configured yet')).toBeInTheDocument();
    expect(within(footer()).queryByRole('navigation', { name: 'Social links' })).not.toBeInTheDocument();
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toMatch(/^(mailto:|tel:|https?:)/);
    expect(within(footer()).getByText(/© \d{4} S-Store\./)).toBeInTheDocument();

    // Without a WhatsApp number, Customer Support opens the contact page rather than a chat.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Customer Support' })).toHaveAttribute('href', '/contact');
  });

  it('the follow page lists only the channels that are set, or says there are none', async () => {
    shopApi(configured);
    const { unmount } = renderApp('/follow');
    const main = screen.getByRole('main');
    expect(await within(main).findByRole('link', { name: /Instagram/ }, slow)).toHaveAttribute('href', 'https://www.instagram.com/arcadebazaar');
    expect(within(main).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['https://www.instagram.com/arcadebazaar', 'https://discord.gg/arcadebazaar']);
    unmount();

    shopApi(allUnset);
    renderApp('/follow');
    expect(await screen.findByText('We are not on social media yet. Check back soon.', {}, slow)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryAllByRole('link')).toEqual([]);
  });

  it('the policies name only the channels the shop has', async () => {
    shopApi({ ...configured, whatsapp: null, notConfigured: [...configured.notConfigured, 'whatsapp'] });
    renderApp('/refund-policy');
    const help = (await screen.findByRole('heading', { name: 'How to ask for help' }, slow)).nextElementSibling!;
    await within(help as HTMLElement).findByRole('link', { name: 'help@arcadebazaar.in' }, slow);
    expect(help).toHaveTextContent('player ID: write to help@arcadebazaar.in or see Contact Us. We answer');
    expect(help).not.toHaveTextContent(/WhatsApp|call/);
  });
});
