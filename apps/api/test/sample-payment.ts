import type { PaymentRequest } from '../src/payments/gateway.js';

/** One customer's payment as a gateway is asked to take it; each gateway's tests vary it. */
export const samplePayment = (overrides: Partial<PaymentRequest> = {}): PaymentRequest => ({
  clientTxnId: 'TXN1001',
  amountPaise: 10_900,
  description: 'Mobile Legends 86 Diamonds',
  customer: { name: 'Asha Rao', email: 'asha@example.in', mobile: '9876543210' },
  returnUrl: 'https://shop.example.in/payment/return?order=1001',
  createdAt: new Date('2026-03-10T20:00:00Z'),
  ...overrides,
});
