import { useQuery } from '@tanstack/react-query';
import { oidcConfigQuery, type EnabledOidcConfig } from './oidc-config-query';

/** The provider's settings when the shop has one; null while asking, when it has none, or when the server cannot say. */
export function useEnabledOidcConfig(): EnabledOidcConfig | null {
  const { data } = useQuery(oidcConfigQuery);
  return data?.enabled ? data : null;
}
