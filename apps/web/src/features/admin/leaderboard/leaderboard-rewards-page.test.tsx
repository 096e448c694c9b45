import { screen } from '@testing-library/react';
import { adminApi, openScreen, postsTo, preloadScreens, type AdminRoutes } from '../kit/admin-test-kit';

preloadScreens(() => import('./leaderboard-rewards-page'));

async function open(extra: AdminRoutes = {}) {
  const api = adminApi({ 'GET /admin/leaderboard-rewards': { body: { first: 750, second: 400, third: 150 } }, ...extra });
  return { ...(await openScreen('/admin/leaderboard', { role: 'button', name: 'Save rewards' })), api };
}

const saves = (api: Awaited<ReturnType<typeof open>>['api']) => postsTo(api, '/admin/leaderboard-rewards');

describe('Leaderboard rewards (/admin/leaderboard)', () => {
  it('loads the current rewards into the fields', async () => {
    await open();
    expect(screen.getByRole('heading', { name: 'Leaderboard rewards' })).toBeInTheDocument();
    expect(screen.getByLabelText('First place (₹)')).toHaveValue(750);
    expect(screen.getByLabelText('Second place (₹)')).toHaveValue(400);
    expect(screen.getByLabelText('Third place (₹)')).toHaveValue(150);
  });

  it("refuses a negative amount with the contract's message and sends nothing", async () => {
    const { user, api } = await open();
    await user.clear(screen.getByLabelText('Second place (₹)'));
    await user.type(screen.getByLabelText('Second place (₹)'), '-5');
    await user.click(screen.getByRole('button', { name: 'Save rewards' }));

    expect(await screen.findByText("Please enter the second place's reward")).toBeInTheDocument();
    expect(screen.getByLabelText('Second place (₹)')).toHaveAccessibleDescription("Please enter the second place's reward");
    expect(screen.getByLabelText('Second place (₹)')).toHaveFocus();
    expect(saves(api)).toHaveLength(0);
  });

  it('sends the edited values and says "Rewards updated successfully!"', async () => {
    const { user, api } = await open({ 'POST /admin/leaderboard-rewards': ({ body }) => ({ body }) });
    await user.clear(screen.getByLabelText('First place (₹)'));
    await user.type(screen.getByLabelText('First place (₹)'), '1000');
    await user.clear(screen.getByLabelText('Third place (₹)'));
    await user.type(screen.getByLabelText('Third place (₹)'), '99.5');
    await user.click(screen.getByRole('button', { name: 'Save rewards' }));

    expect(await screen.findByText('Rewards updated successfully!')).toBeInTheDocument();
    expect(saves(api).map((c) => c.body)).toEqual([{ first: 1000, second: 400, third: 99.5 }]);
    expect(screen.getByLabelText('First place (₹)')).toHaveValue(1000);
  });

  it("shows the server's reason when it refuses", async () => {
    const { user } = await open({ 'POST /admin/leaderboard-rewards': { status: 400, body: { message: 'Rewards must not exceed the weekly budget', code: 'BAD_REQUEST', requestId: 'r' } } });
    await user.click(screen.getByRole('button', { name: 'Save rewards' }));
    expect(await screen.findByText('Rewards must not exceed the weekly budget')).toHaveAttribute('role', 'alert');
    expect(await screen.findByText('Error updating rewards.')).toBeInTheDocument();
  });
});
