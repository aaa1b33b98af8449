import { fork, type ChildProcess, type Serializable } from 'node:child_process';
import { REPO_ROOT } from './paths';

// Lighthouse and the load generators run in child processes: the stack under test runs in the
// bench's own process, and a client sharing its event loop would slow the very server it times.

interface Envelope<T> {
  id: number;
  ok: boolean;
  value?: T;
  error?: string;
}

export interface Worker<Request, Response> {
  call: (request: Request) => Promise<Response>;
  stop: () => Promise<void>;
}

/** Forks `file` (run through tsx) as a worker that answers one message per request. */
export function startWorker<Request extends Serializable, Response>(
  file: string,
): Worker<Request, Response> {
  const child: ChildProcess = fork(file, [], {
    execArgv: ['--import', 'tsx'],
    // `--import tsx` is resolved from the working directory: the repository's, whatever the
    // bench's own was.
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let nextId = 0;
  const pending = new Map<
    number,
    { resolve: (value: Response) => void; reject: (error: Error) => void }
  >();
  child.on('message', (message) => {
    const envelope = message as Envelope<Response>;
    const waiter = pending.get(envelope.id);
    if (!waiter) return;
    pending.delete(envelope.id);
    if (envelope.ok) waiter.resolve(envelope.value as Response);
    else waiter.reject(new Error(envelope.error ?? 'worker failed'));
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', (code) => {
    for (const waiter of pending.values()) waiter.reject(new Error(`${file} exited (${code})`));
    pending.clear();
  });
  return {
    call(request) {
      const id = nextId++;
      return new Promise<Response>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        child.send({ id, request });
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.disconnect();
        const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timeout);
      }
    },
  };
}

/** The worker's side: answers each request with `handle`, one at a time, until disconnected. */
export function serveRequests<Request, Response extends Serializable>(
  handle: (request: Request) => Promise<Response>,
): void {
  let queue = Promise.resolve();
  process.on('message', (message) => {
    const { id, request } = message as { id: number; request: Request };
    queue = queue.then(async () => {
      try {
        process.send?.({ id, ok: true, value: await handle(request) });
      } catch (error) {
        process.send?.({
          id,
          ok: false,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        });
      }
    });
  });
  process.on('disconnect', () => {
    void queue.then(() => process.exit(0));
  });
}
