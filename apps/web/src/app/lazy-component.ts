import { lazy, type ComponentType } from 'react';

const loaders = new Set<() => Promise<unknown>>();

/** React.lazy for modules with named exports: lazyComponent(() => import('./x'), 'XPage'). */
export function lazyComponent<TModule extends Record<string, unknown>, TName extends keyof TModule & string>(
  load: () => Promise<TModule>,
  name: TName,
) {
  loaders.add(load);
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/**
 * Loads every lazily loaded screen now. The web tests do it before their first render: a screen's first
 * load (compiling its whole feature) took longer than a test waits for its heading on a busy CI box.
 */
export async function loadEveryLazyComponent(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}
