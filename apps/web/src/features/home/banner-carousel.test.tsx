import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GalleryImages } from '@shop/contract/catalogue';
import { aProduct, emptyHome, fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const banner = (id: string, title: string) => ({ id, title, url: `/uploads/banners/${id}.webp`, redirectUrl: `/product/${id}` });
const gallery: GalleryImages = {
  CarouselMb: [banner('m1', 'Weekly pass sale'), banner('m2', 'Genshin crystals')],
  CarouselPc: [banner('p1', 'Weekly pass sale'), banner('p2', 'Genshin crystals')],
  Popup: null,
};

function currentDot() {
  const region = screen.getByRole('region', { name: 'Offers' });
  return within(region)
    .getAllByRole('button', { name: /^Show banner/ })
    .find((dot) => dot.getAttribute('aria-current') === 'true');
}

describe('Banner carousel', () => {
  it('advances every 5 seconds, follows the dots and stops when paused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ 'GET /gallery/images': { body: gallery }, 'GET /product/gethomeproducts': { body: emptyHome } });
    const { user } = renderApp('/home', { advanceTimers: vi.advanceTimersByTime });
    const region = await screen.findByRole('region', { name: 'Offers' });
    expect(within(region).getByRole('img', { name: 'Weekly pass sale' })).toHaveAttribute('fetchpriority', 'high');
    expect(currentDot()).toHaveAccessibleName('Show banner 1: Weekly pass sale');

    act(() => vi.advanceTimersByTime(5000));
    expect(currentDot()).toHaveAccessibleName('Show banner 2: Genshin crystals');

    await user.click(within(region).getByRole('button', { name: 'Show banner 1: Weekly pass sale' }));
    expect(currentDot()).toHaveAccessibleName('Show banner 1: Weekly pass sale');

    await user.click(within(region).getByRole('button', { name: 'Pause banners' }));
    act(() => vi.advanceTimersByTime(15000));
    expect(currentDot()).toHaveAccessibleName('Show banner 1: Weekly pass sale');
    expect(within(region).getByRole('button', { name: 'Play banners' })).toBeInTheDocument();
  });

  it('moves on a swipe of more than 50 px and ignores shorter ones', async () => {
    fakeApi({ 'GET /gallery/images': { body: gallery }, 'GET /product/gethomeproducts': { body: emptyHome } });
    renderApp('/home');
    const region = await screen.findByRole('region', { name: 'Offers' });
    const frame = within(region).getByRole('img', { name: 'Weekly pass sale' }).closest('a')!.parentElement!.parentElement!.parentElement!;

    fireEvent.touchStart(frame, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(frame, { changedTouches: [{ clientX: 160 }] });
    expect(currentDot()).toHaveAccessibleName('Show banner 1: Weekly pass sale');

    fireEvent.touchStart(frame, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(frame, { changedTouches: [{ clientX: 140 }] });
    expect(currentDot()).toHaveAccessibleName('Show banner 2: Genshin crystals');
  });
});

describe('Product tiles', () => {
  it('fall back to the placeholder picture when a product image fails to load', async () => {
    const product = aProduct({ name: 'Honor of Kings', imgpath: '/uploads/products/missing.webp' });
    fakeApi({
      'GET /gallery/images': { body: { ...gallery, CarouselMb: [], CarouselPc: [] } },
      'GET /product/gethomeproducts': { body: { ...emptyHome, games: [product] } },
    });
    renderApp('/home');
    const link = await screen.findByRole('link', { name: 'Honor of Kings' });
    // The picture is decorative (the link is named by the product name), so it has no img role.
    const image = await waitFor(() => {
      const img = link.querySelector('img');
      if (!img) throw new Error('no picture yet');
      return img;
    });
    expect(image).toHaveAttribute('src', '/uploads/products/missing.webp');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/images/fallback-product.svg');
  });
});
