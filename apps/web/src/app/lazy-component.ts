import { lazy, type ComponentType } from 'react';

/** React.lazy for modules with named exports: lazyComponent(() => import('./x'), 'XPage'). */
export function lazyComponent<TModule extends Record<string, unknown>, TName extends keyof TModule & string>(
  load: () => Promise<TModule>,
  name: TName,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
