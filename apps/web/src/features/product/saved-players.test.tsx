import type { SavedPlayer } from '@shop/contract/players';
import { screen, waitFor, within } from '@testing-library/react';
import { aProduct, aSavedPlayer, anItem, fakeApi, productRoutes, signIn } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { anOttProduct, slow, walletOrderPlaced } from './product-test-data';

// Saved game accounts on the product page, and the "Buy again" link that opens it ready to pay.

const checkAnswer = (username: string) => ({ body: { message: 'success', username, use: 'a' } });

type Routes = Parameters<typeof fakeApi>[0];

function mlbb() {
  const product = aProduct({ type: 'MLBB', isApi: true });
  const items = [anItem({ name: '86 Diamonds', discountedprice: 120 }), anItem({ name: '172 Diamonds', discountedprice: 240 })];
  return { product, items };
}

type Made = ReturnType<typeof mlbb>;

async function openProduct(path: (made: Made) => string, routes: (product: Made['product']) => Routes = () => ({}), made: Made = mlbb()) {
  const { product, items } = made;
  const api = fakeApi({
    ...productRoutes(product, items),
    'GET /wallet/getbalance/100001': { body: { balance: 500 } },
    ...routes(product),
  });
  const app = renderApp(path(made));
  await screen.findByRole('heading', { level: 1, name: product.name }, slow);
  await screen.findAllByRole('radio', {}, slow);
  return { ...app, api, product, items };
}

/** The fake API routes by path; which game was asked for is checked on the address fetched. */
const savedRoute = (_product: { _id: string }, players: SavedPlayer[]) => ({ 'GET /players': { body: { players } } });
const fetchedUrls = (api: { fetchMock: { mock: { calls: unknown[][] } } }) => api.fetchMock.mock.calls.map((c) => String(c[0]));

describe('Saved game accounts on the product page', { timeout: 15_000 }, () => {
  it('a tap fills the player id and zone and runs Check Username', async () => {
    signIn();
    const { user, api, product } = await openProduct(
      ({ product }) => `/product/${product._id}`,
      (p) => ({
        ...savedRoute(p, [aSavedPlayer({ productId: p._id }), aSavedPlayer({ id: 'sp-2', playerId: '555000', zoneId: '1111', label: null, name: 'Brother' })]),
        'POST /order/checkid': checkAnswer('SwiftTiger42'),
      }),
    );
    const saved = await screen.findByRole('list', { name: 'Your saved accounts' }, slow);
    const chips = within(saved).getAllByRole('button');
    expect(chips.map((c) => c.textContent)).toEqual(['My mainID 123456 (7890)', 'BrotherID 555000 (1111)']);

    await user.click(within(saved).getByRole('button', { name: /My main/ }));
    expect(screen.getByLabelText('User ID')).toHaveValue('123456');
    expect(screen.getByLabelText('Zone ID')).toHaveValue('7890');
    expect(await screen.findByText('Username: SwiftTiger42', {}, slow)).toBeInTheDocument();
    expect(within(saved).getByRole('button', { name: /My main/ })).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls.find((c) => c.path === '/order/checkid')?.body).toMatchObject({ userid: '123456', zoneid: '7890', selectedProduct: product._id });
    expect(fetchedUrls(api)).toContain(`/api/players?product_id=${product._id}`);
    // The same name as saved: nothing to warn about.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage saved accounts' })).toHaveAttribute('href', '/dashboard/players');
  });

  it('warns before paying when the saved id now answers to another name', async () => {
    signIn();
    const { user } = await openProduct(
      ({ product }) => `/product/${product._id}`,
      (p) => ({ ...savedRoute(p, [aSavedPlayer({ productId: p._id })]), 'POST /order/checkid': checkAnswer('NewOwner77') }),
    );
    await user.click(await screen.findByRole('button', { name: /My main/ }, slow));
    expect(await screen.findByText('Username: NewOwner77', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This id now belongs to NewOwner77 (you saved it as My main).');

    // The payment step says it again, where the customer confirms.
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    const sheet = await screen.findByRole('dialog', { name: /Select Payment/ }, slow);
    expect(within(sheet).getByText('This id now belongs to NewOwner77 (you saved it as My main).')).toBeInTheDocument();
  });

  it('names the account by its in-game name when it has no label of its own', async () => {
    signIn();
    const { user } = await openProduct(
      ({ product }) => `/product/${product._id}`,
      (p) => ({ ...savedRoute(p, [aSavedPlayer({ productId: p._id, label: null })]), 'POST /order/checkid': checkAnswer('NewOwner77') }),
    );
    await user.click(await screen.findByRole('button', { name: /SwiftTiger42/ }, slow));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('This id now belongs to NewOwner77 (you saved it as SwiftTiger42).');
  });

  it('open step 1, above its form, so that on a phone they come before everything the customer types', async () => {
    signIn();
    await openProduct(
      ({ product }) => `/product/${product._id}`,
      (p) => savedRoute(p, [aSavedPlayer({ productId: p._id })]),
    );
    const step = screen.getByRole('region', { name: /Enter Information/ });
    const saved = await within(step).findByRole('list', { name: 'Your saved accounts' }, slow);
    // Straight under the step's heading, before the id fields and the packs.
    expect(within(step).getByRole('heading', { level: 2 }).nextElementSibling).toContainElement(saved);
    expect(saved.compareDocumentPosition(within(step).getByRole('form', { name: 'Enter Information' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(saved.compareDocumentPosition(screen.getByRole('radiogroup', { name: /Select Recharge/ })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('come back into view when a pack is chosen before the player, without taking focus, and stay put once a player is filled', async () => {
    signIn();
    const made = mlbb();
    made.items.push(anItem({ name: '50+50 Diamonds', type: 'bonus', discountedprice: 69 }));
    const scrolls = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = await openProduct(
      ({ product }) => `/product/${product._id}`,
      (p) => ({ ...savedRoute(p, [aSavedPlayer({ productId: p._id })]), 'POST /order/checkid': checkAnswer('SwiftTiger42') }),
      made,
    );
    const step = screen.getByRole('region', { name: /Enter Information/ });
    await within(step).findByRole('list', { name: 'Your saved accounts' }, slow);
    const stepScrolls = () => scrolls.mock.contexts.filter((element) => element === step).length;

    const pack = screen.getByRole('radio', { name: '172 Diamonds' });
    await user.click(pack);
    await waitFor(() => expect(stepScrolls()).toBe(1), slow);
    expect(scrolls).toHaveBeenLastCalledWith(expect.objectContaining({ block: 'nearest' }));
    expect(pack).toHaveFocus();

    // A pack with a notice: step 1 comes into view once the dialog has closed and given focus back.
    let focusedWhenScrolled: Element | null = null;
    scrolls.mockImplementation(() => {
      focusedWhenScrolled = document.activeElement;
    });
    const bonus = screen.getByRole('radio', { name: '50+50 Diamonds' });
    await user.click(bonus);
    const dialog = await screen.findByRole('dialog', { name: 'First Recharge Bonus' }, slow);
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(stepScrolls()).toBe(2), slow);
    expect(focusedWhenScrolled).toBe(bonus);

    // With a player in the form there is nothing to bring back.
    await user.click(within(step).getByRole('button', { name: /My main/ }));
    expect(await screen.findByText('Username: SwiftTiger42', {}, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '86 Diamonds' }));
    expect(screen.getByRole('radio', { name: '86 Diamonds' })).toHaveAttribute('aria-checked', 'true');
    expect(stepScrolls()).toBe(2);
  });

  it('a customer with no saved account for the game is not moved about when choosing a pack', async () => {
    signIn();
    const scrolls = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user, api } = await openProduct(({ product }) => `/product/${product._id}`, (p) => savedRoute(p, []));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/players')).toBe(true), slow);
    await user.click(screen.getByRole('radio', { name: '172 Diamonds' }));
    expect(screen.getByRole('radio', { name: '172 Diamonds' })).toHaveAttribute('aria-checked', 'true');
    expect(scrolls).not.toHaveBeenCalled();
  });

  it('are neither asked for nor shown to a visitor who is not signed in', async () => {
    const { api } = await openProduct(
      ({ product }) => `/product/${product._id}`,
      (p) => savedRoute(p, [aSavedPlayer({ productId: p._id })]),
    );
    expect(screen.queryByRole('list', { name: 'Your saved accounts' })).not.toBeInTheDocument();
    expect(screen.queryByText('My main')).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path.startsWith('/players'))).toBe(false);
  });
});

describe('Buy again: the product page from a link', { timeout: 15_000 }, () => {
  const rebuyPath = ({ product, items }: Made, extra = '') => `/product/${product._id}?pack=${items[1]!._id}&player=123456&zone=7890${extra}`;

  it('chooses the pack, fills and checks the player at today\'s price, and opens the payment step to be confirmed', async () => {
    signIn();
    const { user, api, items } = await openProduct(rebuyPath, () => ({
      'POST /order/checkid': checkAnswer('SwiftTiger42'),
      'POST /order/createWalletOrder': walletOrderPlaced,
    }));
    const sheet = await screen.findByRole('dialog', { name: /Select Payment/ }, slow);
    expect(within(sheet).getByTestId('sheet-total')).toHaveTextContent('₹240');
    expect(screen.getByRole('radio', { name: '172 Diamonds' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByLabelText('User ID')).toHaveValue('123456');
    expect(screen.getByLabelText('Zone ID')).toHaveValue('7890');
    expect(screen.getByText('Username: SwiftTiger42')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/order/checkid')?.body).toMatchObject({ userid: '123456', zoneid: '7890', selectedItem: items[1]!._id });
    // Nothing is bought until the customer confirms.
    expect(api.calls.some((c) => c.path.startsWith('/order/create'))).toBe(false);

    await user.click(within(sheet).getByRole('radio', { name: 'Wallet' }));
    await user.click(within(sheet).getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/confirmation'), slow);
    expect(api.calls.find((c) => c.path === '/order/createWalletOrder')?.body).toMatchObject({ item_id: items[1]!._id, input1: '123456', input2: '7890' });
  });

  it('stays on the form when the player no longer checks out', async () => {
    signIn();
    await openProduct(rebuyPath, () => ({ 'POST /order/checkid': { status: 400, body: { message: 'Invalid User ID or Zone ID.', code: 'BAD_REQUEST', requestId: 'r1' } } }));
    expect(await screen.findByText('Invalid User ID or Zone ID.', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Select Payment/ })).not.toBeInTheDocument();
  });

  it('says so when the pack is no longer on sale, and keeps the player filled in', async () => {
    signIn();
    const made = mlbb();
    made.items[1] = { ...made.items[1]!, inStock: false };
    await openProduct(rebuyPath, () => ({ 'POST /order/checkid': checkAnswer('SwiftTiger42') }), made);
    expect(await screen.findByText('That pack is not on sale right now. Please choose another one.', {}, slow)).toBeInTheDocument();
    expect(screen.getByLabelText('User ID')).toHaveValue('123456');
    expect(screen.getByRole('radio', { name: '86 Diamonds' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('dialog', { name: /Select Payment/ })).not.toBeInTheDocument();
  });

  it('opens the payment step at once for a product without Check Username', async () => {
    signIn();
    const product = anOttProduct();
    const items = [anItem({ name: '1 Month', discountedprice: 79 }), anItem({ name: '3 Months', discountedprice: 199 })];
    await openProduct(({ items: list }) => `/product/${product._id}?pack=${list[1]!._id}&player=riya%40example.in`, () => ({}), { product, items });
    const sheet = await screen.findByRole('dialog', { name: /Select Payment/ }, slow);
    expect(within(sheet).getByTestId('sheet-total')).toHaveTextContent('₹199');
    expect(screen.getByLabelText('Email')).toHaveValue('riya@example.in');
  });

  it('fills the form for a visitor who is not signed in, without opening the payment step', async () => {
    await openProduct(rebuyPath, () => ({ 'POST /order/checkid': checkAnswer('SwiftTiger42') }));
    expect(await screen.findByText('Username: SwiftTiger42', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '172 Diamonds' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByRole('dialog', { name: /Select Payment/ })).not.toBeInTheDocument();
  });
});
