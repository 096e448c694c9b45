import { screen, within } from '@testing-library/react';
import { fakeApi, signIn } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

/** Screens load lazily; a busy test machine needs more than the default second. */
const slow = { timeout: 5000 };

function routes(history: unknown) {
  return {
    'POST /auth/validateuser': { body: { role: 'user' } },
    'GET /points/getbalance/100001': { body: { balance: 1234.5 } },
    'GET /wallet/getbalance/100001': { body: { balance: 20 } },
    'GET /points/history/100001': history as { body: unknown },
  };
}

describe('/redeem: points history', { timeout: 15_000 }, () => {
  it('lists each move, newest first: amount in or out, reason, order, date and balance after', async () => {
    signIn();
    fakeApi(
      routes({
        body: {
          entries: [
            { id: 'e3', amount: -100, balanceAfter: 1234.5, reason: 'Redeemed into S-Coins', orderid: null, createdAt: '2026-11-21T12:00:00.000Z' },
            { id: 'e2', amount: -20, balanceAfter: 1334.5, reason: 'Paid an order', orderid: 'ST261120BBBBBBBBBB', createdAt: '2026-11-20T12:00:00.000Z' },
            { id: 'e1', amount: 12.34, balanceAfter: 1354.5, reason: 'Earned on a completed order', orderid: 'ST261119AAAAAAAAAA', createdAt: '2026-11-19T12:00:00.000Z' },
          ],
        },
      }),
    );
    renderApp('/redeem');
    const history = await screen.findByRole('region', { name: 'Points history' }, slow);
    const list = await within(history).findByRole('list', {}, slow);
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);

    expect(rows[0]).toHaveTextContent('Redeemed into S-Coins');
    expect(rows[0]).toHaveTextContent('Used −100');
    expect(rows[0]).toHaveTextContent('Balance 1,234.5');
    expect(within(rows[0]!).queryByText(/^Order/)).not.toBeInTheDocument();

    expect(rows[1]).toHaveTextContent('Paid an order');
    expect(rows[1]).toHaveTextContent('Order ST261120BBBBBBBBBB');
    expect(rows[1]).toHaveTextContent('Used −20');

    expect(rows[2]).toHaveTextContent('Earned +12.34');
    expect(rows[2]).toHaveTextContent('Balance 1,354.5');
    expect(within(rows[2]!).getByText(/2026/).closest('time')).toHaveAttribute('datetime', '2026-11-19T12:00:00.000Z');
  });

  it('says when there is nothing yet', async () => {
    signIn();
    fakeApi(routes({ body: { entries: [] } }));
    renderApp('/redeem');
    expect(await screen.findByText(/No points yet/, {}, slow)).toBeInTheDocument();
  });

  it('shows a failure with a way to try again', async () => {
    signIn();
    fakeApi(routes({ status: 500, body: { message: 'The points history is unavailable.', code: 'INTERNAL', requestId: 'r1' } }));
    renderApp('/redeem');
    const history = await screen.findByRole('region', { name: 'Points history' }, slow);
    expect(await within(history).findByText('The points history is unavailable.', {}, slow)).toBeInTheDocument();
    expect(within(history).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
