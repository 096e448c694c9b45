import { act, screen, waitFor, within } from '@testing-library/react';
import { aProduct, anItem, fakeApi, productRoutes, signIn } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { BLOCKED_TOAST, openProduct } from './product-test-data';

describe('Proceed to Payment', () => {
  it('sends a logged-out customer to /login', async () => {
    const { user } = await openProduct();
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('with empty inputs shows the form error state and the toast for 5 seconds, and stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const product = aProduct({ type: 'GENSHIN', isApi: false, inputs: [{ label: 'UID' }, { label: 'Server' }] });
    const api = fakeApi(productRoutes(product, [anItem()]));
    const { user } = renderApp(`/product/${product._id}`, { advanceTimers: vi.advanceTimersByTime });
    await screen.findAllByRole('radio');

    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByText(BLOCKED_TOAST)).toBeInTheDocument();
    expect(screen.getByLabelText('UID')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('UID')).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Server' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please enter your UID.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Select Payment/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/product/${product._id}`);
    expect(api.calls.every((c) => c.method === 'GET')).toBe(true);

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByText(BLOCKED_TOAST)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText(BLOCKED_TOAST)).not.toBeInTheDocument();
  });

  it('without a pack to select shows the error state and the toast', async () => {
    signIn();
    const { user } = await openProduct(aProduct({ type: 'NETFLIX', isApi: false, inputs: [{ label: 'Email' }] }), [
      anItem({ name: 'Premium 1 Month', inStock: false }),
    ]);
    await user.type(screen.getByLabelText('Email'), 'riya@example.in');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByText(BLOCKED_TOAST)).toBeInTheDocument();
    expect(screen.getByText('Please select a pack.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Select Payment/ })).not.toBeInTheDocument();
  });

  it('for an unverified MLBB API product shows the error state even with both inputs filled', async () => {
    signIn();
    const { user } = await openProduct(aProduct({ type: 'MLBB', isApi: true }));
    await user.type(screen.getByLabelText('User ID'), '123456');
    await user.type(screen.getByLabelText('Zone ID'), '7890');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByText(BLOCKED_TOAST)).toBeInTheDocument();
    expect(screen.getByText('Please check your username before proceeding.')).toBeInTheDocument();
  });

  it('shows the pack, inputs, username and total in the summary, and opens the payment sheet when everything is in order', async () => {
    signIn();
    const { user } = await openProduct(
      aProduct({ type: 'MLBB', isApi: true }),
      [anItem({ name: '86 Diamonds', discountedprice: 1234 })],
      {
        'POST /order/checkid': { body: { message: 'success', username: 'SwiftTiger42', use: 'a' } },
        'GET /wallet/getbalance/100001': { body: { balance: 0 } },
      },
    );
    await user.type(screen.getByLabelText('User ID'), '123456');
    await user.type(screen.getByLabelText('Zone ID'), '7890');
    await user.click(screen.getByRole('button', { name: 'Check Username' }));
    await screen.findByText('Username: SwiftTiger42');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));

    const summary = await screen.findByRole('region', { name: /Order Confirmation/ });
    expect(within(summary).getByText('86 Diamonds')).toBeInTheDocument();
    expect(within(summary).getByText('123456')).toBeInTheDocument();
    expect(within(summary).getByText('7890')).toBeInTheDocument();
    expect(within(summary).getByText('SwiftTiger42')).toBeInTheDocument();
    expect(within(summary).getByTestId('summary-total')).toHaveTextContent('₹1,234');
    expect(await screen.findByRole('dialog', { name: /Select Payment/ })).toBeInTheDocument();
    expect(screen.queryByText(BLOCKED_TOAST)).not.toBeInTheDocument();
  });
});
