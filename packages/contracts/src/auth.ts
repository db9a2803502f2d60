import { z } from 'zod';
import { isCommonPassword } from './common-passwords';
import { calendarDateSchema, startOfDay } from './dates';

export const ROLES = ['admin', 'customer'] as const;
export type Role = (typeof ROLES)[number];

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address' }).max(254, { error: 'Email is too long' }));

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` })
  .refine((value) => !isCommonPassword(value), { error: 'This password is too common; choose another' });

export const dateOfBirthSchema = z
  .string({ error: 'Date of birth is required' })
  .pipe(calendarDateSchema)
  .refine((value) => startOfDay(value).getTime() < Date.now(), { error: 'Date of birth must be in the past' });

export const fullNameSchema = z
  .string({ error: 'Full name is required' })
  .trim()
  .min(1, { error: 'Full name is required' })
  .max(120, { error: 'Full name must be at most 120 characters' });

export const customerSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  date_of_birth: z.string().nullable(),
  profile_picture: z.string().nullable(),
  role: z.enum(ROLES),
  is_verified: z.boolean(),
  created_at: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  full_name: fullNameSchema,
  date_of_birth: dateOfBirthSchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
/**
 * `POST /api/v1/auth/register`: the same answer whether the address is new or already has an account, so
 * the form does not tell who is a customer (as the recovery routes do not); the e-mail sent says which.
 */
export const registerResponseSchema = z.object({ email: z.string(), message: z.string() });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
export const registerAnswer = (email: string) => ({ email, message: `We sent an e-mail to ${email} with what you need to continue.` });

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(PASSWORD_MAX),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const authResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  customer: customerSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const refreshRequestSchema = z.object({ refresh_token: z.string().min(1, { error: 'Refresh token is required' }) });
export const logoutRequestSchema = refreshRequestSchema;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1, { error: 'Reset token is required' }),
  new_password: passwordSchema,
});

/** Fields of PUT /api/v1/auth/profile (sent as multipart so a picture can ride along). */
export const profileUpdateSchema = z.object({
  full_name: fullNameSchema.optional(),
  date_of_birth: dateOfBirthSchema.optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const SESSION_TYPES = ['verification', 'password_recovery'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];
export const otpSchema = z.string().trim().regex(/^\d{6}$/, { error: 'Enter the 6-digit code' });

export const verificationInitiateSchema = z.object({ email: emailSchema });
export const verificationVerifySchema = z.object({
  email: emailSchema,
  otp: otpSchema,
  session_type: z.enum(SESSION_TYPES).default('verification'),
});
export const verificationResendSchema = z.object({
  email: emailSchema,
  session_type: z.enum(SESSION_TYPES).default('verification'),
});
export const passwordRecoveryInitiateSchema = z.object({ email: emailSchema });
export const passwordRecoveryResetSchema = z.object({ email: emailSchema, otp: otpSchema, new_password: passwordSchema });

export const messageResponseSchema = z.object({ message: z.string() });

export const RESEND_COOLDOWN_SECONDS = 60;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const RESET_LINK_TTL_MINUTES = 30;
