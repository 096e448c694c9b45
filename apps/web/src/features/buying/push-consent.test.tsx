import type { Order } from '@shop/contract/orders';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { emptyGallery, emptyHome, fakeApi, signIn } from '../../test/fake-api';
import { fakePush, removeFakePush, vapidKey } from '../../test/fake-push';
import { renderApp } from '../../test/render-app';
import { anOrder, openConfirmation, slow } from './order-test-data';

const OFFER = 'Get a notification when your order is delivered?';

function pushRoutes() {
  return {
    'GET /push/key': { body: { publicKey: vapidKey } },
    'POST /push/subscribe': { body: { message: 'Notifications are on for this device.' } },
  };
}

/** The confirmation of a paid order, with the push service answering. */
const openPaidOrder = (status: Order['status'] = 'Completed') => openConfirmation(anOrder({ status }), pushRoutes());

afterEach(removeFakePush);

describe('Order notifications: the offer after a purchase', { timeout: 15_000 }, () => {
  it.each(['Completed', 'Processing'] as const)('is made on the confirmation of a %s order; Turn on asks, subscribes and tells the server', async (status) => {
    const push = fakePush();
    const { user, api } = await openPaidOrder(status);
    const offer = screen.getByRole('region', { name: OFFER });
    // Nothing is asked of the browser before the customer taps.
    expect(push.requestPermission).not.toHaveBeenCalled();

    await user.click(within(offer).getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/Notifications are on/, {}, slow)).toBeInTheDocument();
    expect(push.requestPermission).toHaveBeenCalledTimes(1);
    expect(push.pushManager.subscribe).toHaveBeenCalledTimes(1);
    const options = push.pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toBeInstanceOf(Uint8Array);
    expect((options.applicationServerKey as Uint8Array).byteLength).toBe(65);
    expect(api.calls.find((c) => c.path === '/push/subscribe')?.body).toEqual({
      endpoint: 'https://push.example.net/send/device-1',
      expirationTime: null,
      keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'c'.repeat(22) },
    });
    expect(screen.queryByRole('region', { name: OFFER })).not.toBeInTheDocument();
  });

  it('"Not now" hides it and it is not made again', async () => {
    const push = fakePush();
    const { user, api } = await openPaidOrder();
    await user.click(within(screen.getByRole('region', { name: OFFER })).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: OFFER })).not.toBeInTheDocument();
    expect(push.requestPermission).not.toHaveBeenCalled();
    expect(api.calls.some((c) => c.path.startsWith('/push/'))).toBe(false);

    // The next purchase's confirmation stays quiet.
    cleanup();
    renderApp('/confirmation?client_txn_id=ST261121ABCDEFGHIJ');
    await screen.findByTestId('order-status', {}, slow);
    expect(screen.queryByRole('region', { name: OFFER })).not.toBeInTheDocument();
  });

  it('a refusal in the browser leaves everything off', async () => {
    const push = fakePush({ answer: 'denied' });
    const { user, api } = await openPaidOrder();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/Notifications stay off/, {}, slow)).toBeInTheDocument();
    expect(push.pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.calls.some((c) => c.path.startsWith('/push/'))).toBe(false);
  });

  it.each(['Created', 'Failed', 'Refunded'] as const)('is not made for a %s order', async (status) => {
    fakePush();
    await openPaidOrder(status);
    expect(screen.queryByRole('region', { name: OFFER })).not.toBeInTheDocument();
  });

  it.each(['granted', 'denied'] as const)('is not made when the permission is already %s', async (permission) => {
    fakePush({ permission });
    await openPaidOrder();
    expect(screen.queryByRole('region', { name: OFFER })).not.toBeInTheDocument();
  });

  it('is not made where the browser has no Web Push', async () => {
    await openPaidOrder();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Completed');
    expect(screen.queryByRole('region', { name: OFFER })).not.toBeInTheDocument();
  });

  it('is never made on the home page', async () => {
    const push = fakePush();
    signIn();
    const api = fakeApi({ 'GET /gallery/images': { body: emptyGallery }, 'GET /product/gethomeproducts': { body: emptyHome }, ...pushRoutes() });
    renderApp('/home');
    await waitFor(() => expect(api.calls.some((c) => c.path === '/product/gethomeproducts')).toBe(true), slow);
    await screen.findByRole('main', {}, slow);
    expect(screen.queryByText(OFFER)).not.toBeInTheDocument();
    expect(push.requestPermission).not.toHaveBeenCalled();
    expect(api.calls.some((c) => c.path.startsWith('/push/'))).toBe(false);
  });
});
