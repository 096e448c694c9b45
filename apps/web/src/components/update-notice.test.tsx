import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// Each test starts from a page that has not registered its worker yet.
async function freshPage() {
  vi.resetModules();
  const { startServiceWorker } = await import('../app/service-worker');
  const { UpdateNotice, UPDATE_NOTICE } = await import('./update-notice');
  const { registered } = await import('../test/pwa-register');
  render(<UpdateNotice />);
  return { startServiceWorker, registered, UPDATE_NOTICE };
}

beforeEach(() => {
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('a new version of the app', () => {
  it('is offered once it waits, and Reload lets it take over', async () => {
    const { startServiceWorker, registered, UPDATE_NOTICE } = await freshPage();
    await startServiceWorker();
    expect(registered.options).toMatchObject({ immediate: true });
    expect(screen.queryByText(UPDATE_NOTICE)).not.toBeInTheDocument();

    act(() => registered.options!.onNeedRefresh!());
    const notice = screen.getByText(UPDATE_NOTICE).closest('[role="status"]');
    expect(notice).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(registered.updates).toEqual([true]);
    expect(screen.getByRole('button', { name: 'Reloading…' })).toBeDisabled();
  });

  it('Later hides the offer without updating', async () => {
    const { startServiceWorker, registered, UPDATE_NOTICE } = await freshPage();
    await startServiceWorker();
    act(() => registered.options!.onNeedRefresh!());
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText(UPDATE_NOTICE)).not.toBeInTheDocument();
    expect(registered.updates).toEqual([]);
  });

  it('is never registered in a browser without service workers', async () => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    const { startServiceWorker, registered } = await freshPage();
    await startServiceWorker();
    expect(registered.options).toBeNull();
  });
});
