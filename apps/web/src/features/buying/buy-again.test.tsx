import type { Order } from '@shop/contract/orders';
import { screen, within } from '@testing-library/react';
import { OFFLINE_BUYING_REASON } from '../../components/needs-connection';
import { setOnline } from '../../test/connection';
import { aListedOrder, openConfirmation, openOrders } from './order-test-data';

// "Buy again" from My Orders and the confirmation page, and orders paid (partly) with points.

const productId = '00000000-0000-4000-8000-00000000aaaa';
const itemId = '00000000-0000-4000-8000-00000000bbbb';

/** An order that names its product and pack, as orders placed today do. */
const anOrder = (overrides: Partial<Order> = {}) => aListedOrder({ product_id: productId, item_id: itemId, ...overrides });

describe('Buy again', { timeout: 15_000 }, () => {
  it('My Orders links a finished order to its product with the same pack and player', async () => {
    await openOrders([
      anOrder({ orderid: 'ST261101AAAAAAAAAA', createdAt: '2026-11-01T12:00:00.000Z' }),
      anOrder({ orderid: 'ST261102BBBBBBBBBB', input1: 'riya@example.in', input2: '', itemname: '1 Month', createdAt: '2026-11-02T12:00:00.000Z' }),
      // Still on its way, or from before orders named their pack: nothing to buy again from.
      anOrder({ orderid: 'ST261103CCCCCCCCCC', status: 'Processing', createdAt: '2026-11-03T12:00:00.000Z' }),
      anOrder({ orderid: 'ST261104DDDDDDDDDD', product_id: undefined, item_id: undefined, createdAt: '2026-11-04T12:00:00.000Z' }),
    ]);
    const links = screen.getAllByRole('link', { name: /^Buy again/ });
    expect(links).toHaveLength(2);
    const [ott, mlbb] = links;
    expect(mlbb).toHaveAccessibleName('Buy again 86 Diamonds for 123456789');
    expect(mlbb).toHaveAttribute('href', `/product/${productId}?pack=${itemId}&player=123456789&zone=2345`);
    expect(ott).toHaveAttribute('href', `/product/${productId}?pack=${itemId}&player=riya%40example.in`);
  });

  it('the table view offers it too', async () => {
    const { user } = await openOrders([anOrder()]);
    await user.click(screen.getByRole('button', { name: 'Table' }));
    const table = screen.getByRole('table');
    expect(within(table).getByRole('link', { name: /^Buy again/ })).toHaveAttribute('href', `/product/${productId}?pack=${itemId}&player=123456789&zone=2345`);
  });

  it('the confirmation of a delivered order offers it, and the link opens the product page with the pack and player', async () => {
    const { user } = await openConfirmation(anOrder());
    const link = screen.getByRole('link', { name: /^Buy again/ });
    expect(link).toHaveAttribute('href', `/product/${productId}?pack=${itemId}&player=123456789&zone=2345`);
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(`/product/${productId}`);
    expect(screen.getByTestId('location')).toHaveAttribute('data-search', `?pack=${itemId}&player=123456789&zone=2345`);
  });

  it('offline, My Orders keeps the orders in view but Buy again is disabled with the reason, until the connection returns', async () => {
    await openOrders([anOrder()]);
    setOnline(false);
    expect(screen.queryByRole('link', { name: /^Buy again/ })).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Buy again 86 Diamonds for 123456789' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(OFFLINE_BUYING_REASON);
    expect(screen.getByText(OFFLINE_BUYING_REASON)).toBeVisible();

    setOnline(true);
    expect(screen.queryByRole('button', { name: /^Buy again/ })).not.toBeInTheDocument();
    expect(screen.queryByText(OFFLINE_BUYING_REASON)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Buy again/ })).toHaveAttribute('href', `/product/${productId}?pack=${itemId}&player=123456789&zone=2345`);
  });

  it('offline, the confirmation page says why Buy again waits, and offers the link again online', async () => {
    const { user } = await openConfirmation(anOrder());
    setOnline(false);
    const button = screen.getByRole('button', { name: /^Buy again/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(OFFLINE_BUYING_REASON);
    await user.click(button);
    expect(screen.getByTestId('location')).toHaveTextContent('/confirmation');

    setOnline(true);
    await user.click(screen.getByRole('link', { name: /^Buy again/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/product/${productId}`);
  });

  it('an order still awaiting payment does not offer it', async () => {
    await openConfirmation(anOrder({ status: 'Created' }));
    expect(screen.queryByRole('link', { name: /^Buy again/ })).not.toBeInTheDocument();
  });
});

describe('Orders paid with points', { timeout: 15_000 }, () => {
  it('the confirmation shows the points used and what the method paid besides', async () => {
    await openConfirmation(anOrder({ value: 109, points: 9.5, paymentmode: 'upi' }));
    const card = screen.getByRole('region', { name: 'Order Placed Successfully' });
    const row = (label: string) => within(card).getByText(label).parentElement!;
    expect(row('Payment Mode')).toHaveTextContent('UPI + points');
    expect(row('Points used')).toHaveTextContent('9.5 points (−₹9.50)');
    expect(row('Paid by UPI')).toHaveTextContent('₹99.50');
  });

  it('an order paid by points alone says so', async () => {
    await openConfirmation(anOrder({ value: 79, points: 79, paymentmode: 'wallet' }));
    const card = screen.getByRole('region', { name: 'Order Placed Successfully' });
    expect(within(card).getByText('Payment Mode').parentElement).toHaveTextContent('Reward points');
    expect(within(card).getByText('Points used').parentElement).toHaveTextContent('79 points (−₹79)');
    expect(within(card).queryByText(/^Paid by/)).not.toBeInTheDocument();
  });

  it('My Orders shows the points used', async () => {
    await openOrders([anOrder({ value: 109, points: 20, paymentmode: 'wallet' })]);
    const order = within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem')[0]!;
    expect(within(order).getByText('Wallet + points')).toBeInTheDocument();
    expect(within(order).getByText('Points used').nextElementSibling).toHaveTextContent('20');
  });
});
