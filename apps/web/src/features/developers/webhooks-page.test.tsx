import type { WebhookDelivery, WebhookEndpoint } from '@shop/contract/reseller-api';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, signIn } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { aDelivery, anEndpoint, refused } from './developer-test-data';

const SIGNING_SECRET = 'whsec_3kP9sV2nQ8rT5wY1zB4cF7hJ0mL6xD2g';

beforeAll(async () => {
  await Promise.all([import('./webhooks-page'), import('../../app/protected-route')]);
});

type Routes = Parameters<typeof fakeApi>[0];

/** `list` is the fake server's own list: handlers in `extra` may change it. */
function webhooksApi(list: WebhookEndpoint[], extra: Routes = {}) {
  signIn('reseller', 'Vikram Rao');
  return fakeApi({
    'POST /auth/validateuser': { body: { role: 'reseller' } },
    'GET /reseller/webhooks': () => ({ body: { endpoints: list } }),
    'POST /reseller/webhooks': ({ body }) => {
      const { url, lowBalance } = body as { url: string; lowBalance: number | null };
      const endpoint = anEndpoint({ id: 'wh-new', url, lowBalance });
      list.push(endpoint);
      return { status: 201, body: { message: 'Endpoint added.', endpoint, secret: SIGNING_SECRET } };
    },
    ...extra,
  });
}

async function openWebhooks() {
  const app = renderApp('/developers/webhooks');
  await screen.findByRole('heading', { level: 1, name: 'Webhooks' }, { timeout: 5000 });
  return app;
}

const endpointItem = (url: string) => within(screen.getByRole('list', { name: 'Your endpoints' })).getByRole('listitem', { name: url });

describe('Webhooks', { timeout: 15_000 }, () => {
  it('adds an endpoint with a low-balance alert in rupees and shows its signing secret once, with a Copy button', async () => {
    const api = webhooksApi([]);
    const { user } = await openWebhooks();
    await screen.findByText('No endpoints yet.');
    await user.type(screen.getByLabelText('Address (URL)'), 'https://bot.example.in/shop-events');
    await user.type(screen.getByLabelText('Low-balance alert (₹)'), '500');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    const panel = await screen.findByRole('region', { name: "Your endpoint's signing secret" });
    expect(within(panel).getByTestId('secret')).toHaveTextContent(SIGNING_SECRET);
    expect(api.calls.find((c) => c.method === 'POST' && c.path === '/reseller/webhooks')?.body).toEqual({ url: 'https://bot.example.in/shop-events', lowBalance: 500 });
    await user.click(within(panel).getByRole('button', { name: 'Copy the signing secret' }));
    expect(await navigator.clipboard.readText()).toBe(SIGNING_SECRET);
    expect(within(endpointItem('https://bot.example.in/shop-events')).getByText('below ₹500')).toBeInTheDocument();
  });

  it('an empty alert is sent as null; the contract refuses an http:// address before sending', async () => {
    const api = webhooksApi([]);
    const { user } = await openWebhooks();
    const url = screen.getByLabelText('Address (URL)');
    await user.type(url, 'http://bot.example.in/hook');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('The address must be a full https:// address.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/reseller/webhooks' && c.method === 'POST')).toBe(false);

    await user.clear(url);
    await user.type(url, 'https://bot.example.in/hook');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await screen.findByRole('region', { name: "Your endpoint's signing secret" });
    expect(api.calls.find((c) => c.path === '/reseller/webhooks' && c.method === 'POST')?.body).toEqual({ url: 'https://bot.example.in/hook', lowBalance: null });
  });

  it('shows the server’s 400 message under the address field (a private address)', async () => {
    const message = 'The address must be a public one: 10.0.0.5 is a private address.';
    webhooksApi([], { 'POST /reseller/webhooks': refused(400, message) });
    const { user } = await openWebhooks();
    const url = screen.getByLabelText('Address (URL)');
    await user.type(url, 'https://10.0.0.5/hook');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));

    await waitFor(() => expect(url).toHaveAccessibleDescription(message));
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url).toHaveFocus();
    expect(screen.queryByRole('region', { name: "Your endpoint's signing secret" })).not.toBeInTheDocument();
  });

  it('edits an endpoint: address, alert and enabled', async () => {
    const list = [anEndpoint({ id: 'wh-1', url: 'https://bot.example.in/a', lowBalance: 250 })];
    const api = webhooksApi(list, {
      'POST /reseller/webhooks/wh-1': ({ body }) => {
        list[0] = { ...list[0]!, ...(body as object) };
        return { body: { message: 'Endpoint saved.', endpoint: list[0] } };
      },
    });
    const { user } = await openWebhooks();
    const item = within(await screen.findByRole('listitem', { name: 'https://bot.example.in/a' }));
    expect(item.getByText('Enabled')).toBeInTheDocument();
    await user.click(item.getByRole('button', { name: 'Edit' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Edit endpoint' }));
    expect(dialog.getByLabelText('Low-balance alert (₹)')).toHaveValue('250');
    await user.clear(dialog.getByLabelText('Low-balance alert (₹)'));
    await user.click(dialog.getByLabelText('Send events to this address'));
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.find((c) => c.path === '/reseller/webhooks/wh-1')?.body).toEqual({ url: 'https://bot.example.in/a', lowBalance: null, enabled: false });
    const saved = within(endpointItem('https://bot.example.in/a'));
    expect(saved.getByText('Paused')).toBeInTheDocument();
    expect(saved.getByText('off')).toBeInTheDocument();
  });

  it('the delivery log lists each delivery’s attempts, and Resend asks the server to send it again', async () => {
    const endpoint = anEndpoint({ id: 'wh-1', url: 'https://bot.example.in/a' });
    const failing: WebhookDelivery = aDelivery({
      id: 'del-9',
      type: 'order.refunded',
      status: 'failed',
      attempts: [
        { at: '2026-01-31T13:00:00.000Z', status: 500, answer: 'Internal Server Error', ms: 412 },
        { at: '2026-01-31T13:00:30.000Z', status: null, answer: 'Timed out after 10 s', ms: 10000 },
      ],
    });
    const pending = aDelivery({ id: 'del-10', type: 'order.paid', status: 'pending', nextAttemptAt: '2026-01-31T13:05:00.000Z' });
    const api = webhooksApi([endpoint], {
      'GET /reseller/webhooks/wh-1/deliveries': { body: { deliveries: [failing, pending] } },
      'POST /reseller/webhooks/deliveries/del-9/resend': { body: { message: 'The event will be sent again.' } },
    });
    const { user } = await openWebhooks();
    const item = within(await screen.findByRole('listitem', { name: 'https://bot.example.in/a' }));
    const toggle = item.getByRole('button', { name: 'Delivery log' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(item.getByRole('button', { name: 'Hide delivery log' })).toHaveAttribute('aria-expanded', 'true');

    const log = within(await item.findByRole('list', { name: 'Deliveries' }));
    const refund = within(log.getByRole('listitem', { name: /^order\.refunded/ }));
    expect(refund.getByText('Failed')).toHaveAttribute('data-tone', 'red');
    const attempts = refund.getAllByRole('listitem');
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toHaveTextContent('HTTP 500');
    expect(attempts[0]).toHaveTextContent('412 ms');
    expect(attempts[0]).toHaveTextContent('Internal Server Error');
    expect(attempts[0]).toHaveTextContent('31 Jan, 06:30:00 pm');
    expect(attempts[1]).toHaveTextContent('No answer');
    expect(attempts[1]).toHaveTextContent('10000 ms');
    expect(attempts[1]).toHaveTextContent('Timed out after 10 s');
    const paid = within(log.getByRole('listitem', { name: /^order\.paid/ }));
    expect(paid.getByText('Pending')).toBeInTheDocument();
    expect(paid.getByText('Next try 31 Jan 2026, 06:35 pm')).toBeInTheDocument();
    expect(paid.getByText('Not tried yet.')).toBeInTheDocument();

    const fetchesBefore = api.calls.filter((c) => c.path === '/reseller/webhooks/wh-1/deliveries').length;
    await user.click(refund.getByRole('button', { name: /^Resend order\.refunded/ }));
    expect(await within(screen.getByRole('region', { name: 'Notifications' })).findByText('The event will be sent again.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/reseller/webhooks/deliveries/del-9/resend')).toHaveLength(1);
    // The log is asked again, to show the new attempt.
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/reseller/webhooks/wh-1/deliveries').length).toBeGreaterThan(fetchesBefore));
  });

  it('Send test event, Show signing secret, and Delete after confirming', async () => {
    const list = [anEndpoint({ id: 'wh-1', url: 'https://bot.example.in/a' })];
    const api = webhooksApi(list, {
      'POST /reseller/webhooks/wh-1/test': { body: { message: 'A test event is on its way.' } },
      'GET /reseller/webhooks/wh-1/secret': { body: { secret: SIGNING_SECRET } },
      'POST /reseller/webhooks/wh-1/delete': () => {
        list.splice(0, 1);
        return { body: { message: 'Endpoint deleted.' } };
      },
    });
    const { user } = await openWebhooks();
    const item = within(await screen.findByRole('listitem', { name: 'https://bot.example.in/a' }));

    await user.click(item.getByRole('button', { name: 'Send test event' }));
    expect(await within(screen.getByRole('region', { name: 'Notifications' })).findByText('A test event is on its way.')).toBeInTheDocument();

    await user.click(item.getByRole('button', { name: 'Show signing secret' }));
    const secret = await item.findByRole('region', { name: 'Signing secret' });
    expect(within(secret).getByTestId('secret')).toHaveTextContent(SIGNING_SECRET);
    await user.click(within(secret).getByRole('button', { name: 'Hide' }));
    expect(screen.queryByText(SIGNING_SECRET)).not.toBeInTheDocument();

    await user.click(item.getByRole('button', { name: 'Delete' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete this endpoint?' }));
    expect(api.calls.some((c) => c.path.endsWith('/delete'))).toBe(false);
    await user.click(dialog.getByRole('button', { name: 'Delete endpoint' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'https://bot.example.in/a' })).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'POST' && c.path === '/reseller/webhooks/wh-1/delete')).toHaveLength(1);
  });
});
