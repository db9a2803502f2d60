import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PricingResponse } from '@studio/contracts/print-orders';
import { apiClient } from '../../../lib/api-client';
import type { BookRef } from '../utils/book-ref';
import type { PrintOrderForm } from '../stores/print-order-store';
import { queryKeys } from '../../../lib/query-keys';

export type QuoteInput = Pick<PrintOrderForm, 'options' | 'country' | 'shippingLevel'>;

export async function getPrintQuote(book: BookRef, input: QuoteInput): Promise<PricingResponse> {
  const params = { ...book.params, ...input.options, country: input.country, shipping_level: input.shippingLevel };
  const { data } = await apiClient.get<PricingResponse>('/api/v1/pricing', { params });
  return data;
}

/** The live price: the last answer stays on screen while a changed option is priced. */
export function usePrintQuote(book: BookRef, input: QuoteInput) {
  return useQuery({
    queryKey: queryKeys.printOrders.quote(book.params, input),
    queryFn: () => getPrintQuote(book, input),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}
