import { screen, within } from '@testing-library/react';
import { apiRequest } from '../api/client';
import { setOnline } from '../test/connection';
import { emptyGallery, emptyHome, fakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';
import { OFFLINE_NOTICE } from './offline-notice';

describe('the shop offline', () => {
  it('says, while the connection is gone, that buying and paying need one', async () => {
    fakeApi({ 'GET /gallery/images': { body: emptyGallery }, 'GET /product/gethomeproducts': { body: emptyHome } });
    renderApp('/home');
    expect(screen.queryByText(OFFLINE_NOTICE)).not.toBeInTheDocument();

    setOnline(false);
    const notice = screen.getByText(OFFLINE_NOTICE).closest('[role="status"]')!;
    expect(notice).toHaveAttribute('aria-live', 'polite');
    expect(within(notice as HTMLElement).getByText('You’re offline.')).toBeInTheDocument();

    setOnline(true);
    expect(screen.queryByText(OFFLINE_NOTICE)).not.toBeInTheDocument();
  });

  it('an order or payment tried offline fails with that reason, not a vague one', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const schema = { safeParse: () => ({ success: true, data: null }) } as never;
    await expect(apiRequest('/order/createOrder', schema, { method: 'POST', body: {} })).rejects.toThrow(
      'You’re offline: buying, paying and signing in need an internet connection. Please connect and try again.',
    );
    // A read that fails says what it always said.
    await expect(apiRequest('/wallet/getbalance/1', schema)).rejects.toThrow('Could not reach S-Store.');
  });
});
