import { queryOptions } from '@tanstack/react-query';
import { getShopSettings } from '../../../api/shop-info';

export const shopSettingsKey = ['admin', 'shop-settings'] as const;

export const shopSettingsQuery = () =>
  queryOptions({
    queryKey: shopSettingsKey,
    queryFn: ({ signal }) => getShopSettings(signal),
    // The fields are filled once; a refetch while the admin types would not reach them anyway.
    refetchOnWindowFocus: false,
  });
