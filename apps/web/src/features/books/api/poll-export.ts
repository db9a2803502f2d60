import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';

const EXPORT_POLL_MS = 600;

const isSettled = (exported: { status: string } | undefined) => exported?.status === 'ready' || exported?.status === 'failed';

/** An export of the book, asked again every `EXPORT_POLL_MS` until it is ready or has failed; nothing is asked before it exists. */
export function usePolledExport<Exported extends { status: string }>(queryKey: QueryKey, exportId: string | null, getExport: (exportId: string) => Promise<Exported>) {
  return useQuery({
    ...queryOptions({ queryKey, queryFn: () => getExport(exportId ?? '') }),
    enabled: Boolean(exportId),
    refetchInterval: (query) => (isSettled(query.state.data) ? false : EXPORT_POLL_MS),
  });
}
