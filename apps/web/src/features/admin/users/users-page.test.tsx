import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { adminApi, openScreen, columnHeaders, rowOf, aUser, preloadScreens, type AdminRoutes } from '../kit/admin-test-kit';

preloadScreens(() => import('./users-page'));

const riya = aUser({ name: 'Riya Sharma', email: 'riya@example.in', mobilenumber: '9876500001', role: 'user', balance: 1234.5, verified: 'true' });
const vikram = aUser({ name: 'Vikram Rao', email: 'vikram@example.in', mobilenumber: '9123400002', role: 'reseller', balance: 0, verified: 'false', isBlocked: 'true' });
const asha = aUser({ name: 'Asha Admin', email: 'asha@sstore.in', mobilenumber: null, role: 'admin', balance: 10, verified: 'true' });

function usersApi(extra: AdminRoutes = {}, users = [riya, vikram, asha]) {
  return adminApi({
    'GET /admin/users_data': { body: { users, totalPages: 4, totalCount: 80 } },
    ...extra,
  });
}

async function openUsers(extra: AdminRoutes = {}, users?: ReturnType<typeof aUser>[]) {
  const api = usersApi(extra, users);
  return { ...(await openScreen('/admin/usersdata', { role: 'cell', name: 'Riya Sharma' })), api };
}

describe('Users screen', () => {
  it('lists the users with the spec columns, the balance in rupees with two decimals, Page X of Y and Total Rows', async () => {
    await openUsers();
    expect(columnHeaders('Users')).toEqual(['Customer ID', 'Name', 'Mobile No.', 'Email', 'Role', 'Wallet Balance', 'Verified', 'Blocked', 'Actions']);
    const row = within(rowOf('Riya Sharma'));
    expect(row.getByRole('cell', { name: '₹1,234.50' })).toHaveClass('text-right');
    expect(row.getByRole('cell', { name: riya.userid })).toBeInTheDocument();
    expect(within(rowOf('Vikram Rao')).getByRole('cell', { name: '₹0.00' })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pager).toHaveTextContent('Page 1 of 4');
    expect(pager).toHaveTextContent('Total Rows: 80');
  });

  it('asks the server for 25 rows first, then for the chosen page size and the next and previous pages', async () => {
    const { user, api } = await openUsers();
    expect(api.urls('/admin/users_data').at(-1)?.search).toBe('?page=1&limit=25');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    await waitFor(() => expect(api.urls('/admin/users_data').at(-1)?.search).toBe('?page=1&limit=100'));
    expect(within(screen.getByRole('combobox', { name: 'Rows per page' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['25', '50', '100', '250', '500']);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.urls('/admin/users_data').at(-1)?.search).toBe('?page=2&limit=100'));
    expect(await screen.findByText('Page 2 of 4')).toBeInTheDocument();

    // Page 1 of this size is still in the cache: it shows again without a new call.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 4')).toBeInTheDocument();
  });

  it('searches the page by mobile number or email, and filters by role and verification', async () => {
    const { user } = await openUsers();
    const names = () => screen.queryAllByRole('cell', { name: /Riya Sharma|Vikram Rao|Asha Admin/ }).map((c) => c.textContent);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '91234');
    expect(names()).toEqual(['Vikram Rao']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'RIYA@example');
    expect(names()).toEqual(['Riya Sharma']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'reseller');
    expect(names()).toEqual(['Vikram Rao']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'admin');
    expect(names()).toEqual(['Asha Admin']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), '');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Verification' }), 'false');
    expect(names()).toEqual(['Vikram Rao']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Verification' }), 'true');
    expect(names()).toEqual(['Riya Sharma', 'Asha Admin']);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nobody');
    expect(screen.getByText('No users on this page match the search or filters.')).toBeInTheDocument();
  });
});

describe('Top-Up', () => {
  it('checks the amount, sends userId, email and amount, shows Adding..., then the server message and the new balance', async () => {
    let release!: () => void;
    let balance = 1234.5;
    const { user, api } = await openUsers({
      'POST /admin/adduserbalance': async () => {
        await new Promise<void>((resolve) => (release = resolve));
        balance += 500;
        return { body: { message: "Successfully added ₹500 to Riya Sharma's wallet", balance, txnid: 'ADMI7X2K9QF3A1B2' } };
      },
      'GET /admin/users_data': () => ({ body: { users: [{ ...riya, balance }, vikram], totalPages: 1, totalCount: 2 } }),
    });
    await user.click(screen.getByRole('button', { name: 'Top-Up for riya@example.in' }));
    const dialog = screen.getByRole('dialog', { name: 'Top-Up Wallet' });
    const amount = within(dialog).getByLabelText('Amount (₹)');
    expect(amount).toHaveAttribute('type', 'number');

    await user.click(within(dialog).getByRole('button', { name: 'Add Balance' }));
    expect(within(dialog).getByText('Please enter a valid amount')).toBeInTheDocument();
    expect(api.urls('/admin/adduserbalance')).toHaveLength(0);

    await user.type(amount, '500');
    await user.click(within(dialog).getByRole('button', { name: 'Add Balance' }));
    expect(await within(dialog).findByRole('button', { name: 'Adding...' })).toBeDisabled();
    act(() => release());

    expect(await screen.findByText("Successfully added ₹500 to Riya Sharma's wallet")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admin/adduserbalance')?.body).toEqual({ userId: riya._id, email: 'riya@example.in', amount: 500 });
    // The table refreshes itself: no need to reload the page.
    expect(await within(rowOf('Riya Sharma')).findByRole('cell', { name: '₹1,734.50' })).toBeInTheDocument();
  });

  it('a refused top-up shows the spec alert with the reason, and Cancel closes without a call', async () => {
    const { user, api } = await openUsers({
      'POST /admin/adduserbalance': { status: 400, body: { message: 'At most ₹1,00,000 at once', code: 'BAD_REQUEST', requestId: 'r1' } },
    });
    await user.click(screen.getByRole('button', { name: 'Top-Up for riya@example.in' }));
    const dialog = screen.getByRole('dialog', { name: 'Top-Up Wallet' });
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '200000');
    await user.click(within(dialog).getByRole('button', { name: 'Add Balance' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to add balance. Please try again.');
    expect(alert).toHaveTextContent('At most ₹1,00,000 at once');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.urls('/admin/adduserbalance')).toHaveLength(1);
  });
});

describe('Top-Up exactness and retries', () => {
  const keysOf = (api: { calls: { path: string; headers: Headers }[] }) =>
    api.calls.filter((c) => c.path === '/admin/adduserbalance').map((c) => c.headers.get('idempotency-key'));

  it('a retry after a lost answer sends the same Idempotency-Key; a new modal sends a new one', async () => {
    let attempts = 0;
    const { user, api } = await openUsers({
      'POST /admin/adduserbalance': () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return { body: { message: "Successfully added ₹1.10 to Riya Sharma's wallet", balance: 1235.6, txnid: `ADRETRY${attempts}` } };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Top-Up for riya@example.in' }));
    let dialog = screen.getByRole('dialog', { name: 'Top-Up Wallet' });
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '1.10');
    await user.click(within(dialog).getByRole('button', { name: 'Add Balance' }));
    // A network failure has no server detail: the spec's sentence alone.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^Failed to add balance\. Please try again\.$/);

    await user.click(within(dialog).getByRole('button', { name: 'Add Balance' }));
    expect(await screen.findByText("Successfully added ₹1.10 to Riya Sharma's wallet")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const [first, retry] = keysOf(api);
    expect(first).toMatch(/^[\w-]{8,100}$/);
    expect(retry).toBe(first);
    expect(api.calls.filter((c) => c.path === '/admin/adduserbalance').map((c) => c.body)).toEqual([
      { userId: riya._id, email: 'riya@example.in', amount: 1.1 },
      { userId: riya._id, email: 'riya@example.in', amount: 1.1 },
    ]);

    await user.click(screen.getByRole('button', { name: 'Top-Up for riya@example.in' }));
    dialog = screen.getByRole('dialog', { name: 'Top-Up Wallet' });
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '1.10');
    await user.click(within(dialog).getByRole('button', { name: 'Add Balance' }));
    await waitFor(() => expect(keysOf(api)).toHaveLength(3));
    expect(keysOf(api)[2]).toMatch(/^[\w-]{8,100}$/);
    expect(keysOf(api)[2]).not.toBe(first);
  });

  it.each([
    ['1.10', 1.1],
    ['0.29', 0.29],
    ['1.15', 1.15],
    ['100000000', 100000000],
  ])('accepts ₹%s exactly and sends amount %s', async (typed, sent) => {
    const { user, api } = await openUsers({
      'POST /admin/adduserbalance': { body: { message: 'Added', balance: 1, txnid: 'ADEXACT1' } },
    });
    await user.click(screen.getByRole('button', { name: 'Top-Up for riya@example.in' }));
    const dialog = screen.getByRole('dialog', { name: 'Top-Up Wallet' });
    await user.type(within(dialog).getByLabelText('Amount (₹)'), typed);
    await user.click(within(dialog).getByRole('button', { name: 'Add Balance' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/admin/adduserbalance')?.body).toEqual({ userId: riya._id, email: 'riya@example.in', amount: sent }));
  });

  it.each([
    ['1.005', 'Please enter a valid amount'],
    ['0', 'Please enter a valid amount'],
    ['-5', 'Please enter a valid amount'],
    ['100000000.01', 'At most ₹10,00,00,000 at once'],
  ])('refuses ₹%s before calling the server: "%s"', async (typed, message) => {
    const { user, api } = await openUsers();
    await user.click(screen.getByRole('button', { name: 'Top-Up for riya@example.in' }));
    const dialog = screen.getByRole('dialog', { name: 'Top-Up Wallet' });
    const amount = within(dialog).getByLabelText('Amount (₹)');
    await user.type(amount, typed);
    await user.click(within(dialog).getByRole('button', { name: 'Add Balance' }));
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(api.urls('/admin/adduserbalance')).toHaveLength(0);
  });

  it('sends the optional reason the customer reads, trimmed', async () => {
    const { user, api } = await openUsers({
      'POST /admin/adduserbalance': { body: { message: 'Added', balance: 1, txnid: 'ADREASON1' } },
    });
    await user.click(screen.getByRole('button', { name: 'Top-Up for riya@example.in' }));
    const dialog = screen.getByRole('dialog', { name: 'Top-Up Wallet' });
    expect(within(dialog).getByLabelText('Reason (optional)')).toHaveAccessibleDescription('The customer sees this in their wallet history.');
    await user.type(within(dialog).getByLabelText('Amount (₹)'), '25');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), '  Goodwill for a late order ');
    await user.click(within(dialog).getByRole('button', { name: 'Add Balance' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/admin/adduserbalance')?.body).toEqual({ userId: riya._id, email: 'riya@example.in', amount: 25, reason: 'Goodwill for a late order' }),
    );
  });
});

describe('Edit User Data', () => {
  it('sends every field, says "User updated successfully!" and closes after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = usersApi({ 'POST /admin/updateuserdata': ({ body }) => ({ body: { message: 'User updated', user: { ...riya, ...(body as object) } } }) });
    const { user } = renderApp('/admin/usersdata', { advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole('cell', { name: 'Riya Sharma' }, { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Edit riya@example.in' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User Data' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Riya Sharma');
    expect(within(dialog).getByLabelText('Mobile Number')).toHaveValue('9876500001');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('riya@example.in');
    expect(within(within(dialog).getByLabelText('Role')).getAllByRole('option').map((o) => o.textContent)).toEqual(['user', 'admin', 'reseller']);

    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Riya S.');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'reseller');
    await user.selectOptions(within(dialog).getByLabelText('Verified'), 'false');
    await user.selectOptions(within(dialog).getByLabelText('Block'), 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await within(dialog).findByText('User updated successfully!')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/admin/updateuserdata')?.body).toEqual({
      _id: riya._id,
      userid: riya.userid,
      name: 'Riya S.',
      mobilenumber: '9876500001',
      email: 'riya@example.in',
      role: 'reseller',
      verified: 'false',
      isBlocked: 'true',
    });
    act(() => vi.advanceTimersByTime(1800));
    expect(screen.getByRole('dialog', { name: 'Edit User Data' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['the server message', { status: 400, body: { message: 'Please enter a valid mobile number', code: 'BAD_REQUEST', requestId: 'r' } }, 'Please enter a valid mobile number'],
    ['"Failed to update user." when the server gives no message', { status: 500, body: { code: 'INTERNAL', requestId: 'r' } }, 'Failed to update user.'],
  ])('a refused edit shows %s and stays open', async (_name, answer, message) => {
    const { user } = await openUsers({ 'POST /admin/updateuserdata': answer });
    await user.click(screen.getByRole('button', { name: 'Edit riya@example.in' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit User Data' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('a network failure shows "An error occurred. Please try again."', async () => {
    const { user } = await openUsers({
      'POST /admin/updateuserdata': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await user.click(screen.getByRole('button', { name: 'Edit riya@example.in' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. Please try again.');
  });
});
