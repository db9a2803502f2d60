import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrintOrder } from '@studio/contracts/print-orders';
import { apiClient } from '../../../lib/api-client';
import type { PrintOrderForm } from '../stores/print-order-store';
import type { BookRef } from '../utils/book-ref';
import { queryKeys } from '../../../lib/query-keys';

export interface PlaceOrderInput {
  book: BookRef;
  form: PrintOrderForm;
  /** One per placement: a retry after a lost answer gets the same order back, never a second one. */
  idempotencyKey: string;
}

export async function placePrintOrder({ book, form, idempotencyKey }: PlaceOrderInput): Promise<PrintOrder> {
  const body = {
    ...book.params,
    print_options: form.options,
    shipping_address: { ...form.address, country: form.country },
    shipping_level: form.shippingLevel,
    notes: form.notes,
    // Only a book made here has a read-aloud version; an uploaded book is never sent the option.
    ...(book.kind === 'story' && { read_aloud_qr: form.readAloudQr }),
  };
  const { data } = await apiClient.post<PrintOrder>('/api/v1/print-orders', body, { headers: { 'Idempotency-Key': idempotencyKey } });
  return data;
}

export function usePlacePrintOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: placePrintOrder, onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.printOrders.lists }) });
}
