// @vitest-environment jsdom
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { markHydrated, markHydrating, useHydrated } from './useHydrated';

afterEach(() => {
  document.body.innerHTML = '';
});

function CartCount() {
  return <span>{useHydrated() ? 'stored cart' : 'empty cart'}</span>;
}

it("a prerendered part keeps the server's form until the page is live, then takes the browser's", async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const root = document.createElement('div');
  root.innerHTML = renderToString(<CartCount />);
  document.body.append(root);
  expect(root.textContent).toBe('empty cart');
  const recoverableErrors = vi.fn();

  markHydrating();
  hydrateRoot(root, <CartCount />, { onRecoverableError: recoverableErrors });
  // Hydrated, effects run: still the server's form, with no synchronous re-render of its own.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(root.textContent).toBe('empty cart');

  markHydrated();
  await vi.waitFor(() => expect(root.textContent).toBe('stored cart'));
  expect(recoverableErrors).not.toHaveBeenCalled();

  // Once the page is live, a part the browser renders shows its form from the first paint.
  const later = document.createElement('div');
  document.body.append(later);
  flushSync(() => createRoot(later).render(<CartCount />));
  expect(later.textContent).toBe('stored cart');
});
