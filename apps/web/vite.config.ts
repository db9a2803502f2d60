import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { PRODUCT_NAME } from '@studio/contracts/constants';
import { precompress } from './precompress-plugin';
import { preloadFonts } from './preload-fonts-plugin';
import { zodAlias } from './zod-alias';

/** Paths the API process answers; in development Vite forwards them so the SPA stays same-origin. */
const API_PATHS = ['/api', '/jobs', '/healthz', '/health', '/export-pdf', '/generate-image', '/characters', '/openapi.json', '/docs'];
const API_ORIGIN = 'http://localhost:3000';

// A build is always the production build, whatever NODE_ENV the shell has (the README's development
// default included): React's development bundle is several times larger and slower.
if (process.argv.includes('build')) process.env.NODE_ENV = 'production';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    { name: 'product-name', transformIndexHtml: (html) => html.replaceAll('%PRODUCT_NAME%', PRODUCT_NAME) },
    ...(isSsrBuild ? [] : [precompress(), preloadFonts()]),
  ],
  resolve: { alias: [zodAlias] },
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_PATHS.map((path) => [path, { target: API_ORIGIN, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/web-bundle.bench.ts reads the manifest to measure the landing route's initial JavaScript.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
  },
  // The server bundle (src/prerender.tsx → dist/.server) carries its dependencies: the workspace
  // packages are TypeScript sources Node cannot import as they are.
  ssr: { noExternal: true },
}));
