import { rmSync } from 'node:fs';
import { startTestStack, tempDataDir, type TestStack } from '../../test/support/stack';

/**
 * Longer than any bench run: nobody answers the bench's orders, and their timeouts' writes (the
 * reminder at half the window, the cancel at its end) would land in whatever case runs then. The
 * menu build records every write the store sends and replays it into a table of its own, where
 * the cancel of an order that table never held fails its condition: a run slowed to 673 s met the
 * lighthouse case's order cancelled during the 500-item build (2026-11-29, docs/performance.md).
 */
const NO_TIMEOUT_DURING_A_RUN_SECONDS = 86_400;

/**
 * The embedded stack as the API and browser tests start it (free loopback ports, a temporary data
 * directory, the demo data), serving `webRoot`, with API Gateway's throttling off: the bench's
 * loads and its 500-item menu build would otherwise be answered 429. A start that fails leaves no
 * data directory behind (the bench tries again with a new one).
 */
export async function startBenchStack(webRoot: string): Promise<TestStack> {
  const dataDir = tempDataDir();
  try {
    return await startTestStack({
      dataDir,
      webRoot,
      rateLimit: false,
      logLevel: 'ERROR',
      orderResponseWindowSeconds: NO_TIMEOUT_DURING_A_RUN_SECONDS,
      orderReminder: false,
    });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export type { TestStack };
