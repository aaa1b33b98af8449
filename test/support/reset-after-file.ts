import { afterAll, vi } from 'vitest';

// The functions, web and infra test files share their worker's modules and globals (isolate: false
// in vitest.config.ts). What a file stubbed, spied or faked is undone when it ends, so the next
// file starts as it would in a worker of its own. (Setup files' afterAll hooks run last to first:
// web's own, which unmounts and clears the document, runs before this one.)
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});
