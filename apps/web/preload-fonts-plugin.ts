import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload">` for the built fonts to index.html: the browser fetches them with the CSS
 * instead of after it, so headings swap to the display face (font-display: swap) sooner.
 */
export function preloadFonts(): Plugin {
  return {
    name: 'preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.keys(context.bundle ?? {}).filter((file) => /\.(woff2?|ttf)$/.test(file));
        return fonts.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: file.endsWith('.ttf') ? 'font/ttf' : `font/${file.split('.').pop()}`, crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
