import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** Test helpers that read the SVG back as XML. */

type XmlNode = Record<string, unknown> & { ':@'?: Record<string, string> };

const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '' });

export function isWellFormed(svg: string): true | string {
  const result = XMLValidator.validate(svg);
  return result === true ? true : `${result.err.code}: ${result.err.msg} (line ${result.err.line})`;
}

function tagOf(node: XmlNode): string | undefined {
  return Object.keys(node).find((key) => key !== ':@');
}

function childrenOf(node: XmlNode): XmlNode[] {
  const tag = tagOf(node);
  const value = tag ? node[tag] : undefined;
  return Array.isArray(value) ? (value as XmlNode[]) : [];
}

function* walk(nodes: XmlNode[]): Generator<XmlNode> {
  for (const node of nodes) {
    yield node;
    yield* walk(childrenOf(node));
  }
}

export function parseSvg(svg: string): XmlNode[] {
  return parser.parse(svg) as XmlNode[];
}

/** Every element carrying `attribute` (optionally with a given value). */
export function elementsWith(nodes: XmlNode[], attribute: string, value?: string): XmlNode[] {
  return [...walk(nodes)].filter((node) => {
    const attrs = node[':@'];
    return attrs !== undefined && attribute in attrs && (value === undefined || attrs[attribute] === value);
  });
}

/** The fill colours used inside an element, per `data-part` (parts nested in other parts count for the inner one). */
export function fillsByPart(root: XmlNode): Map<string, Set<string>> {
  const parts = new Map<string, Set<string>>();
  const visit = (node: XmlNode, part: string): void => {
    const attrs = node[':@'] ?? {};
    const here = attrs['data-part'] ?? part;
    const fill = attrs.fill;
    if (fill && fill !== 'none' && !fill.startsWith('url(')) {
      if (!parts.has(here)) parts.set(here, new Set());
      parts.get(here)?.add(fill);
    }
    for (const child of childrenOf(node)) visit(child, here);
  };
  visit(root, 'figure');
  return parts;
}

export function textOf(nodes: XmlNode[], tag: string): string[] {
  return [...walk(nodes)]
    .filter((node) => tagOf(node) === tag)
    .map((node) => childrenOf(node).map((child) => String(child['#text'] ?? '')).join(''));
}
