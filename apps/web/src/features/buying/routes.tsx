import type { RouteObject } from 'react-router';

/** Buying screens: payment confirmations, wallet, top-up, orders, the sandbox payment page. */
export const buyingRoutes: RouteObject[] = [];
