// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRouter } from './AppRouter';
import { type AppHistory, createAppHistory } from './appHistory';
import { ScrollRestoration } from './ScrollRestoration';

/** Resolves after the browser's next popstate (jsdom fires it in a task of its own). */
const popstate = () => new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));

let history: AppHistory;
const scrollTo = vi.fn();

/** Where the page is scrolled to, as the browser would report it. */
const scrolledTo = (y: number) => Object.defineProperty(window, 'scrollY', { value: y, configurable: true });

beforeEach(() => {
  window.history.replaceState(null, '', '/en/faq');
  window.scrollTo = scrollTo as typeof window.scrollTo;
  scrollTo.mockClear();
  history = createAppHistory(window);
  render(
    <AppRouter history={history}>
      <ScrollRestoration />
      <h2 id="prices">Prices</h2>
    </AppRouter>,
  );
});

afterEach(() => history.dispose());

const lastScroll = () => scrollTo.mock.calls.at(-1);

describe('ScrollRestoration', () => {
  it('leaves the first page where the visitor has scrolled it (a prerendered page going live)', () => {
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('shows a new path from the top, and an earlier one where the visitor left it on Back', async () => {
    scrolledTo(1200);
    await act(async () => history.navigator.push('/en/store'));
    expect(lastScroll()).toEqual([0, 0]);

    scrolledTo(300);
    await act(async () => {
      window.history.back();
      await popstate();
    });
    expect(lastScroll()).toEqual([0, 1200]);

    await act(async () => {
      window.history.forward();
      await popstate();
    });
    expect(lastScroll()).toEqual([0, 300]);
  });

  it("scrolls a new path's #hash into view", async () => {
    const scrollIntoView = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    scrollTo.mockClear();
    await act(async () => history.navigator.push('/en/pricing#prices'));
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'prices');
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
