import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { ProtectedRoute } from '../../app/protected-route';
import { GuestOnlyRoute } from './guest-only-route';

// Every account screen is its own chunk: none of them is in the home route's first download.
const LoginPage = lazy(() => import('./login-page').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('./register-page').then((m) => ({ default: m.RegisterPage })));
const OtpLoginPage = lazy(() => import('./otp-login-page').then((m) => ({ default: m.OtpLoginPage })));
const OtpVerifyPage = lazy(() => import('./otp-verify-page').then((m) => ({ default: m.OtpVerifyPage })));
const ForgetPasswordPage = lazy(() => import('./forget-password-page').then((m) => ({ default: m.ForgetPasswordPage })));
const ResetPasswordPage = lazy(() => import('./reset-password-page').then((m) => ({ default: m.ResetPasswordPage })));
const VerificationPage = lazy(() => import('./verification-page').then((m) => ({ default: m.VerificationPage })));
const CheckVerificationPage = lazy(() => import('./check-verification-page').then((m) => ({ default: m.CheckVerificationPage })));
const DashboardPage = lazy(() => import('../dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const SavedPlayersPage = lazy(() => import('../dashboard/saved-players-page').then((m) => ({ default: m.SavedPlayersPage })));
const DevOutboxPage = lazy(() => import('../dev-outbox/dev-outbox-page').then((m) => ({ default: m.DevOutboxPage })));

/** Account screens: login, register, OTP, password, verification, dashboard. */
export const authRoutes: RouteObject[] = [
  {
    // A logged-in user sees the landing page instead of these.
    element: <GuestOnlyRoute />,
    children: [
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'forgetpassword', element: <ForgetPasswordPage /> },
      { path: 'checkverification', element: <CheckVerificationPage /> },
      // The route table says reset_password; one reading of the account pages has reset-password.
      { path: 'reset_password/:id/:token', element: <ResetPasswordPage /> },
      { path: 'reset-password/:id/:token', element: <ResetPasswordPage /> },
      { path: 'verification/:id/:token', element: <VerificationPage /> },
    ],
  },
  { path: 'otplogin', element: <OtpLoginPage /> },
  { path: 'otpverify/:mobile', element: <OtpVerifyPage /> },
  // Protected pages need a role of user, reseller or admin.
  {
    element: <ProtectedRoute />,
    children: [
      { path: 'dashboard', element: <DashboardPage /> },
      { path: 'dashboard/players', element: <SavedPlayersPage /> },
    ],
  },
  // The sandbox's outbox (ARCHITECTURE: sandbox contract); it says so when the sandbox is off.
  { path: 'dev/outbox', element: <DevOutboxPage /> },
];
