import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { iso31662 } from 'iso-3166';
import { LocalHttpServer, readBody, sendJson } from './local-http-server';

export interface LuluJobRecord {
  id: number;
  external_id: string;
  body: LuluCreateBody;
  status: { name: string; messages: Record<string, string>; changed: string };
  line_items: Array<{ tracking_id: string | null; tracking_urls: string[]; carrier_name: string | null; status?: { name: string; messages: Record<string, unknown> } }>;
}

interface LuluCreateBody {
  external_id: string;
  contact_email: string;
  shipping_level: string;
  shipping_address: Record<string, string>;
  line_items: Array<{ external_id: string; title: string; quantity: number; printable_normalization: { pod_package_id: string; interior: { source_url: string }; cover: { source_url: string } } }>;
}

const CANCELLABLE = ['CREATED', 'UNPAID', 'PAYMENT_IN_PROGRESS', 'PRODUCTION_DELAYED', 'PRODUCTION_READY'];
/** Lulu's field rules, as its API documents them. */
const PHONE = /^\+?[\d\s\-./()]{8,20}$/;
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const STATE_REQUIRED = ['US', 'CA', 'AU', 'MX'];
const SHIPPING_LEVELS = ['MAIL', 'PRIORITY_MAIL', 'GROUND_HD', 'GROUND_BUS', 'GROUND', 'EXPEDITED', 'EXPRESS'];
const US_ONLY_LEVELS = ['GROUND_HD', 'GROUND_BUS'];
const isStateOf = (country: string, code: string) => iso31662.some((entry) => entry.parent === country && entry.code === `${country}-${code}`);

function addressErrors(body: LuluCreateBody): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const address = body.shipping_address ?? {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const country = address.country_code ?? '';
  if (address.phone_number && !PHONE.test(address.phone_number)) add('shipping_address.phone_number', 'Enter a valid phone number.');
  if (STATE_REQUIRED.includes(country) && !address.state_code) add('shipping_address.state_code', `A state code is required for ${country}.`);
  if (address.state_code && !isStateOf(country, address.state_code)) add('shipping_address.state_code', `${address.state_code} is not a valid state code for ${country}.`);
  if (!SHIPPING_LEVELS.includes(body.shipping_level)) add('shipping_level', `"${body.shipping_level}" is not a valid choice.`);
  else if (country === 'US' ? body.shipping_level === 'GROUND' : US_ONLY_LEVELS.includes(body.shipping_level)) add('shipping_level', `${body.shipping_level} is not available for ${country}.`);
  if (!EMAIL.test(body.contact_email ?? '')) add('contact_email', 'Enter a valid email address.');
  return errors;
}

const DOTTED_POD_PACKAGE = /^(\d{4})X(\d{4})\.(FC|BW)\.(STD|PRE)\.(PB|CW|SS|CO)\.\d{3}[A-Z]{2}(\d{3})\.(M|G)XX$/;

/** Lulu's page counts per binding (its product specifications). */
const PAGE_RANGES: Record<string, { min: number; max: number; multipleOf: number }> = {
  PB: { min: 32, max: 800, multipleOf: 2 },
  CW: { min: 24, max: 800, multipleOf: 2 },
  SS: { min: 4, max: 48, multipleOf: 4 },
  CO: { min: 2, max: 470, multipleOf: 2 },
};
/** Lulu's casewrap spine table (Book Creation Guide, "Spine Width Calculations"): last page of each range → inches. */
const CASEWRAP_SPINES: Array<[number, number]> = [
  [84, 0.25], [140, 0.5], [168, 0.625], [194, 0.688], [222, 0.75], [250, 0.813], [278, 0.875], [306, 0.938], [334, 1.0], [360, 1.063],
  [388, 1.125], [416, 1.188], [444, 1.25], [472, 1.313], [500, 1.375], [528, 1.438], [556, 1.5], [582, 1.563], [610, 1.625], [638, 1.688],
  [666, 1.75], [694, 1.813], [722, 1.875], [750, 1.938], [778, 2.0], [799, 2.063], [800, 2.125],
];
const BLEED_IN = 0.125;
const CASEWRAP_WRAP_IN = 0.75;
/** Lulu's pod_package_id trims are hundredths of an inch, except the metric ones it sizes exactly. */
const METRIC_TRIMS_IN: Record<string, [number, number]> = { '0827X1169': [210 / 25.4, 297 / 25.4], '0583X0827': [148 / 25.4, 210 / 25.4] };

/** What Lulu's `/cover-dimensions/` computes, in inches, or why it refuses. */
export function luluCoverInches(podPackageId: string, pages: number): { width: number; height: number } | string {
  const match = DOTTED_POD_PACKAGE.exec(podPackageId);
  if (!match) return 'Invalid pod_package_id';
  const [, w, h, , , binding, ppi] = match as unknown as [string, string, string, string, string, string, string];
  const range = PAGE_RANGES[binding]!;
  if (!Number.isInteger(pages) || pages < range.min || pages > range.max || pages % range.multipleOf !== 0) return `interior_page_count ${pages} is not possible for ${binding}`;
  const [trimW, trimH] = METRIC_TRIMS_IN[`${w}X${h}`] ?? [Number(w) / 100, Number(h) / 100];
  if (binding === 'CW') {
    const spine = CASEWRAP_SPINES.find(([last]) => pages <= last)![1];
    const edge = CASEWRAP_WRAP_IN + BLEED_IN;
    return { width: 2 * edge + 2 * trimW + spine, height: 2 * edge + trimH };
  }
  const spine = binding === 'PB' ? pages / Number(ppi) + 0.06 : 0;
  return { width: 2 * BLEED_IN + 2 * trimW + spine, height: 2 * BLEED_IN + trimH };
}

/**
 * A local server speaking the parts of Lulu's Print API our adapter uses: client-credentials OAuth at
 * the glasstree realm, print jobs (create, read, search, cancel via status) with Lulu's validation of
 * what matters, and signed PRINT_JOB_STATUS_CHANGED webhooks.
 */
export class FakeLulu extends LocalHttpServer {
  readonly jobs: LuluJobRecord[] = [];
  readonly requests: Array<{ method: string; path: string }> = [];
  private tokens = new Set<string>();
  private nextId = 1000;
  /** The next create records the job, then answers 502: as if the connection broke after Lulu made it. */
  loseNextCreateResponse = false;
  /** The next create is refused with this 400 body, as Lulu refuses a job it will not make. */
  refuseNextCreate: Record<string, unknown> | null = null;
  /** Lulu's cover dimensions changed (a new spine table, a new paper): it answers this size, in points, instead. */
  coverDimensionsOverride: { width: number; height: number } | null = null;
  /** The price Lulu quotes for any job, instead of the one computed from the job. */
  costOverride: { currency: string; total: string } | null = null;

  constructor(
    private readonly clientKey: string,
    private readonly clientSecret: string,
  ) {
    super();
  }

  job(id: string | number): LuluJobRecord {
    const job = this.jobs.find((candidate) => String(candidate.id) === String(id));
    if (!job) throw new Error(`No Lulu job ${id}`);
    return job;
  }

  /** Moves a job on as Lulu's production would, optionally with tracking or a message. */
  setStatus(
    id: string | number,
    name: string,
    extra: { tracking?: { id: string; url: string; carrier: string }; trackingInLineStatus?: boolean; message?: string; changed?: Date } = {},
  ): void {
    const job = this.job(id);
    job.status = { name, messages: extra.message ? { info: extra.message } : {}, changed: (extra.changed ?? new Date()).toISOString() };
    const { tracking } = extra;
    if (!tracking) return;
    // Lulu puts a shipped line's tracking on the line, or only in the line's status messages.
    job.line_items = job.line_items.map(() =>
      extra.trackingInLineStatus
        ? { tracking_id: null, tracking_urls: [], carrier_name: null, status: { name, messages: { tracking_id: tracking.id, tracking_urls: [tracking.url], carrier_name: tracking.carrier } } }
        : { tracking_id: tracking.id, tracking_urls: [tracking.url], carrier_name: tracking.carrier },
    );
  }

  /** A signed event of another topic than print job status changes. */
  otherEvent(topic: string): { body: string; signature: string } {
    const body = JSON.stringify({ topic, data: { id: 'webhook-test', message: 'Lulu sends this to test the subscription' } });
    return { body, signature: createHmac('sha256', this.clientSecret).update(body).digest('hex') };
  }

  /** The webhook Lulu would send for the job's current state, signed with the API secret. */
  webhook(id: string | number, secret = this.clientSecret): { body: string; signature: string } {
    const body = JSON.stringify({ topic: 'PRINT_JOB_STATUS_CHANGED', data: this.view(this.job(id)) });
    return { body, signature: createHmac('sha256', secret).update(body).digest('hex') };
  }

  protected async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://lulu.local');
    this.requests.push({ method: request.method ?? 'GET', path: url.pathname });
    const body = await readBody(request);
    if (url.pathname === '/auth/realms/glasstree/protocol/openid-connect/token' && request.method === 'POST') return this.token(request, body, response);
    if (!this.tokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''))) return sendJson(response, 401, { detail: 'Authentication credentials were not provided.' });
    if (url.pathname === '/print-jobs/' && request.method === 'POST') return this.create(JSON.parse(body.toString('utf8')) as LuluCreateBody, response);
    if (url.pathname === '/cover-dimensions/' && request.method === 'POST') return this.coverDimensions(JSON.parse(body.toString('utf8')) as Record<string, unknown>, response);
    if (url.pathname === '/print-job-cost-calculations/' && request.method === 'POST') return this.costCalculation(JSON.parse(body.toString('utf8')) as Record<string, unknown>, response);
    if (url.pathname === '/print-jobs/' && request.method === 'GET') {
      const search = url.searchParams.get('search') ?? '';
      const results = this.jobs.filter((job) => job.external_id.includes(search)).map((job) => this.view(job));
      return sendJson(response, 200, { count: results.length, next: null, previous: null, results });
    }
    const statusMatch = /^\/print-jobs\/(\d+)\/status\/$/.exec(url.pathname);
    if (statusMatch && request.method === 'PUT') return this.cancel(statusMatch[1]!, JSON.parse(body.toString('utf8')) as { name: string }, response);
    const jobMatch = /^\/print-jobs\/(\d+)\/$/.exec(url.pathname);
    if (jobMatch && request.method === 'GET') {
      const job = this.jobs.find((candidate) => String(candidate.id) === jobMatch[1]);
      return job ? sendJson(response, 200, this.view(job)) : sendJson(response, 404, { detail: 'Not found.' });
    }
    sendJson(response, 404, { detail: 'Not found.' });
  }

  private token(request: IncomingMessage, body: Buffer, response: ServerResponse): void {
    const expected = `Basic ${Buffer.from(`${this.clientKey}:${this.clientSecret}`).toString('base64')}`;
    if (request.headers.authorization !== expected || body.toString('utf8') !== 'grant_type=client_credentials') {
      return sendJson(response, 401, { error: 'unauthorized_client', error_description: 'Invalid client credentials' });
    }
    const token = `token-${this.tokens.size + 1}`;
    this.tokens.add(token);
    sendJson(response, 200, { access_token: token, expires_in: 3600, token_type: 'bearer' });
  }

  private create(body: LuluCreateBody, response: ServerResponse): void {
    if (this.refuseNextCreate) {
      const refusal = this.refuseNextCreate;
      this.refuseNextCreate = null;
      return sendJson(response, 400, refusal);
    }
    const errors = addressErrors(body);
    const item = body.line_items?.[0];
    if (!item || !DOTTED_POD_PACKAGE.test(item.printable_normalization?.pod_package_id ?? '')) errors.pod_package_id = ['Invalid pod_package_id'];
    for (const field of ['name', 'street1', 'city', 'postcode', 'country_code', 'phone_number']) if (!body.shipping_address?.[field]) (errors.shipping_address ??= []).push(`${field} is required`);
    if (!item?.printable_normalization.interior.source_url.startsWith('http') || !item.printable_normalization.cover.source_url.startsWith('http')) errors.source_url = ['Files must be URLs'];
    if (Object.keys(errors).length > 0) return sendJson(response, 400, errors);
    const job: LuluJobRecord = {
      id: this.nextId++,
      external_id: body.external_id,
      body,
      status: { name: 'CREATED', messages: {}, changed: new Date().toISOString() },
      line_items: body.line_items.map(() => ({ tracking_id: null, tracking_urls: [], carrier_name: null })),
    };
    this.jobs.push(job);
    if (this.loseNextCreateResponse) {
      this.loseNextCreateResponse = false;
      return sendJson(response, 502, { detail: 'Bad gateway' });
    }
    sendJson(response, 201, this.view(job));
  }

  private coverDimensions(body: Record<string, unknown>, response: ServerResponse): void {
    const unit = body.unit ?? 'pt';
    if (!['pt', 'mm', 'inch'].includes(String(unit))) return sendJson(response, 400, { unit: [`"${String(unit)}" is not a valid choice.`] });
    if (typeof body.interior_page_count !== 'number') return sendJson(response, 400, { interior_page_count: ['A valid integer is required.'] });
    const inches = luluCoverInches(String(body.pod_package_id ?? ''), body.interior_page_count);
    if (typeof inches === 'string') return sendJson(response, 400, { detail: inches });
    const points = this.coverDimensionsOverride ?? { width: inches.width * 72, height: inches.height * 72 };
    const scale = unit === 'pt' ? 1 : unit === 'mm' ? 25.4 / 72 : 1 / 72;
    sendJson(response, 201, { width: (points.width * scale).toFixed(3), height: (points.height * scale).toFixed(3), unit });
  }

  private costCalculation(body: Record<string, unknown>, response: ServerResponse): void {
    const items = body.line_items as Array<{ pod_package_id?: string; page_count?: number; quantity?: number }> | undefined;
    const address = body.shipping_address as Record<string, string> | undefined;
    if (!Array.isArray(items) || items.length === 0 || !address || typeof body.shipping_option !== 'string') {
      return sendJson(response, 400, { detail: 'line_items, shipping_address and shipping_option are required' });
    }
    const errors = addressErrors({ shipping_level: body.shipping_option, shipping_address: address, contact_email: 'merchant@example.com' } as LuluCreateBody);
    items.forEach((item, index) => {
      const cover = luluCoverInches(item.pod_package_id ?? '', item.page_count ?? NaN);
      if (typeof cover === 'string') (errors[`line_items.${index}`] ??= []).push(cover);
      if (!Number.isInteger(item.quantity) || item.quantity! < 1) (errors[`line_items.${index}.quantity`] ??= []).push('Ensure this value is greater than or equal to 1.');
    });
    if (Object.keys(errors).length > 0) return sendJson(response, 400, errors);
    // A made-up but job-shaped price: per copy a base and a cost per page, then shipping.
    const total = items.reduce((sum, item) => sum + item.quantity! * (2.5 + 0.02 * item.page_count!), 4.99);
    const cost = this.costOverride ?? { currency: 'USD', total: total.toFixed(2) };
    sendJson(response, 201, { currency: cost.currency, total_cost_excl_tax: cost.total, total_cost_incl_tax: cost.total, total_tax: '0.00', shipping_address: address, line_item_costs: [], fees: [] });
  }

  private cancel(id: string, body: { name: string }, response: ServerResponse): void {
    const job = this.jobs.find((candidate) => String(candidate.id) === id);
    if (!job) return sendJson(response, 404, { detail: 'Not found.' });
    if (body.name !== 'CANCELED') return sendJson(response, 400, { name: ['Only CANCELED can be set'] });
    if (!CANCELLABLE.includes(job.status.name)) return sendJson(response, 400, { detail: `A print job in status ${job.status.name} cannot be canceled` });
    this.setStatus(job.id, 'CANCELED');
    sendJson(response, 200, job.status);
  }

  private view(job: LuluJobRecord) {
    return { id: job.id, external_id: job.external_id, status: job.status, line_items: job.line_items, shipping_level: job.body.shipping_level };
  }
}
