import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomePage } from '../features/home/HomePage';
import { mockFetch } from './fetch';
import { renderRoutes } from './render';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('renderRoutes', () => {
  it("aborts the store's running requests when the test's tree unmounts", async () => {
    const signals: AbortSignal[] = [];
    // An answer that never comes: the request is still running when the test cleans up.
    const fetch = mockFetch(
      (request) =>
        new Promise<Response>(() => {
          signals.push(request.signal);
        }),
    );
    renderRoutes([{ path: '/', Component: HomePage }]);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(signals[0]?.aborted).toBe(false);
    cleanup();
    expect(signals[0]?.aborted).toBe(true);
  });
});
