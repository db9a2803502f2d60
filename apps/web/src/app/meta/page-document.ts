import { PUBLIC_DATA_ELEMENT_ID, type PublicData } from '@studio/contracts/site-routes';
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

/** The page's data as JSON inside a script element: `<` escaped so no value can close the element. */
function dataScript(data: PublicData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script id="${PUBLIC_DATA_ELEMENT_ID}" type="application/json">${json}</script>`;
}

interface PageDocumentInput {
  template: string;
  path: string;
  /** The page's content as React rendered it. */
  html: string;
  data: PublicData;
  publicUrl: string;
}

/** Fills the built index.html: the page's title and head tags, its content in the root, and the data it shows. */
export function pageDocument({ template, path, html, data, publicUrl }: PageDocumentInput): string {
  const { title, tags } = headFor(path, publicUrl.replace(/\/+$/, ''));
  const head = [...tags.map(serialise), dataScript(data)].join('\n    ');
  const filled = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
  if (!filled.includes(`<div id="root">${html}`)) throw new Error('index.html has no empty <div id="root"></div> to fill');
  return filled;
}
