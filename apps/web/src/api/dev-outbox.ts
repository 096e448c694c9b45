import type { OutboxMessage } from '@shop/contract/dev-outbox';
import { apiRequest } from './client';

export type { OutboxMessage };

/** The messages the sandbox SMS and mail providers recorded, newest first; 404 when the sandbox is off. */
export const getOutbox = async (to: string, signal?: AbortSignal) => {
  const { outboxResponse } = await import('@shop/contract/dev-outbox');
  return apiRequest(`/dev/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`, outboxResponse, { signal });
};
