import type { QueryClient, QueryKey } from '@tanstack/react-query';

// The query keys of the reseller's keys and webhooks: the pages read and refresh the same ones.
export const keysKey = ['reseller', 'keys'] as const;
export const webhooksKey = ['reseller', 'webhooks'] as const;
export const deliveriesKey = (endpointId: string) => ['reseller', 'webhooks', endpointId, 'deliveries'] as const;
export const webhookSecretKey = (endpointId: string) => ['reseller', 'webhooks', endpointId, 'secret'] as const;

/** Shows a change in a cached list at once, then fetches the list again to be sure of it. */
export function updateList<T>(queryClient: QueryClient, key: QueryKey, update: (old: T) => T) {
  queryClient.setQueryData<T>(key, (old) => (old ? update(old) : old));
  void queryClient.invalidateQueries({ queryKey: key });
}
