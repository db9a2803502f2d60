import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { RouterProvider, type DataRouter } from 'react-router';
import { lazyComponent } from './lazy-component';

/** Toasts only ever follow a user action, so their code can arrive after the first paint. */
const Toaster = lazyComponent(() => import('../components/ui/toaster'), 'Toaster');

export function App({ router, queryClient }: { router: DataRouter; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
