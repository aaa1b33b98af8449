import { localScheduleStore, type Store } from '@inroom/functions/store';
import type { ExpiryScheduler } from '../../functions/src/scheduling/port';

export interface LocalSchedulerOptions {
  store: Store;
  /** The expiry handler (expireOrder); what it answers does not matter, only that it ran. */
  onDue: (orderId: string) => Promise<unknown>;
  log: (line: string) => void;
  /** After a failed onDue, how long before the one retry (1 s). */
  retryDelayMs?: number;
}

export interface LocalScheduler {
  scheduler: ExpiryScheduler;
  /** Arms a timer for every schedule record in the table (past-due ones fire at once). */
  rearm(): Promise<void>;
  /** Clears every timer; records stay in the table for the next start. */
  stop(): void;
  /** Resolves when no onDue call (or its record's removal) is running. */
  whenIdle(): Promise<void>;
}

/** setTimeout takes at most 2^31 - 1 ms (about 24.8 days); a longer wait is done in steps. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * The embedded stack's stand-in for EventBridge Scheduler: each order's expiry is a record in the
 * table (LOCALSCHEDULE) and a timer in this process. When the timer fires it calls onDue and then
 * removes the record; a stop or crash leaves the record, and `rearm()` at the next start arms it
 * again, so a restart loses no expiry. A failed onDue is logged and tried once more after a
 * second; if that fails too the record stays for the next start.
 */
export function startLocalScheduler(options: LocalSchedulerOptions): LocalScheduler {
  const { store, onDue, log } = options;
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  /** Orders whose onDue is running now: a schedule call meanwhile must not arm a second timer. */
  const firing = new Set<string>();
  let stopped = false;

  const setTimer = (orderId: string, delay: number, callback: () => void) => {
    const timer = setTimeout(() => {
      if (timers.get(orderId) === timer) timers.delete(orderId);
      if (!stopped) callback();
    }, delay);
    timer.unref();
    timers.set(orderId, timer);
  };

  const track = (work: Promise<void>) => {
    running.add(work);
    void work.finally(() => running.delete(work));
  };

  const fire = async (orderId: string, attempt: number): Promise<void> => {
    firing.add(orderId);
    try {
      await attemptDue(orderId, attempt);
    } finally {
      firing.delete(orderId);
    }
  };

  const attemptDue = async (orderId: string, attempt: number): Promise<void> => {
    try {
      await onDue(orderId);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (attempt === 0 && !stopped) {
        log(`expiry of order ${orderId} failed (${reason}); retrying in ${retryDelayMs} ms`);
        setTimer(orderId, retryDelayMs, () => track(fire(orderId, 1)));
      } else {
        log(`expiry of order ${orderId} failed again (${reason}); it runs at the next start`);
      }
      return;
    }
    try {
      await localScheduleStore.remove(store, orderId);
    } catch (error) {
      // The order has been handled; a record left behind only runs onDue once more at next start.
      log(`could not remove the expiry schedule of order ${orderId}: ${String(error)}`);
    }
  };

  const arm = (orderId: string, at: Date) => {
    if (stopped || timers.has(orderId) || firing.has(orderId)) return;
    const wait = at.getTime() - Date.now();
    if (wait > MAX_DELAY_MS) {
      setTimer(orderId, MAX_DELAY_MS, () => arm(orderId, at));
      return;
    }
    setTimer(orderId, Math.max(0, wait), () => track(fire(orderId, 0)));
  };

  const scheduler: ExpiryScheduler = {
    async scheduleExpiry(orderId, at) {
      if (Number.isNaN(at.getTime())) throw new Error(`Invalid expiry time for order ${orderId}`);
      const written = await localScheduleStore.putIfAbsent(store, {
        orderId,
        at: at.toISOString(),
      });
      if (written) {
        arm(orderId, at);
        return;
      }
      // The order was scheduled already: keep that first schedule (armed here unless it was
      // written before this process started and rearm has not run yet).
      const existing = await localScheduleStore.get(store, orderId);
      if (existing) arm(orderId, new Date(existing.at));
    },
  };

  return {
    scheduler,
    async rearm() {
      const pending = await localScheduleStore.listAll(store);
      for (const schedule of pending) arm(schedule.orderId, new Date(schedule.at));
      if (pending.length > 0) log(`re-armed ${pending.length} pending order expiries`);
    },
    stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
    async whenIdle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
