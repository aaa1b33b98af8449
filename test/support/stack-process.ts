import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { REPO_ROOT } from '../../infra/local/config';

// `npm start` as its own process, for tests that kill it: the embedded stack as a developer runs it
// (`node --import tsx infra/local/start.ts`), or that same entry bundled (bundleStackEntry), on a
// fixed loopback port so the URLs it made (checkout pages, staff links) still work after a restart
// on the same data directory.

const START = join(REPO_ROOT, 'infra', 'local', 'start.ts');

/**
 * `npm start`'s entry as one file, for a test that starts the stack many times: our code bundled by
 * esbuild (what tsx does to each file, done once), the packages left to Node. tsx's loader, which
 * sees every module the stack imports, took about 3 of each start's 4.3 s here. The file is in a
 * new directory under node_modules/.cache, for Node to find the packages from it as from the
 * entry; the caller removes the directory. `import.meta.url` is the entry's own, so paths found
 * from it are those of the source tree.
 */
export async function bundleStackEntry(): Promise<{ file: string; dir: string }> {
  const cache = join(REPO_ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'inroom-stack-bundle-'));
  const outfile = join(dir, 'start.mjs');
  await build({
    entryPoints: [START],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(START).href) },
    plugins: [
      {
        name: 'packages-to-node',
        setup(bundler) {
          // Bare imports stay imports, but for our own workspaces (@inroom/shared, functions).
          bundler.onResolve({ filter: /^[^./]/ }, ({ path }) =>
            path.startsWith('@inroom/') ? undefined : { path, external: true },
          );
        },
      },
    ],
  });
  return { file: outfile, dir };
}

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
  /** The entry's bundle file (bundleStackEntry); the entry itself through tsx when not given. */
  bundledEntry?: string,
): Promise<StackProcess> {
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    bundledEntry ? [bundledEntry] : ['--import', 'tsx', START],
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
    if (!running) {
      const { code, signal } = await exited;
      throw new Error(`The stack exited while starting (${signal ?? `code ${code}`}):\n${output}`);
    }
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
