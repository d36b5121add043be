import '@testing-library/jest-dom/vitest';
// jsdom has no IndexedDB; the catalogue cache lives there (lib/company-cache-db.ts, decision 035).
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { companyCacheDb } from '../lib/company-cache-db';
import { registerPageWords } from '../lib/i18n/page-words';

// In the app the admin and site frames bring the shell pages' words (lib/i18n/page-words.ts); tests render those
// pages without their frame.
registerPageWords();

let prefersDark = false;
/** What the stubbed `(prefers-color-scheme: dark)` media query answers. */
export const setPrefersDark = (isDark: boolean) => {
  prefersDark = isDark;
};

/**
 * jsdom lacks the browser APIs Mantine reads: matchMedia (colour scheme, responsive hooks), ResizeObserver
 * (ScrollArea, SegmentedControl) and scrollIntoView (Combobox). Files that run in the node environment
 * (the API client against a real server) have no window at all.
 */
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string) => ({
      matches: query.includes('prefers-color-scheme: dark') ? prefersDark : false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  window.ResizeObserver = ResizeObserverStub;
  window.HTMLElement.prototype.scrollIntoView = () => {};

  // Lazy route modules are transformed on first import; the first render of a route can take a few seconds.
  configure({ asyncUtilTimeout: 8_000 });

  afterEach(async () => {
    cleanup();
    await companyCacheDb.clear();
    window.localStorage.clear();
    window.sessionStorage.clear();
    prefersDark = false;
  });
}
