import { queryOptions } from '@tanstack/react-query';
import type { OidcConfig } from '@shop/contract/oidc';
import { getOidcConfig } from '../../api/oidc';

export type EnabledOidcConfig = Extract<OidcConfig, { enabled: true }>;

/** Asked of the server, not built in: the owner can turn the provider on or off without a new build. */
export const oidcConfigQuery = queryOptions({
  queryKey: ['auth', 'oidc-config'],
  queryFn: ({ signal }) => getOidcConfig(signal),
  staleTime: 5 * 60_000,
});
