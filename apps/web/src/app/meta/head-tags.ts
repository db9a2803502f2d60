import { PRODUCT_NAME } from '@studio/contracts/constants';
import { pageMetaFor, SHARE_IMAGE } from './page-meta';

/** One `<meta>` or `<link>` of the document head; `key` names the attribute that identifies it. */
export interface HeadTag {
  tag: 'meta' | 'link';
  key: 'name' | 'property' | 'rel';
  attributes: Record<string, string>;
}

const meta = (key: 'name' | 'property', id: string, content: string): HeadTag => ({ tag: 'meta', key, attributes: { [key]: id, content } });

/**
 * The title and head tags of a page: description, robots, and for public pages the canonical link,
 * Open Graph and Twitter tags with the share picture. The prerendered HTML and the browser's route
 * changes both take them from here.
 */
export function headFor(path: string, origin: string): { title: string; tags: HeadTag[] } {
  const { meta: page, indexable } = pageMetaFor(path);
  const tags = [meta('name', 'description', page.description), meta('name', 'robots', indexable ? 'index, follow' : 'noindex')];
  if (indexable) {
    const url = `${origin}${path}`;
    const image = `${origin}${SHARE_IMAGE.path}`;
    tags.push(
      { tag: 'link', key: 'rel', attributes: { rel: 'canonical', href: url } },
      meta('property', 'og:type', 'website'),
      meta('property', 'og:site_name', PRODUCT_NAME),
      meta('property', 'og:title', page.title),
      meta('property', 'og:description', page.description),
      meta('property', 'og:url', url),
      meta('property', 'og:image', image),
      meta('property', 'og:image:width', String(SHARE_IMAGE.width)),
      meta('property', 'og:image:height', String(SHARE_IMAGE.height)),
      meta('property', 'og:image:alt', SHARE_IMAGE.alt),
      meta('name', 'twitter:card', 'summary_large_image'),
      meta('name', 'twitter:title', page.title),
      meta('name', 'twitter:description', page.description),
      meta('name', 'twitter:image', image),
    );
  }
  return { title: page.title, tags };
}
