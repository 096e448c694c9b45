import type { ApiKey, WebhookDelivery, WebhookEndpoint } from '@shop/contract/reseller-api';

// Test data of the developer screens, as the server would answer.

let counter = 0;

export function aKey(overrides: Partial<ApiKey> = {}): ApiKey {
  const n = ++counter;
  return {
    id: `key-${n}`,
    name: `Key ${n}`,
    kind: 'live',
    prefix: `sk_live_Ab12Cd${String(n).padStart(2, '0')}`,
    createdAt: '2026-01-20T06:30:00.000Z',
    lastUsedAt: null,
    revokedAt: null,
    ...overrides,
  };
}

export function anEndpoint(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  const n = ++counter;
  return { id: `wh-${n}`, url: `https://bot.example.in/hooks/${n}`, lowBalance: null, enabled: true, createdAt: '2026-01-20T06:30:00.000Z', ...overrides };
}

export function aDelivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  const n = ++counter;
  return {
    id: `del-${n}`,
    eventId: `evt-${n}`,
    type: 'order.completed',
    orderId: 'ST2601310042',
    status: 'sent',
    attempts: [],
    nextAttemptAt: null,
    createdAt: '2026-01-31T13:00:00.000Z',
    payload: JSON.stringify({ id: `evt-${n}`, type: 'order.completed', created_at: '2026-01-31T13:00:00.000Z', data: {} }),
    ...overrides,
  };
}

export const refused = (status: number, message: string, code = 'BAD_REQUEST') => ({ status, body: { message, code, requestId: 'test' } });
