import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RenderPage } from '@studio/contracts/site-routes';
import { App } from './app/app';
import { pageDocument } from './app/meta/page-document';
import { seedPublicData } from './app/public-data';
import { routes } from './app/routes';
import { createQueryClient } from './lib/query-client';

/**
 * The server bundle's entry (built to dist/.server/prerender.js): renders a public page as a visitor
 * sees it before any script runs, lazy pages included, for the browser to hydrate.
 */
export const renderPage: RenderPage = async ({ path, template, data, publicUrl }) => {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, publicUrl)));
  if (context instanceof Response) throw new Error(`${path} answers a redirect, not a page`);
  const queryClient = createQueryClient();
  seedPublicData(queryClient, data);
  const { prelude } = await prerender(
    <StrictMode>
      <App queryClient={queryClient}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </App>
    </StrictMode>,
    // One document, every boundary inline: React would otherwise move large parts out behind inline
    // scripts, which the Content-Security-Policy (script-src 'self') does not run.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const html = await new Response(prelude).text();
  return pageDocument({ template, path, html, data, publicUrl });
};
