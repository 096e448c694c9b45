import type {
  EditProfileRequest,
  ForgetPasswordRequest,
  LinkParams,
  LoginRequest,
  OtpLoginRequest,
  OtpVerifyRequest,
  RegisterRequest,
  ResetPasswordRequest,
  VerifyAndRegisterRequest,
} from '@shop/contract/accounts';
import { apiRequest } from './client';

// The schemas are imported on first use: see SchemaSource in client.ts. The Google sign-in
// completion runs on the home page, whose first download must stay small.
const contract = () => import('@shop/contract/accounts');

/** Registration step 1: checks the form and sends a code to the mobile number. */
export const register = (body: RegisterRequest) =>
  apiRequest('/auth/register', async () => (await contract()).msgResponse, { method: 'POST', body });

/** Registration step 2: the code proves the number and the account is made. */
export const verifyAndRegister = ({ referralCode, ...body }: VerifyAndRegisterRequest) =>
  apiRequest('/auth/verifyandregister', async () => (await contract()).msgResponse, {
    method: 'POST',
    body: { ...body, ...(referralCode ? { referralCode } : {}) },
  });

export const verifyEmail = (link: LinkParams) =>
  apiRequest(`/auth/verifymail/${encodeURIComponent(link.id)}/${encodeURIComponent(link.token)}`, async () => (await contract()).codeResponse, {
    method: 'POST',
    body: link,
  });

export const login = (body: LoginRequest) => apiRequest('/auth/login', async () => (await contract()).sessionResponse, { method: 'POST', body });

/** Sends a login code to a registered mobile number (also the Resend OTP button). */
export const sendLoginCode = (body: OtpLoginRequest) =>
  apiRequest('/otp/otp-login', async () => (await contract()).otpSendResponse, { method: 'POST', body });

/** Milliseconds until another code may be sent to the number. */
export const getLoginCodeTimer = (body: OtpLoginRequest, signal?: AbortSignal) =>
  apiRequest('/otp/timer', async () => (await contract()).otpTimerResponse, { method: 'POST', body, signal });

export const verifyLoginCode = (body: OtpVerifyRequest) =>
  apiRequest('/otp/verify-otp', async () => (await contract()).otpVerifyResponse, { method: 'POST', body });

export const requestPasswordReset = (body: ForgetPasswordRequest) =>
  apiRequest('/password/forgetpassword', async () => (await contract()).msgResponse, { method: 'POST', body });

export const resetPassword = (link: LinkParams, body: ResetPasswordRequest) =>
  apiRequest(`/password/reset-password/${encodeURIComponent(link.id)}/${encodeURIComponent(link.token)}`, async () => (await contract()).codeResponse, {
    method: 'POST',
    body,
  });

/** Collects the session of a Google sign-in once the browser is back on /home?success=true. */
export const collectGoogleLogin = () => apiRequest('/auth/login/success', async () => (await contract()).sessionResponse);

export const editProfile = (userid: string, name: string) =>
  apiRequest('/user/edit-profile', async () => (await contract()).editProfileResponse, {
    method: 'POST',
    body: { userid, name } satisfies EditProfileRequest,
  });

/** The dashboard's order overview: total, completed and refunded orders. */
export const getOrderSummary = (userid: string, signal?: AbortSignal) =>
  apiRequest(`/user/myorder/${encodeURIComponent(userid)}`, async () => (await contract()).orderSummaryResponse, { signal });
