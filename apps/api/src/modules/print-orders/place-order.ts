import { createHash } from 'node:crypto';
import type { PrintOrder, PrintOrderCreate } from '@studio/contracts/print-orders';
import type { AppContext } from '../../app-context';
import { SUBDIVISION_COUNTRIES } from '@studio/contracts/shipping-address';
import { AppError, badRequest, invalidField } from '../../errors/app-error';
import { isSubdivisionOf } from '../../infra/print/subdivisions';
import { readCustomer } from '../auth/customer-cache';
import { createPrintedBookLink } from '../share-links/printed-book-link';
import { startPayment } from '../payments/start-payment';
import { readPriceList } from './price-list';
import { printableBook, type BookSource } from './printable-book';
import { quoteBook } from './quotes';
import { findOrderByIdempotencyKey, insertOrderEvent, insertOrderOnce, updateOrder, type PrintOrderRow } from './repo';
import { orderView } from './orders';
import { unpaidOrderWindowHours } from './payment-window';

const MAX_KEY_LENGTH = 255;

function requestHash(body: PrintOrderCreate): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

function checkIdempotencyKey(key: string | undefined): string {
  const trimmed = key?.trim();
  if (!trimmed) throw badRequest('Send an Idempotency-Key header (any unique value, such as a UUID) so a repeated request cannot order twice', 'idempotency_key_required');
  if (trimmed.length > MAX_KEY_LENGTH) throw badRequest(`The Idempotency-Key header must be at most ${MAX_KEY_LENGTH} characters`, 'idempotency_key_invalid');
  return trimmed;
}

/** The contract checks a subdivision's form; here it must be one of the country's (the printer refuses any other). */
function checkSubdivision(address: PrintOrderCreate['shipping_address']): void {
  if (SUBDIVISION_COUNTRIES.includes(address.country) && !isSubdivisionOf(address.country, address.state_province_region)) {
    throw invalidField('shipping_address.state_province_region', `${address.state_province_region} is not a state, province or territory of this country`);
  }
}

/**
 * Places an order: the server prices it itself and freezes the quote on it, then opens the checkout.
 * The same key and body answer the same order; the same key with another body is refused.
 */
export async function placeOrder(context: AppContext, customerId: string, idempotencyKeyHeader: string | undefined, body: PrintOrderCreate): Promise<PrintOrder> {
  const idempotencyKey = checkIdempotencyKey(idempotencyKeyHeader);
  checkSubdivision(body.shipping_address);
  const hash = requestHash(body);
  const earlier = await findOrderByIdempotencyKey(context.db, customerId, idempotencyKey);
  if (earlier) return replay(context, customerId, earlier, hash);

  const source: BookSource = body.story_id ? { storyId: body.story_id } : { uploadedBookId: body.uploaded_book_id! };
  const book = await printableBook(context, customerId, source);
  // After the book is found to be theirs: another customer's id answers 404 whatever else is asked.
  if (source.uploadedBookId && body.read_aloud_qr) throw invalidField('read_aloud_qr', 'An uploaded book has no read-aloud version, so its cover cannot carry the QR code');
  const quote = quoteBook(context, book, { options: body.print_options, country: body.shipping_address.country, shippingLevel: body.shipping_level }, await readPriceList(context.db));
  const now = context.clock.now();
  const withReadAloudCode = Boolean(book.story) && body.read_aloud_qr !== false;
  // The printed link shows the author the cover prints.
  const author = withReadAloudCode ? ((await readCustomer(context, customerId))?.fullName ?? null) : null;
  const placed = await context.db.transaction(async (tx) => {
    const order = await insertOrderOnce(tx, {
      customerId,
      storyId: book.story?.id ?? null,
      uploadedBookId: source.uploadedBookId ?? null,
      title: book.title,
      printOptions: quote.print_options,
      shippingAddress: body.shipping_address,
      shippingLevel: body.shipping_level,
      notes: body.notes,
      quote,
      totalCents: quote.total,
      currency: quote.currency,
      idempotencyKey,
      requestHash: hash,
      createdAt: now,
      updatedAt: now,
    });
    if (!order) return order;
    await insertOrderEvent(tx, { orderId: order.id, fromStatus: null, toStatus: 'pending_payment', source: 'customer', reason: null, createdAt: now });
    if (!withReadAloudCode || !book.story) return order;
    const readAloudLinkId = await createPrintedBookLink(tx, { customerId, storyId: book.story.id, label: printedBookLabel(order.id, now), author, now });
    return updateOrder(tx, order.id, { readAloudLinkId });
  });
  // Lost a race with the same key: answer what the winner placed.
  if (!placed) return replay(context, customerId, (await findOrderByIdempotencyKey(context.db, customerId, idempotencyKey))!, hash);
  return withCheckout(context, customerId, placed);
}

/** The printed book's link in the owner's list: which order it is for. */
const printedBookLabel = (orderId: string, placedAt: Date) => `Printed book, order ${orderId.slice(0, 8)} of ${placedAt.toISOString().slice(0, 10)}`;

async function replay(context: AppContext, customerId: string, order: PrintOrderRow, hash: string): Promise<PrintOrder> {
  if (order.requestHash !== hash) {
    throw new AppError('idempotency_key_reused', 422, 'This Idempotency-Key was already used for a different order; use a new key for a new order');
  }
  return order.paymentId || order.status !== 'pending_payment' ? orderView(context, order) : withCheckout(context, customerId, order);
}

/** Opens the checkout for an unpaid order (again, if the provider failed the first time). */
async function withCheckout(context: AppContext, customerId: string, order: PrintOrderRow): Promise<PrintOrder> {
  const { quote } = order;
  const started = await startPayment(context, {
    customerId,
    purpose: 'print_order',
    description: `Printed book “${order.title}” × ${quote.print_options.quantity}`,
    amountCents: quote.total,
    currency: quote.currency,
    returnPath: `/order-confirmation/${order.id}`,
    // The sweep cancels the order once this window has passed; the checkout closes with it.
    payableUntil: new Date(context.clock.now().getTime() + (await unpaidOrderWindowHours(context)) * 3_600_000),
  });
  return orderView(context, await updateOrder(context.db, order.id, { paymentId: started.payment_id, checkoutUrl: started.checkout_url }));
}

