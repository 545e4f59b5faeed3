// jsdom lacks the browser APIs Mantine reads at render time; these stand in for them in tests only.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The web tests run beside the server suite on two cores; under that load a Mantine screen or menu can
// take several seconds to appear (a menu once missed 5 s in a loaded CI run), which is slowness, not a
// failure. The per-test limit (20 s) still bounds a test that never finds its element.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // The access token lives in sessionStorage (decision 0007); a test must not inherit the last one's.
  window.sessionStorage.clear();
});

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!window.ResizeObserver) window.ResizeObserver = ResizeObserverStub;

// Mantine scrolls elements into view (e.g. in menus and comboboxes); jsdom has no layout to scroll.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => undefined;
