// @vitest-environment jsdom
import { Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { holdEarlyClicks } from './earlyClicks';
import { PageHydrated } from './PageHydrated';

afterEach(() => {
  document.body.innerHTML = '';
});

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      tapped {count}
    </button>
  );
}

/** A page whose button sits in a part that hydrates on its own, after the page itself (HydrationBoundary). */
function Page() {
  return (
    <main>
      <Suspense fallback={null}>
        <Counter />
      </Suspense>
      <PageHydrated />
    </main>
  );
}

it('a tap held before hydration acts on a button whose part hydrates after the page', async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Page />);
  document.body.append(root);
  holdEarlyClicks(root);
  const button = root.querySelector('button') as HTMLButtonElement;
  button.click();
  expect(button.textContent).toBe('tapped 0');

  hydrateRoot(root, <Page />);
  await vi.waitFor(() => expect(root.querySelector('button')?.textContent).toBe('tapped 1'));
  // The replay happened once: a later tap counts once more.
  root.querySelector('button')?.click();
  await vi.waitFor(() => expect(root.querySelector('button')?.textContent).toBe('tapped 2'));
});
