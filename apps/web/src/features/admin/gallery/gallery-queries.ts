import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getGallery } from '../../../api/admin-catalogue';
import { inOwnWords } from '../kit/queries';

export const galleryKey = ['admin', 'gallery'] as const;

export const galleryQuery = () => queryOptions({ queryKey: galleryKey, queryFn: inOwnWords(getGallery, 'Failed to fetch images.') });

/** After an upload or a delete: the admin's list and the storefront's pictures. */
export const refetchGallery = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: galleryKey }), queryClient.invalidateQueries({ queryKey: ['gallery'] })]);
