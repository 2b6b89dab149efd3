import { type ComponentType, use } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A component whose code is fetched on first use; `preload()` fetches it ahead of rendering. */
export type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<ComponentType<P>> };

/**
 * A route's page, loaded on demand. Once its module has arrived the page renders at once, without
 * suspending: a page preloaded before hydration renders what the build prerendered, and a page
 * preloaded before a navigation commits replaces the old one in the same render. Before that it
 * suspends (a navigation, being a transition, keeps the old page shown meanwhile). A failed load is
 * tried again on the next render.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function Page(props: P) {
    const Component = loaded ?? use(preload());
    return <Component {...props} />;
  }
  return Object.assign(Page, { preload });
}

const isLazyPage = (component: unknown): component is LazyPage<object> =>
  typeof component === 'function' && typeof (component as Partial<LazyPage<object>>).preload === 'function';

/** Loads the pages of every route that `path` matches (layouts and page alike, all at once). */
export async function preloadRoutes(routes: RouteObject[], path: string): Promise<void> {
  const matches = matchRoutes(routes, path) ?? [];
  await Promise.all(matches.map(({ route }) => (isLazyPage(route.Component) ? route.Component.preload() : undefined)));
}
