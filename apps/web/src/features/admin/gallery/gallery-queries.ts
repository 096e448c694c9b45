import { queryOptions } from '@tanstack/react-query';
import { getGallery } from '../../../api/admin-catalogue';

export const galleryKey = ['admin', 'gallery'] as const;

export const galleryQuery = () =>
  queryOptions({
    queryKey: galleryKey,
    queryFn: async ({ signal }) => {
      try {
        return await getGallery(signal);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        throw new Error('Failed to fetch images.', { cause: error });
      }
    },
  });
