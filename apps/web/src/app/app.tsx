import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { lazyComponent } from './lazy-component';

/** Toasts only ever follow a user action, so their code can arrive after the first paint. */
const Toaster = lazyComponent(() => import('../components/ui/toaster'), 'Toaster');

/** The providers around the router: the browser's router in main.tsx, the static one when prerendering. */
export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
