import { createHmac, timingSafeEqual } from 'node:crypto';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import {
  InvalidPrintWebhookSignature,
  PrintJobRefused,
  PROVIDER_JOB_STATUSES,
  type PrintJobPreflight,
  type PrintJobRequest,
  type PrintProvider,
  type ProviderJobState,
  type ProviderJobStatus,
} from './print-provider';

export interface LuluOptions {
  clientKey: string;
  clientSecret: string;
  /** https://api.lulu.com, or the sandbox (https://api.sandbox.lulu.com) by default. */
  apiUrl: string;
  fetch?: typeof fetch;
}

/** The header Lulu signs its webhooks with: hex HMAC-SHA256 of the raw body, keyed with the API secret. */
export const LULU_SIGNATURE_HEADER = 'lulu-hmac-sha256';
const TOKEN_PATH = '/auth/realms/glasstree/protocol/openid-connect/token';
/** Refresh the token this long before Lulu says it expires, so a request never races the expiry. */
const TOKEN_MARGIN_MS = 60_000;
const REQUEST_TIMEOUT_MS = 30_000;

const luluJobSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  external_id: z.string().nullish(),
  status: z.object({ name: z.string(), messages: z.unknown().optional(), changed: z.string().nullish() }),
  line_items: z
    .array(
      z.object({
        tracking_id: z.string().nullish(),
        tracking_urls: z.array(z.string()).nullish(),
        carrier_name: z.string().nullish(),
        // Lulu also reports a shipped line's tracking inside its own status messages.
        status: z.object({ name: z.string().nullish(), messages: z.unknown().optional() }).nullish(),
      }),
    )
    .default([]),
});
const lineTrackingSchema = z.object({ tracking_id: z.string().min(1), tracking_urls: z.array(z.string()).nullish(), carrier_name: z.string().nullish() });
type LuluJob = z.infer<typeof luluJobSchema>;
const tokenSchema = z.object({ access_token: z.string(), expires_in: z.number().default(3600) });
const jobListSchema = z.object({ results: z.array(luluJobSchema) });
const webhookSchema = z.object({ topic: z.string(), data: z.unknown() });
/** Lulu writes amounts and sizes as decimal strings ("920.000", "86.45"). */
const decimal = z.union([z.string().regex(/^\d+(\.\d+)?$/), z.number().nonnegative()]).transform(Number);
const coverDimensionsSchema = z.object({ width: decimal, height: decimal, unit: z.literal('pt') });
const costCalculationSchema = z.object({ currency: z.string().length(3), total_cost_incl_tax: decimal });
/** How far a cover may be from Lulu's dimensions: the trim tolerance we hold uploads to (0.5 mm). */
const COVER_TOLERANCE_PT = (0.5 / 25.4) * 72;
/** The one topic we subscribe to; anything else signed by Lulu is acknowledged and ignored. */
const JOB_STATUS_TOPIC = 'PRINT_JOB_STATUS_CHANGED';

export class LuluApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    what: string,
  ) {
    super(`Lulu refused to ${what} (HTTP ${status}): ${body.slice(0, 500)}`);
  }
}

/** Lulu's Print API over its documented HTTP interface (it publishes no Node SDK). */
export function createLuluPrintProvider(options: LuluOptions): PrintProvider {
  const doFetch = options.fetch ?? fetch;
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${options.clientKey}:${options.clientSecret}`).toString('base64');
    const response = await doFetch(`${options.apiUrl}${TOKEN_PATH}`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new LuluApiError(response.status, await response.text(), 'sign in');
    const parsed = tokenSchema.parse(await response.json());
    token = { value: parsed.access_token, expiresAt: Date.now() + parsed.expires_in * 1000 - TOKEN_MARGIN_MS };
    return token.value;
  }

  async function call(method: string, path: string, what: string, body?: unknown): Promise<unknown> {
    const send = async () =>
      doFetch(`${options.apiUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${await accessToken()}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    let response = await send();
    if (response.status === 401) {
      // The token was revoked or expired early: sign in again once.
      token = null;
      response = await send();
    }
    if (!response.ok) throw new LuluApiError(response.status, await response.text(), what);
    return response.json();
  }

  const getJob = async (providerJobId: string) =>
    stateOf(luluJobSchema.parse(await call('GET', `/print-jobs/${encodeURIComponent(providerJobId)}/`, 'read a print job')));

  return {
    name: 'lulu',
    getJob,
    async submit(request) {
      return refusedOn400(async () => stateOf(luluJobSchema.parse(await call('POST', '/print-jobs/', 'create a print job', printJobBody(request)))));
    },
    async preflight(request): Promise<PrintJobPreflight> {
      const [dimensions, cost] = await Promise.all([
        refusedOn400(async () => coverDimensionsSchema.parse(await call('POST', '/cover-dimensions/', 'size the cover', { pod_package_id: request.podPackageId, interior_page_count: request.pageCount, unit: 'pt' }))),
        refusedOn400(async () => costCalculationSchema.parse(await call('POST', '/print-job-cost-calculations/', 'price the print job', costCalculationBody(request)))),
      ]);
      const given = request.coverSizePt;
      if (Math.abs(given.width - dimensions.width) > COVER_TOLERANCE_PT || Math.abs(given.height - dimensions.height) > COVER_TOLERANCE_PT) {
        throw new PrintJobRefused(`the cover is ${points(given.width)} × ${points(given.height)} pt; Lulu needs ${points(dimensions.width)} × ${points(dimensions.height)} pt for ${request.podPackageId} with ${request.pageCount} pages`);
      }
      return { cost: { currency: cost.currency.toLowerCase(), amountMinor: Math.round(cost.total_cost_incl_tax * 100) } };
    },
    async check() {
      const list = jobListSchema.parse(await call('GET', '/print-jobs/?page_size=1', 'list print jobs'));
      return { ok: true, detail: `Lulu answered at ${options.apiUrl}: signed in, ${list.results.length === 0 ? 'no' : 'recent'} print jobs listed` };
    },
    async findJobForOrder(orderId) {
      const list = jobListSchema.parse(await call('GET', `/print-jobs/?search=${encodeURIComponent(orderId)}`, 'search print jobs'));
      const job = list.results.find((candidate) => candidate.external_id === orderId);
      return job ? stateOf(job) : null;
    },
    async cancel(providerJobId) {
      try {
        await call('PUT', `/print-jobs/${encodeURIComponent(providerJobId)}/status/`, 'cancel a print job', { name: 'CANCELED' });
      } catch (error) {
        // Lulu refuses to cancel a job already in production: the job's state says so.
        if (!(error instanceof LuluApiError && (error.status === 400 || error.status === 409))) throw error;
      }
      return getJob(providerJobId);
    },
    readWebhook(rawBody, signature) {
      const expected = createHmac('sha256', options.clientSecret).update(rawBody).digest();
      const given = Buffer.from((signature ?? '').trim().toLowerCase(), 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new InvalidPrintWebhookSignature('The Lulu-HMAC-SHA256 signature does not match the body');
      const event = webhookSchema.safeParse(JSON.parse(rawBody.toString('utf8')));
      const job = event.success && event.data.topic === JOB_STATUS_TOPIC ? luluJobSchema.safeParse(event.data.data) : null;
      return job?.success ? stateOf(job.data) : null;
    },
  };
}

/** 400 is Lulu's validation refusal: nothing was made, and the same request would be refused again. */
async function refusedOn400<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (error instanceof LuluApiError && error.status === 400) throw new PrintJobRefused(refusalReason(error.body));
    throw error;
  }
}

const points = (value: number) => value.toFixed(1);

/** Lulu's pattern for `phone_number`. */
const LULU_PHONE = /^\+?[\d\s\-./()]{8,20}$/;

/** Our levels in Lulu's words for the destination: Lulu's US ground service is GROUND_HD (home delivery). */
export function luluShippingLevel(level: PrintJobRequest['shippingLevel'], country: string): string {
  return level === 'GROUND' && country === 'US' ? 'GROUND_HD' : level;
}

/** The phone as Lulu takes it: international format (E.164), which also drops an extension. */
function luluPhone(phone: string, country: string): string {
  const parsed = parsePhoneNumberFromString(phone, country as CountryCode);
  const normalised = parsed?.isValid() ? parsed.number : phone.trim();
  if (!LULU_PHONE.test(normalised)) throw new PrintJobRefused(`shipping_address.phone_number: ${normalised} is not a phone number Lulu accepts`);
  return normalised;
}

/** Lulu's `state_code` is the subdivision part of the ISO 3166-2 code (US-CA → CA); anything else is left out. */
function luluStateCode(value: string, country: string): string | undefined {
  const match = /^([A-Z]{2})-([A-Z0-9]{1,3})$/.exec(value.trim().toUpperCase());
  return match && match[1] === country ? match[2] : undefined;
}

function shippingAddress(request: PrintJobRequest) {
  const { address } = request;
  const stateCode = luluStateCode(address.state_province_region, address.country);
  return {
    name: address.full_name,
    street1: address.address_line_1,
    ...(address.address_line_2 ? { street2: address.address_line_2 } : {}),
    city: address.city,
    ...(stateCode ? { state_code: stateCode } : {}),
    postcode: address.postal_code,
    country_code: address.country,
    phone_number: luluPhone(address.phone, address.country),
  };
}

/** Lulu's price for exactly the job we are about to make: product, pages, copies, destination and service. */
function costCalculationBody(request: PrintJobRequest) {
  return {
    line_items: [{ pod_package_id: request.podPackageId, page_count: request.pageCount, quantity: request.quantity }],
    shipping_address: shippingAddress(request),
    shipping_option: luluShippingLevel(request.shippingLevel, request.address.country),
  };
}

function printJobBody(request: PrintJobRequest) {
  const { address } = request;
  return {
    external_id: request.orderId,
    contact_email: request.contactEmail,
    shipping_level: luluShippingLevel(request.shippingLevel, address.country),
    shipping_address: {
      ...shippingAddress(request),
      ...(request.recipientEmail ? { email: request.recipientEmail } : {}),
    },
    line_items: [
      {
        external_id: request.orderId,
        title: request.title,
        quantity: request.quantity,
        printable_normalization: {
          pod_package_id: request.podPackageId,
          interior: { source_url: request.interiorUrl },
          cover: { source_url: request.coverUrl },
        },
      },
    ],
  };
}

const KNOWN_STATUSES = new Set<string>(PROVIDER_JOB_STATUSES);

function stateOf(job: LuluJob): ProviderJobState {
  const name = job.status.name.toUpperCase();
  // Lulu's ERROR comes with an expected delay and the job goes on (often to SHIPPED): a delay, never an end.
  const status: ProviderJobStatus = name === 'ERROR' ? 'PRODUCTION_DELAYED' : KNOWN_STATUSES.has(name) ? (name as ProviderJobStatus) : 'CREATED';
  return {
    providerJobId: job.id,
    orderId: job.external_id ?? null,
    status,
    message: messageOf(job.status.messages) ?? (KNOWN_STATUSES.has(name) ? null : `Lulu reports the status ${name}`),
    tracking: trackingOf(job),
    changedAt: job.status.changed ? new Date(job.status.changed) : null,
    ...(name === 'ERROR' ? { problem: true } : {}),
  };
}

/** A line's tracking, from its own fields or, as Lulu also sends it, from its status messages. */
function trackingOf(job: LuluJob): ProviderJobState['tracking'] {
  for (const line of job.line_items) {
    const found = line.tracking_id ? line : lineTrackingSchema.safeParse(line.status?.messages).data;
    if (found?.tracking_id) return { carrier: found.carrier_name ?? null, number: found.tracking_id, url: found.tracking_urls?.[0] ?? null };
  }
  return null;
}

/** Lulu's 400 names each refused field with its messages (`{"shipping_address": {"state_code": ["…"]}}`): one sentence of them. */
function refusalReason(body: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body.trim().slice(0, 500) || 'Lulu refused the print job without a reason';
  }
  const parts: string[] = [];
  const collect = (value: unknown, path: string) => {
    if (typeof value === 'string' && value.trim()) parts.push(path && path !== 'detail' ? `${path}: ${value.trim()}` : value.trim());
    else if (Array.isArray(value)) value.forEach((item) => collect(item, path));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) collect(item, /^\d+$/.test(key) ? path : path ? `${path}.${key}` : key);
  };
  collect(parsed, '');
  return parts.join('; ').slice(0, 500) || 'Lulu refused the print job without a reason';
}

/** Lulu's status messages come as a string, a list, or an object of strings; joined into one sentence. */
function messageOf(messages: unknown): string | null {
  const parts: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string' && value.trim()) parts.push(value.trim());
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(messages);
  return parts.length > 0 ? parts.join(' ') : null;
}
