import { el, type Attrs } from './builder';

/** Collects <defs> entries (gradients, filters) for one document, each under a unique id. */
export class Defs {
  private readonly entries = new Map<string, string>();

  constructor(private readonly prefix: string) {}

  /** Registers a definition once by key and returns its `url(#…)`. */
  add(key: string, build: (id: string) => string): string {
    const id = `${this.prefix}-${key}`;
    if (!this.entries.has(id)) this.entries.set(id, build(id));
    return `url(#${id})`;
  }

  linearGradient(key: string, stops: ReadonlyArray<[number, string, number?]>, direction: Attrs = { x1: 0, y1: 0, x2: 0, y2: 1 }): string {
    return this.add(key, (id) => el('linearGradient', { id, ...direction }, ...stops.map(([offset, colour, opacity]) => el('stop', { offset, 'stop-color': colour, 'stop-opacity': opacity }))));
  }

  radialGradient(key: string, stops: ReadonlyArray<[number, string, number?]>): string {
    return this.add(key, (id) => el('radialGradient', { id }, ...stops.map(([offset, colour, opacity]) => el('stop', { offset, 'stop-color': colour, 'stop-opacity': opacity }))));
  }

  toString(): string {
    return this.entries.size === 0 ? '' : el('defs', {}, ...this.entries.values());
  }
}
