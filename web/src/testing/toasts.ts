import { act, cleanup } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, vi } from 'vitest';
import { stubMatchMedia } from './match-media';

/**
 * Hooks for the tests of a screen that shows toasts (the back office's): react-hot-toast asks for
 * the reduced-motion preference, which jsdom cannot answer, and a toast outlives the test that
 * showed it. Before each test matchMedia is stubbed (a file's own beforeEach may stub it again);
 * after it the toasts, the rendered tree, stubbed globals and spies are gone.
 */
export function withToasts(): void {
  beforeEach(() => {
    stubMatchMedia();
  });
  afterEach(() => {
    act(() => toast.remove());
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
