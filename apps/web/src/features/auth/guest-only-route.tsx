import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { readSession, useSession } from '../../session/session';

/**
 * Login, register, forgot-password, check-verification, reset-password and verification show the
 * landing page to a user who is already logged in. Decided on
 * arrival: a sign-in made on one of these screens moves on by itself, to where it means to go.
 */
export function GuestOnlyRoute() {
  const session = useSession();
  const [arrivedLoggedIn] = useState(() => readSession() !== null);
  if (session && arrivedLoggedIn) return <Navigate to="/home" replace />;
  return <Outlet />;
}
