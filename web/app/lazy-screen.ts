import { isValidElement, lazy, type ComponentType, type ReactNode } from 'react';

type Preloadable = { preload: () => Promise<unknown> };

/**
 * `React.lazy` with a `preload()`: once preloaded, the component renders at once, without suspending (its thenable
 * resolves synchronously, which React.lazy reads before throwing). web/main.tsx preloads the screens of a
 * prerendered page before hydrating it: a boundary left waiting for its chunk made a click on a link in that moment
 * hydrate the next page's screen against the previous page's HTML (a hydration error).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy's own signature
export function lazyScreen<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loaded: { default: T } | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const Screen = lazy(
    () => (loaded ? { then: (resolve: (module: { default: T }) => void) => resolve(loaded!) } : preload()) as Promise<{ default: T }>,
  );
  return Object.assign(Screen, { preload });
}

/** Preloads every lazy screen in these route elements (the nested `<Suspense>` wrappers included). */
export function preloadScreens(elements: ReactNode[]): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  const visit = (node: ReactNode) => {
    if (!isValidElement(node)) return;
    const type: unknown = node.type;
    if (typeof type === 'object' && type !== null && 'preload' in type) loads.push((type as Preloadable).preload());
    visit((node.props as { children?: ReactNode }).children);
  };
  elements.forEach(visit);
  return Promise.all(loads);
}
