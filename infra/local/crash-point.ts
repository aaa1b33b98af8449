import type { Store } from '@inroom/functions/store';

/**
 * For the crash test only (INROOM_TEST_CRASH_AFTER_WRITES): the store of a process that kills
 * itself with SIGKILL right after its nth write since start, wherever that write falls (an order's
 * 1 -> 2, the claim of its texts, an outbox message, ...), as a power cut would. Off unless set.
 */
export function crashAfterWrites(store: Store, writes: number): Store {
  let written = 0;
  const counted =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await call(...args);
      written += 1;
      if (written === writes) process.kill(process.pid, 'SIGKILL');
      return result;
    };
  return {
    ...store,
    put: counted(store.put.bind(store)),
    increment: counted(store.increment.bind(store)),
    putMany: counted(store.putMany.bind(store)),
    delete: counted(store.delete.bind(store)),
    deleteMany: counted(store.deleteMany.bind(store)),
  };
}
