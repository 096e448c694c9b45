import { z } from 'zod';
import { count, pageCount, walletRupees } from './amounts.js';
import { oneLine, pageNumber, pageSize } from './input.js';

export const roles = ['user', 'reseller', 'admin'] as const;
export type Role = (typeof roles)[number];

/** The user as the app keeps it (browser storage key `user`); never carries a password hash. */
export const sessionUser = z.object({
  _id: z.string(),
  userid: z.string(),
  name: z.string(),
  email: z.string(),
  mobilenumber: z.string().nullable(),
  role: z.enum(roles),
  verified: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** A session lasts 6 hours (spec: 21,600,000 ms). */
export const SESSION_MS = 21_600_000;
export const OTP_LENGTH = 4;

const required = (message: string) => z.string({ error: message }).trim().min(1, message);
const allFields = 'Please fill in all fields.';

/** Indian mobile numbers: 10 digits; a leading +91, 91 or 0 is dropped. */
export const mobileNumber = (message = 'Please enter a valid mobile number') =>
  z
    .string({ error: message })
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => v.replace(/^\+/, '').length >= 10, { message: 'Mobile number must be at least 10 digits long.' })
    .transform((v) => v.replace(/^(\+?91|0)(?=\d{10}$)/, ''))
    .refine((v) => /^[6-9]\d{9}$/.test(v), { message });

export const email = z.string({ error: 'Please enter a valid email address' }).trim().toLowerCase().pipe(z.email({ error: 'Please enter a valid email address' }).max(254));
export const newPassword = z
  .string({ error: 'Please enter a password' })
  .min(1, 'Please enter a password')
  .min(8, 'Password must be at least 8 characters long.')
  .max(128, 'Password must be at most 128 characters long.');
const otp = z.string({ error: 'Please enter a valid OTP' }).trim().regex(/^\d{4}$/, 'Please enter a valid OTP');

export const registerRequest = z.object({
  name: required(allFields).max(80, 'Name must be at most 80 characters long.').pipe(oneLine(80)),
  mobileNumber: required(allFields).pipe(mobileNumber()),
  email: required(allFields).pipe(email),
  password: z.string({ error: allFields }).min(1, allFields).pipe(newPassword),
  referralCode: oneLine(32, 'Invalid referral code.').transform((v) => v.trim().toUpperCase()).optional().default(''),
});
export type RegisterRequest = z.input<typeof registerRequest>;
export const verifyAndRegisterRequest = registerRequest.omit({ referralCode: true }).extend({
  otp: z.string({ error: 'Please enter the OTP and Mobile Number.' }).trim().min(1, 'Please enter the OTP and Mobile Number.').pipe(otp),
  referralCode: oneLine(32, 'Invalid referral code.').transform((v) => v.trim().toUpperCase()).optional(),
});
export type VerifyAndRegisterRequest = z.input<typeof verifyAndRegisterRequest>;
export const msgResponse = z.object({ msg: z.string() });
export const codeResponse = z.object({ msg: z.string(), code: z.enum(['0', '1']) });

export const loginRequest = z.object({
  email: required('Please enter your email and password.').pipe(email),
  password: z.string({ error: 'Please enter your email and password.' }).min(1, 'Please enter your email and password.').max(128),
});
export type LoginRequest = z.input<typeof loginRequest>;
export const sessionResponse = z.object({ token: z.string(), user: sessionUser });

export const otpLoginRequest = z.object({ mobile: mobileNumber() });
export const otpVerifyRequest = z.object({ mobile: mobileNumber(), otp });
export type OtpLoginRequest = z.input<typeof otpLoginRequest>;
export type OtpVerifyRequest = z.input<typeof otpVerifyRequest>;
export const otpSendResponse = z.object({ success: z.boolean(), message: z.string() });
/** `timer`: milliseconds until a new code may be sent (a minute after the last; never more than an hour). */
export const otpTimerResponse = z.object({ success: z.boolean(), timer: z.number().int().min(0).max(3_600_000), message: z.string() });
export const otpVerifyResponse = z.object({ success: z.literal(true), token: z.string(), user: sessionUser, message: z.string() });

export const forgetPasswordRequest = z.object({ email });
export const resetPasswordRequest = z.object({ password: newPassword });
export const linkParams = z.object({ id: z.uuid({ error: 'The link is corrupted.' }), token: z.string().min(10, 'The link is corrupted.').max(200) });
export type ForgetPasswordRequest = z.input<typeof forgetPasswordRequest>;
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;
export type LinkParams = z.input<typeof linkParams>;

export const validateUserRequest = z.object({ requiredRoles: z.array(z.enum(roles)).min(1).default([...roles]) });
export const validateUserResponse = z.object({ role: z.enum(roles) });

/** A path or body userid: the numeric customer id (or the user's _id). */
export const userIdParam = oneLine(64).pipe(z.string().trim().min(1));
export const editProfileRequest = z.object({ userid: userIdParam, name: z.string().trim().min(1, 'Please enter your name.').max(80, 'Name must be at most 80 characters long.').pipe(oneLine(80)) });
export type EditProfileRequest = z.input<typeof editProfileRequest>;
export const editProfileResponse = z.object({ message: z.string(), user: sessionUser });
export const orderSummaryResponse = z.object({ total_order: count, completed: count, refunded: count });

// Admin: users screen.
const trueFalse = z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true');
export const userPageSizes = [25, 50, 100, 250, 500] as const;

export const adminUser = z.object({
  _id: z.string(),
  userid: z.string(),
  name: z.string(),
  mobilenumber: z.string().nullable(),
  email: z.string(),
  role: z.enum(roles),
  /** Wallet balance in rupees. */
  balance: walletRupees,
  /** The spec's admin view keeps these as the strings "true" and "false". */
  verified: z.enum(['true', 'false']),
  isBlocked: z.enum(['true', 'false']),
});
export type AdminUser = z.infer<typeof adminUser>;

export const usersDataQuery = z.object({ page: pageNumber, limit: pageSize(25) });
export const usersDataResponse = z.object({ users: z.array(adminUser), totalPages: pageCount, totalCount: count });

export const updateUserDataRequest = z.object({
  _id: z.uuid({ error: 'Invalid user id' }),
  /** The customer id, as the screen shows it; the server goes by `_id`. */
  userid: z.union([z.string().regex(/^\d{1,10}$/, 'Invalid customer id'), z.number().int().min(1).max(2_147_483_647)], { error: 'Invalid customer id' }).optional(),
  name: z.string().trim().min(1, 'Name is required.').max(80).pipe(oneLine(80)),
  mobilenumber: z.union([z.literal(''), z.null(), mobileNumber()]).optional().transform((v) => v || null),
  email,
  role: z.enum(roles, { error: 'Role must be user, reseller or admin.' }),
  verified: trueFalse,
  isBlocked: trueFalse,
});
export type UpdateUserDataRequest = z.input<typeof updateUserDataRequest>;
export const updateUserDataResponse = z.object({ message: z.string(), user: adminUser });
