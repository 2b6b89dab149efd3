// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadRoutes } from './lazyPage';

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('lazyPage', () => {
  it('renders a preloaded page in the first render, without its Suspense fallback', async () => {
    const Page = lazyPage(() => Promise.resolve(Greeting));
    await Page.preload();
    // A synchronous render shows what a hydration must find: the page, not the loader.
    const html = renderToString(
      <Suspense fallback={<p>Loading</p>}>
        <Page name="Ada" />
      </Suspense>,
    );
    expect(html).toContain('Hello');
    expect(html).not.toContain('Loading');
  });

  it('suspends until a page that was not preloaded has loaded, then shows it', async () => {
    let arrive: (component: typeof Greeting) => void = () => {};
    const Page = lazyPage(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Page name="Ada" />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => arrive(Greeting));
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('loads each page once, and tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadRoutes', () => {
  it('loads the layouts and page of the routes a path matches, and no others', async () => {
    const loads = { layout: vi.fn(), page: vi.fn(), other: vi.fn() };
    const page = (name: keyof typeof loads) =>
      lazyPage(() => {
        loads[name]();
        return Promise.resolve(() => <p>{name}</p>);
      });
    const routes: RouteObject[] = [
      {
        path: '/:lang',
        Component: page('layout'),
        children: [
          { path: 'faq', Component: page('page') },
          { path: 'store', Component: page('other') },
        ],
      },
    ];
    await preloadRoutes(routes, '/en/faq?open=1');
    expect(loads.layout).toHaveBeenCalledOnce();
    expect(loads.page).toHaveBeenCalledOnce();
    expect(loads.other).not.toHaveBeenCalled();
  });
});
