import { apiRequest } from './client';

// The schemas are imported on first use: see SchemaSource in client.ts. The Google sign-in
// completion runs on the home page, whose first download must stay small.
const contract = () => import('@shop/contract/accounts');

export type RegisterForm = { name: string; mobileNumber: string; email: string; password: string; referralCode: string };

/** Registration step 1: checks the form and sends a code to the mobile number. */
export const register = (form: RegisterForm) =>
  apiRequest('/auth/register', async () => (await contract()).msgResponse, { method: 'POST', body: form });

/** Registration step 2: the code proves the number and the account is made. */
export const verifyAndRegister = ({ referralCode, ...form }: RegisterForm & { otp: string }) =>
  apiRequest('/auth/verifyandregister', async () => (await contract()).msgResponse, {
    method: 'POST',
    body: { ...form, ...(referralCode ? { referralCode } : {}) },
  });

export const verifyEmail = (id: string, token: string) =>
  apiRequest(`/auth/verifymail/${encodeURIComponent(id)}/${encodeURIComponent(token)}`, async () => (await contract()).codeResponse, {
    method: 'POST',
    body: { id, token },
  });

export const login = (credentials: { email: string; password: string }) =>
  apiRequest('/auth/login', async () => (await contract()).sessionResponse, { method: 'POST', body: credentials });

/** Sends a login code to a registered mobile number (also the Resend OTP button). */
export const sendLoginCode = (mobile: string) =>
  apiRequest('/otp/otp-login', async () => (await contract()).otpSendResponse, { method: 'POST', body: { mobile } });

/** Milliseconds until another code may be sent to the number. */
export const getLoginCodeTimer = (mobile: string, signal?: AbortSignal) =>
  apiRequest('/otp/timer', async () => (await contract()).otpTimerResponse, { method: 'POST', body: { mobile }, signal });

export const verifyLoginCode = (mobile: string, otp: string) =>
  apiRequest('/otp/verify-otp', async () => (await contract()).otpVerifyResponse, { method: 'POST', body: { mobile, otp } });

export const requestPasswordReset = (email: string) =>
  apiRequest('/password/forgetpassword', async () => (await contract()).msgResponse, { method: 'POST', body: { email } });

export const resetPassword = (id: string, token: string, password: string) =>
  apiRequest(`/password/reset-password/${encodeURIComponent(id)}/${encodeURIComponent(token)}`, async () => (await contract()).codeResponse, {
    method: 'POST',
    body: { password },
  });

/** Collects the session of a Google sign-in once the browser is back on /home?success=true. */
export const collectGoogleLogin = () => apiRequest('/auth/login/success', async () => (await contract()).sessionResponse);

export const editProfile = (userid: string, name: string) =>
  apiRequest('/user/edit-profile', async () => (await contract()).editProfileResponse, { method: 'POST', body: { userid, name } });

/** The dashboard's order overview: total, completed and refunded orders. */
export const getOrderSummary = (userid: string, signal?: AbortSignal) =>
  apiRequest(`/user/myorder/${encodeURIComponent(userid)}`, async () => (await contract()).orderSummaryResponse, { signal });
