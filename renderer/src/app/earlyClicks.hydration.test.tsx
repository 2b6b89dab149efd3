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

function Period() {
  const [period, setPeriod] = useState('year');
  return (
    <fieldset>
      {['year', 'month'].map((value) => (
        <span key={value}>
          <input type="radio" name="period" id={value} checked={period === value} onChange={() => setPeriod(value)} />
          <label htmlFor={value} data-active={period === value || undefined}>
            {value}
          </label>
        </span>
      ))}
    </fieldset>
  );
}

it('a tap on a choice held before hydration chooses it once the page is live', async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const root = document.createElement('div');
  const page = (
    <main>
      <Period />
      <PageHydrated />
    </main>
  );
  root.innerHTML = renderToString(page);
  document.body.append(root);
  holdEarlyClicks(root);
  const month = () => root.querySelector<HTMLInputElement>('#month') as HTMLInputElement;
  root.querySelector<HTMLLabelElement>('label[for="month"]')?.click();
  // Not chosen yet, so that the page the visitor sees and the state React starts from agree.
  expect(month().checked).toBe(false);

  hydrateRoot(root, page);
  await vi.waitFor(() => expect(root.querySelector('label[for="month"]')?.hasAttribute('data-active')).toBe(true));
  expect(month().checked).toBe(true);
});
