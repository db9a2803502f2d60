import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import type { AppContext } from '../../app-context';
import { enforceRateLimit, type RateLimitRule } from './limiter';

/**
 * The limits of a route that costs money or sends someone an e-mail, counted in the database before
 * the request is validated, so every API replica shares them and a malformed request counts too.
 */
export interface RouteLimit {
  /** Per signed-in customer. A public route has none: its service counts the e-mail it is about instead. */
  perCustomer?: RateLimitRule;
  perIp: RateLimitRule;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route that costs money or sends e-mail (test/integration/abuse-limits.test.ts checks that each has one). */
    routeLimit?: RouteLimit;
  }
}

const HOUR = 3600;
const hourly = (name: string, limit: number, message: string): RateLimitRule => ({ name, limit, windowSeconds: HOUR, message });

/** A class of costly work: one budget per customer and a larger one per network (families, schools and offices share an address). */
function costClass(name: string, perCustomer: number, perIp: number, what: string): Required<RouteLimit> {
  return {
    perCustomer: hourly(`${name}:customer`, perCustomer, `You have made too many ${what} requests this hour.`),
    perIp: hourly(`${name}:ip`, perIp, `Too many ${what} requests from your network this hour.`),
  };
}

/** Routes of one class share its budget, so rotating between them does not multiply it. */
export const COST_LIMITS = {
  /** AI text: ideas, refinements, outlines, suggestions, whole stories. */
  aiText: costClass('ai-text', 60, 240, 'story-writing'),
  /** Pictures: a book's illustrations, single pictures. */
  images: costClass('images', 120, 480, 'picture'),
  /** PDFs and data exports. */
  exports: costClass('exports', 30, 120, 'export'),
  /** Checkouts, order payments and cancellations (payment and print providers, e-mails). */
  checkout: costClass('checkout', 30, 120, 'payment or order'),
  /** Uploaded files (each customer also has a daily allowance: upload-quota.ts). */
  uploads: costClass('uploads', 120, 480, 'upload'),
  /** Stored photos copied into new files (a saved character's photo for a new story; issue 33). */
  photoCopies: costClass('photo-copies', 120, 480, 'photo'),
  /** An administrator's actions that e-mail a customer or call a provider. */
  adminMail: costClass('admin-mail', 60, 240, 'e-mail or provider'),
} satisfies Record<string, RouteLimit>;

/** Puts every route's `routeLimit` in force, after its authentication (so the customer is known). Register before the routes. */
export function registerRouteLimits(app: FastifyInstance, context: AppContext): void {
  app.addHook('onRoute', (route) => {
    const limit = route.config?.routeLimit;
    if (!limit) return;
    const enforce: preValidationHookHandler = async (request) => enforceRouteLimit(context, limit, request);
    const earlier = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [...earlier, enforce];
  });
}

async function enforceRouteLimit(context: AppContext, limit: RouteLimit, request: FastifyRequest): Promise<void> {
  if (limit.perCustomer) {
    if (!request.customerId) throw new Error(`${request.routeOptions.url}: a per-customer limit needs the route to authenticate first`);
    await enforceRateLimit(context, limit.perCustomer, request.customerId);
  }
  await enforceRateLimit(context, limit.perIp, request.ip);
}
