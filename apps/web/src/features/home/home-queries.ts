import { queryOptions } from '@tanstack/react-query';
import { getGalleryImages, getHomeProducts } from '../../api/catalogue';

export const galleryQuery = () => queryOptions({ queryKey: ['gallery'], queryFn: ({ signal }) => getGalleryImages(signal) });

export const homeProductsQuery = () => queryOptions({ queryKey: ['home-products'], queryFn: ({ signal }) => getHomeProducts(signal) });
