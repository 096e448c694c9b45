import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getAllCoupons } from '../../../api/admin-coupons';
import { serverMessageOf } from '../kit/server-message';

const couponsKey = ['admin', 'coupons'] as const;

export const couponsQuery = () => queryOptions({ queryKey: couponsKey, queryFn: ({ signal }) => getAllCoupons(signal) });

/** After a coupon is created, edited or deleted. */
export const refetchCoupons = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: couponsKey });

/** The coupon screens toast the server's words, or a plain "An error occurred". */
export const couponFailure = (error: unknown) => serverMessageOf(error) ?? 'An error occurred';
