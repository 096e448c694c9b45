import type { RouteObject } from 'react-router';

/** The admin console under /admin (spec accounts-money-admin 2), admins only. */
export const adminRoutes: RouteObject[] = [];
