// jsdom lacks a few browser APIs that Mantine uses; component tests get minimal versions of them.
import { afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  // Imported here only: most test files run in node, where loading React DOM for each would be wasted.
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());

  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;

  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

  window.HTMLElement.prototype.scrollIntoView ??= () => {};
}
