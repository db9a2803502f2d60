import { BRAND_DATA_ELEMENT_ID } from '@studio/contracts/site-routes';
import type { Brand } from '@studio/contracts/settings';
import { headFor, type HeadTag } from './head-tags';

/** The attribute the browser's head updates look for; see use-document-head.ts. */
export const MANAGED_HEAD_ATTRIBUTE = 'data-page-head';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function serialise(tag: HeadTag): string {
  const attributes = Object.entries(tag.attributes)
    .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
    .join(' ');
  return `<${tag.tag} ${attributes} ${MANAGED_HEAD_ATTRIBUTE}>`;
}

/** Brand JSON inside a script element: `<` escaped so no value can close the element. */
function brandScript(brand: Brand): string {
  const json = JSON.stringify(brand).replace(/</g, '\\u003c');
  return `<script id="${BRAND_DATA_ELEMENT_ID}" type="application/json">${json}</script>`;
}

interface PageDocumentInput {
  template: string;
  path: string;
  /** The page's content as React rendered it. */
  html: string;
  brand: Brand;
  publicUrl: string;
}

/** Fills the built index.html: the page's title and head tags, its content in the root, and the brand it shows. */
export function pageDocument({ template, path, html, brand, publicUrl }: PageDocumentInput): string {
  const { title, tags } = headFor(path, publicUrl.replace(/\/+$/, ''));
  const head = [...tags.map(serialise), brandScript(brand)].join('\n    ');
  const filled = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  if (!filled.includes(`<div id="root">${html}`)) throw new Error('index.html has no empty <div id="root"></div> to fill');
  return filled;
}
