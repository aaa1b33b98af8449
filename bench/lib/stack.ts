import { rmSync } from 'node:fs';
import { startTestStack, tempDataDir, type TestStack } from '../../test/support/stack';

/**
 * The embedded stack as the API and browser tests start it (free loopback ports, a temporary data
 * directory, the demo data), serving `webRoot`, with API Gateway's throttling off: the bench's
 * loads and its 500-item menu build would otherwise be answered 429. A start that fails leaves no
 * data directory behind (the bench tries again with a new one).
 */
export async function startBenchStack(webRoot: string): Promise<TestStack> {
  const dataDir = tempDataDir();
  try {
    return await startTestStack({ dataDir, webRoot, rateLimit: false, logLevel: 'ERROR' });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export type { TestStack };
