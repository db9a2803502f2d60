import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App } from './app/app';
import { routes } from './app/routes';
import { startSession } from './app/start-session';
import { seedBrandFromPage } from './lib/brand-query';
import { registerNavigator } from './lib/navigation';
import { createQueryClient } from './lib/query-client';
import './index.css';

const router = createBrowserRouter(routes);
registerNavigator((path) => router.navigate(path));
void startSession();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
seedBrandFromPage(queryClient);
const app = (
  <StrictMode>
    <App queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);
// Public pages arrive rendered (see prerender.tsx): React takes over that HTML instead of drawing it again.
if (rootElement.hasChildNodes()) hydrateRoot(rootElement, app);
else createRoot(rootElement).render(app);
