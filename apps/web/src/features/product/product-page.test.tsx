import { screen, within } from '@testing-library/react';
import { aProduct, anItem, signIn } from '../../test/fake-api';
import { openProduct } from './product-test-data';

const REGION_MESSAGE = 'Recharge For This ID is not permitted. Contact Admin or try purchasing another region packs.';

describe('Step 1: inputs per game type', () => {
  it('MLBB asks for a numeric user id and a numeric zone id', async () => {
    const { user } = await openProduct(aProduct({ type: 'MLBB', inputs: [{ label: 'User ID' }, { label: 'Zone ID' }] }));
    const userId = screen.getByLabelText('User ID');
    const zone = screen.getByLabelText('Zone ID');
    expect(userId).toHaveAttribute('inputmode', 'numeric');
    expect(zone).toHaveAttribute('inputmode', 'numeric');
    await user.type(userId, '12ab34');
    await user.type(zone, 'z56');
    expect(userId).toHaveValue('1234');
    expect(zone).toHaveValue('56');
  });

  it.each(['GENSHIN', 'HONKAI', 'ZENLESS'])('%s asks for a numeric UID and a server from the list', async (type) => {
    const { user } = await openProduct(aProduct({ type, isApi: false, inputs: [{ label: 'UID' }, { label: 'Server' }] }));
    const uid = screen.getByLabelText('UID');
    await user.type(uid, 'x800123');
    expect(uid).toHaveValue('800123');
    const server = screen.getByRole('combobox', { name: 'Server' });
    const options = within(server)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Select Server', 'America', 'Asia', 'Europe', 'TW_HK_Mo']);
    await user.selectOptions(server, 'Europe');
    expect(server).toHaveValue('Europe');
  });

  it.each(['MCGG', 'HOK'])('%s user id is numeric and its zone is free text', async (type) => {
    const { user } = await openProduct(aProduct({ type, isApi: false, inputs: [{ label: 'Player ID' }, { label: 'Zone' }] }));
    await user.type(screen.getByLabelText('Player ID'), '9a9');
    expect(screen.getByLabelText('Player ID')).toHaveValue('99');
    await user.type(screen.getByLabelText('Zone'), 'SEA-1');
    expect(screen.getByLabelText('Zone')).toHaveValue('SEA-1');
  });

  it('other types take free text, such as an e-mail for an OTT plan', async () => {
    const { user } = await openProduct(aProduct({ type: 'NETFLIX', category: 'ott', isApi: false, inputs: [{ label: 'Email' }] }));
    const email = screen.getByLabelText('Email');
    expect(email).not.toHaveAttribute('inputmode', 'numeric');
    await user.type(email, 'riya@example.in');
    expect(email).toHaveValue('riya@example.in');
    expect(screen.queryByLabelText(/zone/i)).not.toBeInTheDocument();
  });
});

describe('Check Username', () => {
  it.each([
    ['an API MLBB product', { type: 'MLBB', isApi: true }, true],
    ['an API MCGG product', { type: 'MCGG', isApi: true }, true],
    ['a manual MLBB product', { type: 'MLBB', isApi: false }, false],
    ['an API Genshin product', { type: 'GENSHIN', isApi: true }, false],
    ['an OTT product', { type: 'NETFLIX', isApi: false }, false],
  ])('is offered for %s: %s', async (_name, overrides, offered) => {
    await openProduct(aProduct(overrides));
    expect(Boolean(screen.queryByRole('button', { name: 'Check Username' }))).toBe(offered);
  });

  async function checkWith(answer: { status?: number; body: unknown }) {
    const app = await openProduct(aProduct({ type: 'MLBB', isApi: true }), [anItem()], { 'POST /order/checkid': answer });
    await app.user.type(screen.getByLabelText('User ID'), '123456');
    await app.user.type(screen.getByLabelText('Zone ID'), '7890');
    await app.user.click(screen.getByRole('button', { name: 'Check Username' }));
    return app;
  }

  it('shows the username on success and sends the id, zone, product and pack', async () => {
    const { api, product, items } = await checkWith({ body: { message: 'success', username: 'SwiftTiger42', use: 'a' } });
    expect(await screen.findByText('Username: SwiftTiger42')).toBeInTheDocument();
    const call = api.calls.find((c) => c.path === '/order/checkid');
    expect(call?.body).toEqual({ userid: '123456', zoneid: '7890', selectedProduct: product._id, selectedItem: items[0]!._id });
  });

  it("refuses Indonesian ids (use 'b') and stays unverified", async () => {
    await checkWith({ body: { message: 'success', username: 'IndoPlayer', use: 'b' } });
    expect(await screen.findByText('Recharge for Indo IDs is not permitted')).toBeInTheDocument();
    expect(screen.queryByText(/Username: /)).not.toBeInTheDocument();
  });

  it.each([
    'The account has reached the monthly top-up limit for Malaysia',
    'Recharge failed',
    'Brazil MLBB cannot recharge accounts from Malaysia, Singapore and Philippines',
    'According to the pricing rules of this region the item cannot be purchased',
  ])('maps the supplier refusal "%s" to the region message', async (message) => {
    await checkWith({ status: 422, body: { message, code: 'UNPROCESSABLE', requestId: 'r1' } });
    expect(await screen.findByText(REGION_MESSAGE)).toBeInTheDocument();
  });

  it('shows any other message as given', async () => {
    await checkWith({ status: 400, body: { message: 'Please enter your numeric Zone ID.', code: 'BAD_REQUEST', requestId: 'r2' } });
    expect(await screen.findByText('Please enter your numeric Zone ID.')).toBeInTheDocument();
  });

  it('a change to the user id or zone resets the verification', async () => {
    signIn();
    const { user } = await checkWith({ body: { message: 'success', username: 'SwiftTiger42', use: 'a' } });
    await screen.findByText('Username: SwiftTiger42');

    await user.type(screen.getByLabelText('User ID'), '7');
    expect(screen.queryByText('Username: SwiftTiger42')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByText('Please check your username before proceeding.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Select Payment/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Check Username' }));
    await screen.findByText('Username: SwiftTiger42');
    await user.clear(screen.getByLabelText('Zone ID'));
    await user.type(screen.getByLabelText('Zone ID'), '1');
    expect(screen.queryByText('Username: SwiftTiger42')).not.toBeInTheDocument();
  });
});

describe('Step 2: packs', () => {
  it('selects the first pack in stock when the packs load', async () => {
    const items = [
      anItem({ name: '11 Diamonds', inStock: false, discountedprice: 20 }),
      anItem({ name: '86 Diamonds', discountedprice: 120, originalprice: 150 }),
      anItem({ name: '172 Diamonds', discountedprice: 240 }),
    ];
    await openProduct(aProduct(), items);
    expect(screen.getByRole('radio', { name: '86 Diamonds' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '172 Diamonds' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByTestId('checkout-total')).toHaveTextContent('₹120');
  });

  it('shows an out-of-stock pack with its overlay and does not let it be selected', async () => {
    const items = [anItem({ name: '86 Diamonds' }), anItem({ name: '5000 Diamonds', inStock: false })];
    const { user } = await openProduct(aProduct(), items);
    const soldOut = screen.getByRole('radio', { name: '5000 Diamonds' });
    expect(soldOut).toBeDisabled();
    expect(within(soldOut).getByText('Out of Stock')).toBeInTheDocument();
    await user.click(soldOut);
    expect(soldOut).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('radio', { name: '86 Diamonds' })).toHaveAttribute('aria-checked', 'true');
  });

  it("reads 'No items found' when the product has no packs", async () => {
    await openProduct(aProduct(), []);
    expect(screen.getByText('No items found')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows the price with the original price struck through, and the reseller price to a reseller', async () => {
    signIn('reseller');
    await openProduct(aProduct(), [anItem({ name: '86 Diamonds', discountedprice: 120, resellprice: 110, originalprice: 150 })]);
    const pack = screen.getByRole('radio', { name: '86 Diamonds' });
    expect(within(pack).getByText('₹110')).toBeInTheDocument();
    expect(within(pack).getByText('₹150').closest('s')).not.toBeNull();
    expect(within(pack).queryByText('₹120')).not.toBeInTheDocument();
  });
});

describe('Bonus and weekly-pass notices', () => {
  it.each([
    ['bonus', 'First Recharge Bonus', /double diamonds/],
    ['Weekly Pass', 'Weekly Diamond Pass', /220 diamonds in total over 7 days/],
    ['weekly', 'Weekly Diamond Pass', /660 diamonds in total over 21 days/],
  ])('a pack of type "%s" opens its notice; Continue waits for the tick', async (type, title, rule) => {
    const items = [anItem({ name: '86 Diamonds' }), anItem({ name: 'Special Pack', type })];
    const { user } = await openProduct(aProduct(), items);

    await user.click(screen.getByRole('radio', { name: 'Special Pack' }));
    const dialog = await screen.findByRole('dialog', { name: new RegExp(title) });
    expect(within(dialog).getByText(rule)).toBeInTheDocument();
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox'));
    expect(continueButton).toBeEnabled();
    await user.click(continueButton);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Special Pack' })).toHaveAttribute('aria-checked', 'true');
  });

  it('closing the notice without acknowledging keeps the previous pack', async () => {
    const items = [anItem({ name: '86 Diamonds' }), anItem({ name: '50+50 Bonus', type: 'bonus' })];
    const { user } = await openProduct(aProduct(), items);
    await user.click(screen.getByRole('radio', { name: '50+50 Bonus' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '86 Diamonds' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '50+50 Bonus' })).toHaveAttribute('aria-checked', 'false');
  });
});

describe('Header card', () => {
  it('promises instant delivery for API products and 30 minutes for others', async () => {
    await openProduct(aProduct({ isApi: true }));
    expect(screen.getByText('Instant Delivery Under 1-6 mins')).toBeInTheDocument();
  });

  it('says Delivery in 30 mins for a manual product', async () => {
    await openProduct(aProduct({ isApi: false, importantnote: 'Orders are delivered by our team.' }));
    expect(screen.getByText('Delivery in 30 mins')).toBeInTheDocument();
    expect(screen.getByText('Orders are delivered by our team.')).toBeInTheDocument();
  });
});

describe('Check Username without an id', () => {
  it('asks for the missing field instead of calling the server', async () => {
    const { user, api } = await openProduct(aProduct({ type: 'MLBB', isApi: true }));
    await user.type(screen.getByLabelText('User ID'), '123456');
    await user.click(screen.getByRole('button', { name: 'Check Username' }));
    expect(await screen.findByText('Please enter your Zone ID first.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/order/checkid')).toBe(false);
  });
});
