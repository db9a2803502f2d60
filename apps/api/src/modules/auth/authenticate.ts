import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';
import { AppError, forbidden, unauthorized } from '../../errors/app-error';
import { AccessTokens } from './access-tokens';
import { activeAccount } from './admin-accounts';
import { cachedCustomer, readCustomer } from './customer-cache';
import { customerReads, isWrite } from '../../lib/customer-reads';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` pre-handler; empty on public routes. */
    customerId: string;
  }
  interface FastifyInstance {
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Authenticates, then lets only administrators through: a visitor gets 401, a customer 403. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** For routes open to all that show administrators more: true only for a valid administrator's token, never an error for anyone else. */
    isAdmin(request: FastifyRequest): Promise<boolean>;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/**
 * Adds `app.authenticate`, a pre-handler that accepts `Authorization: Bearer <access token>`, and
 * `app.requireAdmin` for the admin routes (`app.isAdmin` asks the same without refusing). The role is read through the customer cache, so a demotion
 * takes effect on this process at once and on other replicas within its TTL.
 */
export function registerAuthentication(app: FastifyInstance, context: AppContext): void {
  const tokens = new AccessTokens(context.config.jwtSecret, context.config.accessTokenTtlSeconds);
  app.decorateRequest('customerId', '');
  const authenticate = async (request: FastifyRequest) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw unauthorized('Not authenticated');
    // A token and customer seen lately are answered from memory without a promise: with AsyncLocalStorage's
    // promise hooks on, each costs every request (ADR 027, 028).
    const now = context.clock.now();
    const claims = tokens.remembered(match[1], now) ?? (await tokens.verify(match[1], now));
    if (!claims) throw unauthorized('Your session has expired. Please sign in again.');
    const { customerId } = claims;
    // Read through the customer cache: a disabled account, or a token from before a sign-out or a
    // password reset, is refused at its next request (on other replicas within the cache's TTL).
    const customer = cachedCustomer(context, customerId) ?? (await readCustomer(context, customerId));
    const account = activeAccount(customer);
    if (!account) throw unauthorized('Your account no longer exists. Please sign in again.');
    if (account.tokensValidFrom && claims.issuedAtMs < account.tokensValidFrom.getTime()) throw unauthorized(SESSION_ENDED);
    request.customerId = customerId;
    if (isWrite(request.method)) customerReads(context).forget(customerId);
  };
  // Again once the write is done: a list read while it ran may hold what it changed.
  app.addHook('onResponse', (request, _reply, done) => {
    if (adminWrites.has(request)) customerReads(context).forgetEveryone();
    else if (request.customerId && isWrite(request.method)) customerReads(context).forget(request.customerId);
    done();
  });
  const adminWrites = new WeakSet<FastifyRequest>();
  const requireAdmin = async (request: FastifyRequest) => {
    await authenticate(request);
    const customer = await readCustomer(context, request.customerId);
    if (!customer) throw unauthorized('Your account no longer exists. Please sign in again.');
    if (customer.role !== 'admin') throw forbidden('This area is restricted to administrators. Contact support if you think this is an error.', 'admin_only');
    if (isWrite(request.method)) {
      adminWrites.add(request);
      customerReads(context).forgetEveryone();
    }
  };
  app.decorate('authenticate', authenticate);
  app.decorate('requireAdmin', requireAdmin);
  app.decorate('isAdmin', async (request: FastifyRequest) => {
    try {
      await requireAdmin(request);
      return true;
    } catch (error) {
      if (error instanceof AppError) return false;
      throw error;
    }
  });
}
