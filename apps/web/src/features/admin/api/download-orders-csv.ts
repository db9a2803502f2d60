import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { orderListQuery, type OrderListParams } from '../utils/order-filters';

export const ORDERS_CSV_PATH = '/api/v1/admin/orders/export.csv';

/** The export's address for the filtered list (every page, same order). */
export function ordersCsvPath(list: OrderListParams): string {
  const query = new URLSearchParams(Object.entries(orderListQuery(list, { paged: false })).map(([name, value]) => [name, String(value)]));
  const search = query.toString();
  return search ? `${ORDERS_CSV_PATH}?${search}` : ORDERS_CSV_PATH;
}

/** The export needs the bearer header, so it is fetched and then saved, named for today. */
export function useDownloadOrdersCsv() {
  return useMutation({
    mutationFn: (list: OrderListParams) => downloadFile(ordersCsvPath(list), `orders-${new Date().toISOString().slice(0, 10)}.csv`),
  });
}
