import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { REPO_ROOT } from '../../infra/local/config';

// `npm start` as its own process, for tests that kill it: the embedded stack exactly as a developer
// runs it (`node --import tsx infra/local/start.ts`), on a fixed loopback port so the URLs it made
// (checkout pages, staff links) still work after a restart on the same data directory.

/** A free loopback port, found by binding port 0 and letting it go. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('No port');
  return address.port;
}

export interface StackProcess {
  url: string;
  /** Resolves when the process has exited, with how. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Whether it is still running. */
  alive: () => boolean;
  kill: (signal?: NodeJS.Signals) => Promise<void>;
  /** Whether the test killed it (rather than the process killing itself). */
  readonly killedByTest: boolean;
  /** What it printed (the last 20 kB), for a failure message. */
  output: () => string;
}

/**
 * Starts the stack and resolves once it has printed that it is running, which it does after its
 * first sweep (or rejects with its output if it exits or takes over a minute). `env` adds
 * INROOM_* settings.
 */
export async function startStackProcess(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<StackProcess> {
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'infra', 'local', 'start.ts')],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        INROOM_DATA_DIR: dataDir,
        LOG_LEVEL: 'ERROR',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, with the stand-ins it starts (cognito-local is a process of its own):
      // a stack killed by the test, or by a crash point, would otherwise leave them running.
      detached: true,
    },
  );
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let running = true;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      running = false;
      killGroup(child.pid);
      resolve({ code, signal });
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!running) throw new Error(`The stack exited while starting:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The stack did not start within a minute:\n${output}`);
    }
    if (output.includes('Inroom is running at')) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  let killedByTest = false;
  return {
    url,
    exited,
    alive: () => running,
    async kill(signal = 'SIGKILL') {
      if (running) {
        killedByTest = true;
        child.kill(signal);
      }
      await exited;
    },
    output: () => output,
    get killedByTest() {
      return killedByTest;
    },
  };
}

/** Ends what is left of a stack process's group once it has exited: its stand-ins. */
function killGroup(pid: number | undefined) {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Nothing left in the group (ESRCH): the stack stopped its stand-ins itself.
  }
}
