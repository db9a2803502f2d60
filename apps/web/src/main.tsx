import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './app/app';
import { seedPublicDataFromPage } from './app/public-data';
import { routes } from './app/routes';
import { startSession } from './app/start-session';
import { releaseEarlyClicks } from './lib/early-clicks';
import { registerNavigator } from './lib/navigation';
import { createQueryClient } from './lib/query-client';

const router = createBrowserRouter(routes);
registerNavigator((path) => router.navigate(path));
void startSession();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
seedPublicDataFromPage(queryClient);
const app = (
  <StrictMode>
    <App queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);
// Public pages arrive rendered (see prerender.tsx): React takes over that HTML instead of drawing it
// again, as a transition so the work yields to the browser between components instead of blocking it.
if (rootElement.hasChildNodes()) {
  startTransition(() => void hydrateRoot(rootElement, app));
  // RoutedOutlet gives held clicks back once the page has been taken over; this is only the backstop.
  setTimeout(releaseEarlyClicks, 10_000);
} else {
  createRoot(rootElement).render(app);
  releaseEarlyClicks();
}
