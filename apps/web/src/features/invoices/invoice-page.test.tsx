import type { Invoice } from '@shop/contract/books';
import { screen, within } from '@testing-library/react';
import { fakeApi, signIn } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const slow = { timeout: 5000 };

beforeAll(async () => {
  // The routes load the screens lazily; a cold import on a busy machine can outlast a test's wait.
  await Promise.all([import('./invoice-page'), import('../../app/protected-route')]);
});

function anInvoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    number: 'INV/26-27/00042',
    financialYear: '2026-27',
    // 8 pm UTC is already the next day in India.
    issuedAt: '2026-11-20T20:00:00.000Z',
    status: 'issued',
    cancelledAt: null,
    seller: { legalName: 'Arcade Bazaar Private Limited', address: '2nd Floor, 14 MG Road\nBengaluru 560001', gstin: '29AAPFU0939F1ZU' },
    customer: { name: 'Arjun Mehta', email: 'arjun@example.in' },
    orderid: 'ST261121AAAAAAAAAA',
    productname: 'Mobile Legends Diamonds',
    itemname: '86 Diamonds',
    paymentmode: 'upi',
    upiReference: '432112345678',
    taxableValue: 92.37,
    gstRate: 18,
    gst: 16.63,
    discount: 0,
    total: 109,
    ...overrides,
  };
}

function openInvoice(answer: { status?: number; body: unknown }, role: 'user' | 'admin' = 'user') {
  signIn(role);
  const api = fakeApi({ 'POST /auth/validateuser': { body: { role } }, 'GET /invoices/ST261121AAAAAAAAAA': answer });
  return { ...renderApp('/invoice/ST261121AAAAAAAAAA'), api };
}

const amountOf = (sheet: ReturnType<typeof within>, label: string | RegExp) => sheet.getByText(label).closest('tr, div')?.textContent;

describe('/invoice/:orderid', () => {
  it('shows the seller, the number and India date, the customer, the line, the GST split, the total and how it was paid', async () => {
    const { user, api } = openInvoice({ body: anInvoice() });
    const sheet = within(await screen.findByRole('article', { name: 'Tax invoice' }, slow));
    expect(screen.getByRole('heading', { level: 1, name: 'Tax invoice' })).toBeInTheDocument();
    expect(document.title).toBe('Invoice INV/26-27/00042 · S-Store');

    expect(sheet.getByText('Arcade Bazaar Private Limited')).toBeInTheDocument();
    expect(sheet.getByText(/2nd Floor, 14 MG Road/)).toHaveTextContent('2nd Floor, 14 MG Road Bengaluru 560001');
    expect(sheet.getByText('29AAPFU0939F1ZU')).toBeInTheDocument();
    expect(sheet.getByText('INV/26-27/00042')).toBeInTheDocument();
    expect(sheet.getByText('21 Nov 2026')).toBeInTheDocument();
    expect(sheet.getByText('Arjun Mehta')).toBeInTheDocument();
    expect(sheet.getByText('arjun@example.in')).toBeInTheDocument();

    expect(sheet.getByRole('row', { name: 'Mobile Legends Diamonds – 86 Diamonds ₹109' })).toBeInTheDocument();
    expect(sheet.queryByText('Discount')).not.toBeInTheDocument();
    expect(amountOf(sheet, 'Taxable value')).toBe('Taxable value₹92.37');
    expect(amountOf(sheet, 'GST at 18%')).toBe('GST at 18%₹16.63');
    expect(sheet.getByRole('row', { name: /^Total/ })).toHaveTextContent('Total (GST included)₹109');
    expect(sheet.getByText('UPI')).toBeInTheDocument();
    expect(sheet.getByText('432112345678')).toBeInTheDocument();
    expect(sheet.queryByText('CANCELLED')).not.toBeInTheDocument();
    expect(api.calls.map((c) => c.path)).toContain('/invoices/ST261121AAAAAAAAAA');

    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: /My Orders/ })).toHaveAttribute('href', '/orders');
  });

  it('shows a discount as a line of its own, and a cancelled invoice as CANCELLED with its date', async () => {
    openInvoice({ body: anInvoice({ discount: 20, status: 'cancelled', cancelledAt: '2026-11-25T06:00:00.000Z', paymentmode: 'wallet', upiReference: null }) });
    const sheet = within(await screen.findByRole('article', { name: 'Tax invoice' }, slow));
    expect(sheet.getByRole('row', { name: 'Mobile Legends Diamonds – 86 Diamonds ₹129' })).toBeInTheDocument();
    expect(sheet.getByRole('row', { name: 'Discount −₹20' })).toBeInTheDocument();
    expect(sheet.getByRole('row', { name: /^Total/ })).toHaveTextContent('₹109');
    expect(sheet.getByText('CANCELLED')).toBeInTheDocument();
    expect(sheet.getByText(/This invoice was cancelled on 25 Nov 2026/)).toBeInTheDocument();
    expect(sheet.getByText('S-Store wallet')).toBeInTheDocument();
    expect(sheet.queryByText('UPI reference')).not.toBeInTheDocument();
  });

  it("a 404 shows the server's message and the way back, without a Print button", async () => {
    openInvoice({ status: 404, body: { message: 'This order has no invoice yet.', code: 'NOT_FOUND', requestId: 'r' } });
    const alert = await screen.findByRole('alert', {}, slow);
    expect(within(alert).getByRole('heading', { name: 'No invoice to show' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('This order has no invoice yet.');
    expect(within(alert).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/orders');
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it('an admin reads any invoice and goes back to All Orders', async () => {
    openInvoice({ body: anInvoice() }, 'admin');
    await screen.findByRole('article', { name: 'Tax invoice' }, slow);
    expect(screen.getByRole('link', { name: /All Orders/ })).toHaveAttribute('href', '/admin/txn');
  });

  it('needs a signed-in customer: without a session it goes to the login page', async () => {
    fakeApi({});
    renderApp('/invoice/ST261121AAAAAAAAAA');
    expect(await screen.findByTestId('location', {}, slow)).toHaveTextContent('/login');
  });
});
