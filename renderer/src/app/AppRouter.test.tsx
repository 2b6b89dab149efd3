// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { Outlet, type RouteObject, useRoutes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppRouter } from './AppRouter';
import { type AppHistory, createAppHistory } from './appHistory';
import { lazyPage, preloadRoutes } from './lazyPage';

/** A page whose code arrives when the test says so. */
function deferredPage(text: string) {
  let arrive = () => {};
  const Page = lazyPage(
    () =>
      new Promise<ComponentType>((resolve) => {
        arrive = () => resolve(() => <p>{text}</p>);
      }),
  );
  return { Page, arrive: () => arrive() };
}

/** A layout with a Suspense boundary of its own around its page, as the site's layout has. */
function Layout() {
  return (
    <section>
      <Suspense fallback={<p>Loading page</p>}>
        <Outlet />
      </Suspense>
    </section>
  );
}

const faq = deferredPage('Questions');
const layout = lazyPage(() => Promise.resolve(Layout));
const home = lazyPage(() => Promise.resolve(() => <p>Home</p>));
const routes: RouteObject[] = [
  { path: '/', Component: home },
  { path: '/site', Component: layout, children: [{ path: 'faq', Component: faq.Page }] },
];

function Pages() {
  return useRoutes(routes);
}

let history: AppHistory;

beforeEach(async () => {
  window.history.replaceState(null, '', '/');
  history = createAppHistory(window);
  await home.preload();
  render(
    <AppRouter history={history} preload={(path) => preloadRoutes(routes, path)}>
      <Suspense fallback={<p>Loading</p>}>
        <Pages />
      </Suspense>
    </AppRouter>,
  );
});

afterEach(() => history.dispose());

describe('AppRouter', () => {
  it('keeps the old page until the new page and its layout have loaded, then shows them together', async () => {
    expect(screen.getByText('Home')).toBeTruthy();
    await act(async () => history.navigator.push('/site/faq'));
    expect(screen.getByText('Home')).toBeTruthy();
    expect(screen.queryByText(/Loading/)).toBeNull();

    await act(async () => faq.arrive());
    expect(screen.getByText('Questions')).toBeTruthy();
    expect(screen.queryByText('Home')).toBeNull();
  });

  it('commits a flushSync navigation before navigate() returns', () => {
    act(() => history.navigator.push('/site/faq', null, { flushSync: true }));
    expect(screen.queryByText('Home')).toBeNull();
  });
});
