import { screen, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const messages = [
  {
    channel: 'email',
    to: 'riya@example.in',
    subject: 'Verify your email address',
    text: 'Hi Riya,\nPlease verify your email address.',
    createdAt: '2025-11-21T10:00:05.000Z',
    link: 'http://127.0.0.1:3000/verification/u-1/tok123',
  },
  { channel: 'sms', to: '9876543210', text: '4815 is your S-Store OTP.', createdAt: '2025-11-21T10:00:00.000Z', otp: '4815' },
];

describe('Dev outbox', { timeout: 15_000 }, () => {
  it('lists the messages with their code and a link inside the shop, filtered by "to"', async () => {
    const api = fakeApi({ 'GET /dev/outbox': { body: { messages } } });
    const { user } = renderApp('/dev/outbox');
    const list = await screen.findByRole('list', { name: 'Messages' }, { timeout: 5000 });
    const [mail, sms] = within(list).getAllByRole('listitem');
    expect(within(mail!).getByText('Verify your email address')).toBeInTheDocument();
    expect(within(mail!).getByRole('link', { name: '/verification/u-1/tok123' })).toHaveAttribute('href', '/verification/u-1/tok123');
    expect(within(sms!).getByText('4815', { selector: 'span' })).toBeInTheDocument();
    expect(within(sms!).getByText('9876543210')).toBeInTheDocument();

    await user.type(screen.getByLabelText('To (mobile number or email)'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await screen.findByRole('list', { name: 'Messages' });
    expect(api.calls.at(-1)?.path).toBe('/dev/outbox');
    expect(api.fetchMock.mock.calls.at(-1)?.[0]).toBe('/api/dev/outbox?to=9876543210');
  });

  it('says so when the sandbox is off', async () => {
    fakeApi({});
    renderApp('/dev/outbox');
    expect(await screen.findByText('The dev outbox is off', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
