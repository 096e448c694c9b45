import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { adminApi, preloadScreens, type AdminRoutes } from '../kit/admin-test-kit';

preloadScreens(() => import('./shop-settings-page'));

const nothing = { whatsapp: null, supportEmail: null, name: null, hours: null, address: null, instagramUrl: null, youtubeUrl: null, telegramUrl: null, whatsappChannelUrl: null, discordUrl: null };
const shopSettings = { saved: nothing, environment: nothing, info: { ...nothing, notConfigured: [] } };
const saved = { legalName: 'Arcade Bazaar Private Limited', address: '2nd Floor, 14 MG Road\nBengaluru 560001', gstin: '', gstRate: 18, configured: false };

async function open(extra: AdminRoutes = {}) {
  const api = adminApi({ 'GET /admin/shopsettings': { body: shopSettings }, 'GET /admin/invoice-settings': { body: saved }, ...extra });
  const app = renderApp('/admin/settings');
  const form = within(await screen.findByRole('form', { name: 'Invoice settings' }, { timeout: 5000 }));
  const saves = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/admin/invoice-settings').map((c) => c.body);
  return { ...app, form, saves };
}

describe('Invoice settings (/admin/settings)', () => {
  it('loads what was saved, and says when it was never saved', async () => {
    const { form } = await open();
    expect(screen.getByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
    expect(form.getByLabelText('Legal name')).toHaveValue('Arcade Bazaar Private Limited');
    expect(form.getByLabelText('Registered address')).toHaveValue('2nd Floor, 14 MG Road\nBengaluru 560001');
    expect(form.getByLabelText('GSTIN')).toHaveValue('');
    expect(form.getByLabelText('GST rate')).toHaveValue('18');
    expect(within(form.getByLabelText('GST rate')).getAllByRole('option').map((o) => o.textContent)).toEqual(['0%', '5%', '12%', '18%', '28%']);
    expect(form.getByText(/Not saved yet/)).toBeInTheDocument();
  });

  it("refuses a GSTIN whose check character is wrong with the contract's message, sending nothing", async () => {
    const { user, form, saves } = await open();
    await user.type(form.getByLabelText('GSTIN'), '27AAPFU0939F1ZA');
    await user.click(form.getByRole('button', { name: 'Save invoice settings' }));
    expect(await form.findByText('This is not a valid GSTIN: 15 characters, like 27AAPFU0939F1ZV')).toBeInTheDocument();
    expect(form.getByLabelText('GSTIN')).toHaveAccessibleDescription('This is not a valid GSTIN: 15 characters, like 27AAPFU0939F1ZV');
    expect(form.getByLabelText('GSTIN')).toHaveFocus();
    expect(saves()).toEqual([]);
  });

  it('sends the four fields, the GSTIN in capitals and the rate as a number, and shows what the server saved', async () => {
    const { user, form, saves } = await open({
      'POST /admin/invoice-settings': ({ body }) => ({ body: { ...(body as object), configured: true } }),
    });
    await user.clear(form.getByLabelText('Legal name'));
    await user.type(form.getByLabelText('Legal name'), '  Arcade Bazaar LLP ');
    await user.type(form.getByLabelText('GSTIN'), '27aapfu0939f1zv');
    await user.selectOptions(form.getByLabelText('GST rate'), '12');
    await user.click(form.getByRole('button', { name: 'Save invoice settings' }));

    expect(await screen.findByText('Invoice settings saved.')).toBeInTheDocument();
    expect(saves()).toEqual([{ legalName: 'Arcade Bazaar LLP', address: '2nd Floor, 14 MG Road\nBengaluru 560001', gstin: '27AAPFU0939F1ZV', gstRate: 12 }]);
    expect(form.getByLabelText('GSTIN')).toHaveValue('27AAPFU0939F1ZV');
    expect(form.queryByText(/Not saved yet/)).not.toBeInTheDocument();
  });

  it("shows the server's reason when it refuses", async () => {
    const { user, form } = await open({
      'POST /admin/invoice-settings': { status: 400, body: { message: 'This GSTIN belongs to another state.', code: 'BAD_REQUEST', requestId: 'r' } },
    });
    await user.click(form.getByRole('button', { name: 'Save invoice settings' }));
    expect(await form.findByText('This GSTIN belongs to another state.')).toHaveAttribute('role', 'alert');
  });
});
