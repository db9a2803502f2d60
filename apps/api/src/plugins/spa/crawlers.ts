import { PUBLIC_PAGES } from '@studio/contracts/site-routes';

/** Tells crawlers what to index: the public pages, never the signed-in app, the admin area or the API. */
export function robotsTxt(publicUrl: string): string {
  const disallow = ['/api/', '/admin', '/dashboard', '/book/', '/orders', '/profile', '/checkout/', '/media/'];
  return `User-agent: *\n${disallow.map((path) => `Disallow: ${path}`).join('\n')}\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}

export function sitemapXml(publicUrl: string): string {
  const urls = PUBLIC_PAGES.map((path) => `  <url><loc>${publicUrl}${path === '/' ? '/' : path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
