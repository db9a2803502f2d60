import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app/app';
import { routes } from './app/routes';
import { startSession } from './app/start-session';
import { registerNavigator } from './lib/navigation';
import { createQueryClient } from './lib/query-client';
import './index.css';

const router = createBrowserRouter(routes);
registerNavigator((path) => router.navigate(path));
void startSession();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <App router={router} queryClient={createQueryClient()} />
  </StrictMode>,
);
