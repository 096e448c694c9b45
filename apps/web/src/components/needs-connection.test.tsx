import { render, screen } from '@testing-library/react';
import { setOnline } from '../test/connection';
import { OFFLINE_BUYING_REASON, useNeedsConnection } from './needs-connection';

// The one rule behind every buy and pay button offline; the pages' own tests show it in place.

function PayButton() {
  const connection = useNeedsConnection();
  return (
    <>
      <button type="button" disabled={connection.offline} aria-describedby={connection.describedBy}>
        Pay
      </button>
      {connection.reason}
    </>
  );
}

describe('a button that needs a connection', () => {
  it('is disabled offline with the reason in view and in its description, and usable again online', () => {
    render(<PayButton />);
    const pay = screen.getByRole('button', { name: 'Pay' });
    expect(pay).toBeEnabled();
    expect(pay).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(OFFLINE_BUYING_REASON)).not.toBeInTheDocument();

    setOnline(false);
    expect(pay).toBeDisabled();
    expect(pay).toHaveAccessibleDescription(OFFLINE_BUYING_REASON);
    expect(screen.getByText(OFFLINE_BUYING_REASON)).toBeVisible();

    setOnline(true);
    expect(pay).toBeEnabled();
    expect(pay).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(OFFLINE_BUYING_REASON)).not.toBeInTheDocument();
  });

  it('starts disabled when the page opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<PayButton />);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveAccessibleDescription(OFFLINE_BUYING_REASON);
  });
});
