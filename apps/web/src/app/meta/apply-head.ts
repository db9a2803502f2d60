import { headFor, type HeadTag } from './head-tags';
import { MANAGED_HEAD_ATTRIBUTE } from './page-document';

/** Marks the tags this hook manages (and the prerendered ones), so a route change removes those the new page does not have. */
const MANAGED = MANAGED_HEAD_ATTRIBUTE;

function selectorOf(tag: HeadTag): string {
  return `${tag.tag}[${tag.key}="${tag.attributes[tag.key]}"]`;
}

/** Sets the document's title and head tags for `path`. */
export function applyHead(path: string): void {
  const { title, tags } = headFor(path, window.location.origin);
  document.title = title;
  const kept = new Set<Element>();
  for (const tag of tags) {
    let element = document.head.querySelector(selectorOf(tag));
    if (!element) {
      element = document.createElement(tag.tag);
      document.head.append(element);
    }
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    element.setAttribute(MANAGED, '');
    kept.add(element);
  }
  for (const element of document.head.querySelectorAll(`[${MANAGED}]`)) {
    if (!kept.has(element)) element.remove();
  }
}

