import { siteHeader } from '../test/queries';
import { screen, waitFor, within } from '@testing-library/react';
import { aProduct, emptyGallery, emptyHome, fakeApi, productRoutes, signIn } from '../test/fake-api';
import { renderApp } from '../test/render-app';

function homeApi() {
  return fakeApi({ 'GET /gallery/images': { body: emptyGallery }, 'GET /product/gethomeproducts': { body: emptyHome } });
}

describe('Theme', () => {
  it('the toggle puts dark on the page root, sets data-theme and stores the choice', async () => {
    homeApi();
    const { user } = renderApp('/home');
    const toggle = screen.getByRole('button', { name: 'Toggle dark mode' });
    const root = document.documentElement;
    expect(root).not.toHaveClass('dark');

    await user.click(toggle);
    expect(root).toHaveClass('dark');
    expect(root).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await user.click(toggle);
    expect(root).not.toHaveClass('dark');
    expect(root).toHaveAttribute('data-theme', 'light');
    expect(localStorage.getItem('theme')).toBe('light');
  });

  it('the drawer switch changes the theme too', async () => {
    homeApi();
    const { user } = renderApp('/home');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(document.documentElement).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('the start-up script applies a stored dark theme before React runs, and anything else is light', async () => {
    const indexHtml = (await import('../../index.html?raw')).default;
    const script = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)![1]!;
    localStorage.setItem('theme', 'dark');
    new Function(script)();
    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');

    document.documentElement.className = '';
    localStorage.setItem('theme', 'purple');
    new Function(script)();
    expect(document.documentElement).not.toHaveClass('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });
});

describe('Navigation', () => {
  it('a guest sees Login in the top bar and Login and Create Account in the drawer, without Sign Out', async () => {
    homeApi();
    const { user } = renderApp('/home');
    expect(within(siteHeader()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    for (const name of ['Home', 'Customer Support', 'Login', 'Create Account', 'Purchase History', 'Refer & Earn', 'Dashboard', 'Privacy Policy', 'Refund Policy']) {
      expect(within(drawer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(drawer).queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
  });

  it("Customer Support opens the chat with the shop's WhatsApp number, prefilled with the name, mobile and email", async () => {
    signIn('user', 'Arjun Mehta');
    const shopInfo = { name: 'Arcade Bazaar', whatsapp: '9845012345', supportEmail: 'help@arcadebazaar.in', hours: null, address: null, instagramUrl: null, youtubeUrl: null, telegramUrl: null, whatsappChannelUrl: null, discordUrl: null };
    fakeApi({ 'GET /gallery/images': { body: emptyGallery }, 'GET /product/gethomeproducts': { body: emptyHome }, 'GET /shop/info': { body: { ...shopInfo, notConfigured: ['hours', 'address', 'instagramUrl', 'youtubeUrl', 'telegramUrl', 'whatsappChannelUrl', 'discordUrl'] } } });
    const { user } = renderApp('/home');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const link = await within(screen.getByRole('dialog')).findByRole('link', { name: 'Customer Support' });
    await waitFor(() => expect(link.getAttribute('href')).toMatch(/^https:/));
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/919845012345');
    expect(url.searchParams.get('text')).toMatch(/^Hi Arcade Bazaar support, I need help\./);
    const text = url.searchParams.get('text')!;
    expect(text).toContain('Name: Arjun Mehta');
    expect(text).toContain('Mobile: 9876543210');
    expect(text).toContain('Email: arjun@example.in');
  });

  it('an admin gets Admin Dashboard in the user menu; Sign Out clears storage and goes to /home', async () => {
    signIn('admin');
    localStorage.setItem('lastPopupShown', '1');
    homeApi();
    const { user } = renderApp('/contact');
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(within(menu).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Dashboard',
      'My Wallet',
      'My Orders',
      'Contact Us',
      'Admin Dashboard',
    ]);
    await user.click(within(menu).getByRole('button', { name: 'Sign Out' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
    expect(localStorage.length).toBe(0);
    expect(within(siteHeader()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('the bottom tab bar shows on the home page and is hidden on a product page', async () => {
    const product = aProduct();
    fakeApi({ 'GET /gallery/images': { body: emptyGallery }, 'GET /product/gethomeproducts': { body: emptyHome }, ...productRoutes(product, []) });
    const { unmount } = renderApp('/home');
    const tabs = screen.getByRole('navigation', { name: 'Bottom navigation' });
    expect(within(tabs).getAllByRole('link').map((l) => l.textContent)).toEqual(['Follow Us', 'Dashboard', 'Home', 'Order', 'Support']);
    unmount();

    renderApp(`/product/${product._id}`);
    await screen.findByRole('heading', { level: 1, name: product.name });
    expect(screen.queryByRole('navigation', { name: 'Bottom navigation' })).not.toBeInTheDocument();
  });

  it('an unknown address shows the 404 page', async () => {
    homeApi();
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
