import type { ProviderCheck } from '../payments/payment-provider';
import type { ShippingLevel } from '@studio/contracts/print-options';
import type { ShippingAddress } from '@studio/contracts/shipping-address';

/** Lulu's print-job states (its prose also names DELIVERED); the manual provider uses the same words. */
export const PROVIDER_JOB_STATUSES = [
  'CREATED',
  'UNPAID',
  'PAYMENT_IN_PROGRESS',
  'PRODUCTION_DELAYED',
  'PRODUCTION_READY',
  'IN_PRODUCTION',
  'SHIPPED',
  'DELIVERED',
  'REJECTED',
  'CANCELED',
] as const;
export type ProviderJobStatus = (typeof PROVIDER_JOB_STATUSES)[number];

export interface PrintJobRequest {
  /** Our order id: the provider's `external_id`, so a job can be found again. */
  orderId: string;
  title: string;
  podPackageId: string;
  quantity: number;
  /** Interior pages as printed (after padding). */
  pageCount: number;
  /** Signed, expiring URLs the provider downloads the print files from. */
  interiorUrl: string;
  coverUrl: string;
  shippingLevel: ShippingLevel;
  address: ShippingAddress;
  /** The shop's own address (Lulu's `contact_email`): the printer writes to the merchant, not the customer. */
  contactEmail: string;
  /** The customer's, for the carrier's delivery notices; empty once their account is gone. */
  recipientEmail: string;
  /** The cover file's page as made (points, bleed included): checked against the printer's own dimensions before submitting. */
  coverSizePt: { width: number; height: number };
  /** What the customer paid for the order (minor units), to compare with the printer's cost. */
  paid: { amountMinor: number; currency: string };
}

/** The printer's answer before a job is made: its price for the job, when it gives one in the order's currency. */
export interface PrintJobPreflight {
  cost: { amountMinor: number; currency: string } | null;
}

export interface ProviderTracking {
  carrier: string | null;
  number: string;
  url: string | null;
}

export interface ProviderJobState {
  providerJobId: string;
  /** The order id we gave the job (Lulu's `external_id`), when the provider reports it. */
  orderId: string | null;
  status: ProviderJobStatus;
  /** The provider's words on why (a rejection, a delay), if any. */
  message: string | null;
  tracking: ProviderTracking | null;
  /** When the provider says the state changed (webhooks carry it), for applying events in order. */
  changedAt: Date | null;
  /** The provider reports trouble with the job that it expects to overcome (Lulu's ERROR): an administrator should know. */
  problem?: boolean;
}

export class InvalidPrintWebhookSignature extends Error {}

/** The provider refused the job as sent (Lulu's 400): sending it again cannot succeed. `reason` is the provider's, in words. */
export class PrintJobRefused extends Error {
  constructor(readonly reason: string) {
    super(`The printer refused the print job: ${reason}`);
  }
}

export type PrintProviderName = 'manual' | 'lulu';

/** Someone who prints and ships the books. `manual` (default: an administrator moves orders on) and `lulu`. */
export interface PrintProvider {
  readonly name: PrintProviderName;
  /** Makes the job; throws PrintJobRefused when the provider refuses what was sent. */
  submit(request: PrintJobRequest): Promise<ProviderJobState>;
  /** Asks the provider, before submitting, what it would refuse (throws PrintJobRefused, e.g. a cover of the wrong size) and what the job costs. Absent when the provider has nothing to ask. */
  preflight?(request: PrintJobRequest): Promise<PrintJobPreflight>;
  getJob(providerJobId: string): Promise<ProviderJobState>;
  /** The job made for our order, if one was made: how a submission cut off before its id was saved is recovered. */
  findJobForOrder(orderId: string): Promise<ProviderJobState | null>;
  /** Asks the provider to cancel; resolves with the job's state after asking (CANCELED when it agreed). */
  cancel(providerJobId: string): Promise<ProviderJobState>;
  /** Verifies and reads a status webhook; throws InvalidPrintWebhookSignature; null for a signed event that is not about a print job. Absent when the provider sends none. */
  readWebhook?(rawBody: Buffer, signature: string | undefined): ProviderJobState | null;
  /** A real round trip to the provider, for the back office's "send a test". */
  check(): Promise<ProviderCheck>;
}
