// The query keys of the reseller's keys and webhooks: the pages read and refresh the same ones.
export const keysKey = ['reseller', 'keys'] as const;
export const webhooksKey = ['reseller', 'webhooks'] as const;
export const deliveriesKey = (endpointId: string) => ['reseller', 'webhooks', endpointId, 'deliveries'] as const;
export const webhookSecretKey = (endpointId: string) => ['reseller', 'webhooks', endpointId, 'secret'] as const;
