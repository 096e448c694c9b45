import type { RouteObject } from 'react-router';

/** Account screens (spec accounts-money-admin 2): login, register, OTP, password, verification, dashboard. */
export const authRoutes: RouteObject[] = [];
