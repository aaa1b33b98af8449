export interface LocalSweeperOptions {
  /** One sweep (sweepOrders on the stack's dependencies). */
  sweep: () => Promise<unknown>;
  /** Time between the end of one sweep and the start of the next. */
  intervalMs: number;
  log: (line: string) => void;
}

export interface LocalSweeper {
  /** Runs one sweep now (unless one is running, which it waits for). */
  runNow(): Promise<void>;
  /** No further sweeps; waits for a running one to end. */
  stop(): Promise<void>;
}

/**
 * The embedded stack's stand-in for the sweeper's `rate(1 minute)` schedule: the same sweep,
 * once at start and then every interval, never two at a time. A failed sweep is logged; the next
 * one finds the same work.
 */
export function startLocalSweeper(options: LocalSweeperOptions): LocalSweeper {
  const { sweep, intervalMs, log } = options;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void runNow(), intervalMs);
    timer.unref();
  };

  const runNow = (): Promise<void> => {
    if (running) return running;
    if (timer) clearTimeout(timer);
    running = sweep()
      .then(
        () => undefined,
        (error: unknown) => log(`order sweep failed (${String(error)}); the next one retries`),
      )
      .finally(() => {
        running = undefined;
        schedule();
      });
    return running;
  };

  return {
    runNow,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
