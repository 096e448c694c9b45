import { screen, within } from '@testing-library/react';
import type { GalleryImages } from '@shop/contract/catalogue';
import { aProduct, emptyHome, fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { isPopupSuppressed } from './popup-ad';

const gallery: GalleryImages = {
  CarouselMb: [{ id: 'm1', title: 'Diwali diamonds sale', url: '/uploads/gallery/m1.webp', redirectUrl: '/home' }],
  CarouselPc: [{ id: 'p1', title: 'Diwali diamonds sale', url: '/uploads/gallery/p1.webp', redirectUrl: '/home' }],
  Popup: { id: 'pop', title: 'Weekend offer', url: '/uploads/gallery/popup.webp', redirectUrl: '/tutorials' },
};

function homeApi(home = emptyHome) {
  return fakeApi({ 'GET /gallery/images': { body: gallery }, 'GET /product/gethomeproducts': { body: home } });
}

describe('Popup ad', () => {
  it('shows on first load and closes on Escape, remembering when it was closed', async () => {
    homeApi();
    const { user } = renderApp('/home');
    const dialog = await screen.findByRole('dialog', { name: 'Weekend offer' });
    expect(within(dialog).getByRole('img', { name: 'Weekend offer' })).toBeInTheDocument();
    const before = Date.now();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(Number(localStorage.getItem('lastPopupShown'))).toBeGreaterThanOrEqual(before);
  });

  it('stays away when it was closed less than 5 minutes ago', async () => {
    localStorage.setItem('lastPopupShown', String(Date.now() - 4.5 * 60 * 1000));
    homeApi();
    renderApp('/home');
    await screen.findByRole('region', { name: 'Offers' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('comes back once 5 minutes have passed', async () => {
    localStorage.setItem('lastPopupShown', String(Date.now() - 5 * 60 * 1000 - 1000));
    homeApi();
    renderApp('/home');
    expect(await screen.findByRole('dialog', { name: 'Weekend offer' })).toBeInTheDocument();
  });

  it('follows the 5-minute rule exactly', () => {
    const closedAt = 1_000_000;
    expect(isPopupSuppressed(null, closedAt)).toBe(false);
    expect(isPopupSuppressed(String(closedAt), closedAt + 299_999)).toBe(true);
    expect(isPopupSuppressed(String(closedAt), closedAt + 300_000)).toBe(false);
  });
});

describe('Home sections', () => {
  it('shows only the sections that have products, with tiles linking to the product page', async () => {
    const trending = aProduct({ name: 'MLBB Weekly Pass' });
    const ott = aProduct({ name: 'Netflix Premium', type: 'NETFLIX', category: 'ott' });
    const other = aProduct({ name: 'Google Play Gift Card', type: 'GIFTCARD', category: 'others' });
    homeApi({ ...emptyHome, trending: [trending], ott: [ott], others: [other] });
    const { user } = renderApp('/home');
    await user.keyboard('{Escape}');

    const trendingSection = await screen.findByRole('region', { name: 'TRENDING DISCOUNTS' });
    expect(within(trendingSection).getByRole('link', { name: 'MLBB Weekly Pass' })).toHaveAttribute('href', `/product/${trending._id}`);
    const others = screen.getByRole('region', { name: 'OTHERS' });
    expect(within(others).getAllByRole('link').map((l) => l.textContent)).toEqual(['Netflix Premium', 'Google Play Gift Card']);
    expect(screen.queryByRole('region', { name: 'INSTANT RECHARGE' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'MORE GAMES' })).not.toBeInTheDocument();
  });
});
