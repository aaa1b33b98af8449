import { Logger } from '@aws-lambda-powertools/logger';
import { beforeEach } from 'vitest';
import type { Dependencies } from '../dependencies';
import { createMemoryImageStore, type MemoryImageStore } from '../images/memory';
import { backOfficeAccess } from '../users/back-office';
import { createMemoryUserDirectory, type MemoryUserDirectory } from '../users/directory/memory';
import { recordingMetrics, type RecordingMetrics } from '../metrics/port';
import { SERVICE_NAME } from '../observability/service';
import type { Store } from '../store';
import {
  createMemoryNotifier,
  createMemoryPayments,
  createMemoryScheduler,
  testOrderSettings,
  type MemoryNotifier,
  type MemoryPayments,
  type MemoryScheduler,
} from './order-adapters';
import { useTestTable } from './dynalite';
import { NOW } from './fixtures';

/** The dependencies of a test, whose images are in memory for the test to fill and read. */
export interface TestDependencies extends Dependencies {
  images: MemoryImageStore;
  users: MemoryUserDirectory;
  payments: MemoryPayments;
  notifier: MemoryNotifier;
  scheduler: MemoryScheduler;
  metrics: RecordingMetrics;
}

/** What a handler may use, for a test: the store given, images in memory, no logs, time stopped at NOW. */
export const testDependencies = (
  store: Store,
  changes: Partial<TestDependencies> = {},
): TestDependencies => ({
  store,
  images: createMemoryImageStore(),
  users: createMemoryUserDirectory(),
  backOffice: backOfficeAccess,
  payments: createMemoryPayments(),
  notifier: createMemoryNotifier(),
  scheduler: createMemoryScheduler(),
  orderSettings: testOrderSettings(),
  metrics: recordingMetrics(),
  logger: new Logger({ serviceName: SERVICE_NAME, logLevel: 'SILENT' }),
  now: () => NOW,
  ...changes,
});

/**
 * Test dependencies over a test table (see useTestTable): each test of the file gets a fresh store,
 * seeded by `seed` first. Call it at the top of a test file and keep what it returns in a const:
 * it always reads the dependencies of the test that is running.
 */
export function useTestDependencies(seed?: (store: Store) => Promise<void>): TestDependencies {
  const table = useTestTable();
  let current: TestDependencies | undefined;
  beforeEach(async () => {
    const store = await table.freshStore();
    await seed?.(store);
    current = testDependencies(store);
  });
  const running = (): TestDependencies => {
    if (!current) throw new Error('useTestDependencies: the dependencies are made in beforeEach');
    return current;
  };
  return {
    get store() {
      return running().store;
    },
    get images() {
      return running().images;
    },
    get users() {
      return running().users;
    },
    get backOffice() {
      return running().backOffice;
    },
    get payments() {
      return running().payments;
    },
    get notifier() {
      return running().notifier;
    },
    get scheduler() {
      return running().scheduler;
    },
    get orderSettings() {
      return running().orderSettings;
    },
    get metrics() {
      return running().metrics;
    },
    get logger() {
      return running().logger;
    },
    now: () => running().now(),
  };
}
