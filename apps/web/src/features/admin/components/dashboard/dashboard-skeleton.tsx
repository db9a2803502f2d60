import { Skeleton } from '../../../../components/ui/skeleton';

/** The dashboard's shape while its figures load. */
export function DashboardSkeleton() {
  return (
    <div role="status" aria-label="Loading the dashboard" className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} className="h-36 rounded-3xl" />
        ))}
      </div>
      <ChartsSkeleton />
    </div>
  );
}

export function ChartsSkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Skeleton className="h-80 rounded-3xl" />
      <Skeleton className="h-80 rounded-3xl" />
    </div>
  );
}
