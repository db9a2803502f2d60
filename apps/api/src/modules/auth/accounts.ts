import { randomUUID } from 'node:crypto';
import { registerAnswer, type AuthResponse, type Customer, type LoginRequest, type ProfileUpdate, type RegisterRequest, type RegisterResponse } from '@studio/contracts/auth';
import type { AppContext } from '../../app-context';
import { AppError, notFound, unauthorized } from '../../errors/app-error';
import { reencodeToWebp } from '../../infra/images/reencode';
import type { SerialisedJson } from '../../lib/json-reply';
import type { UploadedFile } from '../../lib/multipart';
import { enforceRateLimit } from '../rate-limits/limiter';
import { enqueueEmail } from '../mail/send-email-job';
import { toCustomer, toCustomerJson } from './customer-view';
import { alreadyRegisteredEmail, verificationCodeEmail } from './emails';
import { issueCode } from './one-time-codes';
import { hashPassword, verifyPassword } from './passwords';
import { AUTH_RATE_LIMITS } from './rate-limit-rules';
import { findCustomerByEmail, findCustomerById, insertCustomer } from './repo';
import { startSession } from './sessions';
import { cachedCustomer, readCustomer, saveCustomer } from './customer-cache';

const isAdminEmail = (context: AppContext, email: string) => context.config.adminEmails.includes(email);

/**
 * Creates an account and mails its verification code. An address that already has an account gets the
 * same answer (201) and an e-mail instead: a fresh code if it was never verified, else a note with the
 * ways to sign in; so registration does not tell who is a customer (issue 30, as the recovery routes).
 */
export async function register(context: AppContext, input: RegisterRequest): Promise<RegisterResponse> {
  await enforceRateLimit(context, AUTH_RATE_LIMITS.registerPerEmail, input.email);
  const passwordHash = await hashPassword(input.password);
  const { created, code } = await context.db.transaction(async (tx) => {
    const created = await insertCustomer(tx, {
      email: input.email,
      passwordHash,
      fullName: input.full_name,
      dateOfBirth: input.date_of_birth,
      role: isAdminEmail(context, input.email) ? 'admin' : 'customer',
    });
    if (created) return { created, code: await issueCode(context, tx, created.id, 'verification') };
    const existing = await findCustomerByEmail(tx, input.email);
    if (!existing) throw new Error('an account with this address neither exists nor could be made');
    return { created: existing, code: existing.isVerified ? null : await issueCode(context, tx, existing.id, 'verification') };
  });
  const email = code
    ? verificationCodeEmail(created.email, created.fullName, code)
    : alreadyRegisteredEmail(created.email, created.fullName, `${context.config.publicUrl}/signin`, `${context.config.publicUrl}/forgot-password`);
  await enqueueEmail(context, email, created.id);
  return registerAnswer(created.email);
}

const WRONG_CREDENTIALS = 'Incorrect email or password';

export async function login(context: AppContext, input: LoginRequest, ip: string): Promise<AuthResponse> {
  await enforceRateLimit(context, AUTH_RATE_LIMITS.loginPerIp, ip);
  await enforceRateLimit(context, AUTH_RATE_LIMITS.loginPerEmail, input.email);
  const found = await findCustomerByEmail(context.db, input.email);
  const passwordMatches = await verifyPassword(found?.passwordHash, input.password);
  if (!found || !passwordMatches) throw unauthorized(WRONG_CREDENTIALS);
  if (!found.isVerified) {
    throw new AppError('email_not_verified', 403, 'Please verify your email address first. We sent you a 6-digit code.');
  }
  const customer =
    found.role !== 'admin' && isAdminEmail(context, found.email) ? ((await saveCustomer(context, context.db, found.id, { role: 'admin' })) ?? found) : found;
  return startSession(context, context.db, customer);
}

/** The signed-in customer's profile, as the JSON the route sends. */
export async function getProfileJson(context: AppContext, customerId: string): Promise<SerialisedJson> {
  const customer = cachedCustomer(context, customerId) ?? (await readCustomer(context, customerId));
  if (!customer) throw notFound('Account');
  return toCustomerJson(customer, context.media);
}

const AVATAR_SIDE = 256;

export async function updateProfile(
  context: AppContext,
  customerId: string,
  changes: ProfileUpdate,
  picture?: UploadedFile,
): Promise<Customer> {
  const existing = await findCustomerById(context.db, customerId);
  if (!existing) throw notFound('Account');
  let pictureKey: string | undefined;
  if (picture) {
    const webp = await reencodeToWebp(picture, { maxSide: AVATAR_SIDE, square: true });
    pictureKey = `avatars/${customerId}/${randomUUID()}.webp`;
    await context.blobs.put(pictureKey, webp, { contentType: 'image/webp' });
  }
  const updated = await saveCustomer(context, context.db, customerId, {
    ...(changes.full_name !== undefined && { fullName: changes.full_name }),
    ...(changes.date_of_birth !== undefined && { dateOfBirth: changes.date_of_birth }),
    ...(pictureKey && { profilePictureKey: pictureKey }),
  });
  if (!updated) {
    if (pictureKey) await context.blobs.delete(pictureKey);
    throw notFound('Account');
  }
  if (pictureKey && existing.profilePictureKey) await context.blobs.delete(existing.profilePictureKey);
  return toCustomer(updated, context.media);
}
