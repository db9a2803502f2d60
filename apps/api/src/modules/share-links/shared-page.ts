import escapeHtml from 'escape-html';
import { PRODUCT_NAME } from '@studio/contracts/constants';
import { sharedBookPath } from '@studio/contracts/share-links';
import type { AppContext } from '../../app-context';
import { sharedBookPreview } from './shared-book';

const DESCRIPTION = 'A picture book was shared with you. Open it to turn the pages and hear it read aloud.';

const meta = (key: 'name' | 'property', id: string, content: string) => `<meta ${key}="${escapeHtml(id)}" content="${escapeHtml(content)}">`;

/**
 * The web app's index.html for `/read/{token}`, with the book's own title and share tags (the cover
 * as the preview picture) so a messaging app shows the book; never indexed, and no Referer leaves the
 * page carrying the token. A link that no longer works answers 404 with a title that says so; the app
 * then shows its friendly page.
 */
export async function sharedPageDocument(context: AppContext, template: string, token: string): Promise<{ status: 200 | 404; html: string }> {
  const preview = await sharedBookPreview(context, token);
  const origin = context.config.publicUrl;
  const title = preview ? `${preview.title} | ${PRODUCT_NAME}` : `This book link no longer works | ${PRODUCT_NAME}`;
  const tags = [meta('name', 'robots', 'noindex, nofollow'), meta('name', 'referrer', 'no-referrer')];
  if (preview) {
    tags.push(
      meta('name', 'description', DESCRIPTION),
      meta('property', 'og:type', 'book'),
      meta('property', 'og:site_name', PRODUCT_NAME),
      meta('property', 'og:title', preview.title),
      meta('property', 'og:description', DESCRIPTION),
      meta('property', 'og:url', `${origin}${sharedBookPath(token)}`),
      meta('name', 'twitter:card', preview.cover ? 'summary_large_image' : 'summary'),
      meta('name', 'twitter:title', preview.title),
    );
    if (preview.cover) {
      const image = `${origin}${preview.cover.url}`;
      tags.push(
        meta('property', 'og:image', image),
        meta('property', 'og:image:width', String(preview.cover.width)),
        meta('property', 'og:image:height', String(preview.cover.height)),
        meta('property', 'og:image:alt', `The cover of ${preview.title}`),
        meta('name', 'twitter:image', image),
      );
    }
  }
  const html = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/\s*<meta name="(description|robots)"[^>]*>/g, '')
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
  return { status: preview ? 200 : 404, html };
}
