import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * window.matchMedia, which jsdom lacks: a query matches while `matches` says so (none by default),
 * asked afresh each time the page reads it. `changed()` tells the page's listeners, as a resize
 * does. vi.unstubAllGlobals() takes it away again.
 */
export function stubMatchMedia(matches: (query: string) => boolean = () => false) {
  const listeners = new Set<() => void>();
  const matchMedia = vi.fn((query: string) => ({
    media: query,
    get matches() {
      return matches(query);
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: vi.fn(),
    removeListener: vi.fn(),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    changed: () => act(() => listeners.forEach((listener) => listener())),
  };
}

/** A window for which one media query (a width) matches or not; `resize` flips it. */
export function stubScreen(query: string, initiallyMatches: boolean) {
  const state = { matches: initiallyMatches };
  const media = stubMatchMedia((asked) => asked === query && state.matches);
  return {
    matchMedia: media.matchMedia,
    resize(matches: boolean) {
      state.matches = matches;
      media.changed();
    },
  };
}
