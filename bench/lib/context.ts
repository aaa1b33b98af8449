import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import { buildBarePage, buildWeb, writeBarePlace } from './build';
import { inroomPassesOn, startEdge, type Edge } from './edge';
import type { BenchOptions } from './options';
import { startBenchStack, type TestStack } from './stack';
import { startStaticServer, type StaticServer } from './static-server';
import type { Row } from './stats';

/** What a case hands back: its rows for the table, plus anything worth keeping in results.json. */
export interface CaseResult {
  rows: Row[];
  details?: Record<string, unknown>;
  notes?: string[];
}

/**
 * What the cases share, each part made the first time a case asks for it and stopped at the end:
 * the builds, the embedded stack (behind a CloudFront-like edge) and the bare page (behind its
 * own).
 */
export class BenchContext {
  private readonly stops: (() => Promise<void>)[] = [];
  private stackStarted: Promise<TestStack> | undefined;
  private webBuilt: Promise<string> | undefined;
  private siteStarted: Promise<Edge> | undefined;
  private bareStarted: Promise<Edge> | undefined;

  constructor(
    readonly options: BenchOptions,
    /** A temporary directory for builds and bundles, removed at the end. */
    readonly tempDir: string,
    readonly log: (line: string) => void,
  ) {}

  get rounds(): number {
    return this.options.rounds;
  }

  get quick(): boolean {
    return this.options.quick;
  }

  dir(name: string): string {
    const path = join(this.tempDir, name);
    mkdirSync(path, { recursive: true });
    return path;
  }

  /** The production web build, into the temporary directory. */
  web(): Promise<string> {
    this.webBuilt ??= (async () => {
      const outDir = this.dir('web');
      this.log('building the web (vite build)');
      await buildWeb(outDir);
      return outDir;
    })();
    return this.webBuilt;
  }

  /** The embedded stack, serving the bench's web build. */
  stack(): Promise<TestStack> {
    this.stackStarted ??= (async () => {
      const webRoot = await this.web();
      this.log('starting the embedded stack');
      const stack = await withRetries(
        () => startBenchStack(webRoot),
        (error) => this.log(`the stack did not start (${firstLine(error)}); trying again`),
      );
      this.stops.push(() => stack.close());
      return stack;
    })();
    return this.stackStarted;
  }

  /** Inroom as a guest's browser reaches it on AWS: the stack behind the edge's compression. */
  site(): Promise<Edge> {
    this.siteStarted ??= (async () => {
      const edge = await startEdge((await this.stack()).baseUrl, { passesOn: inroomPassesOn });
      this.stops.push(edge.stop);
      return edge;
    })();
    return this.siteStarted;
  }

  /** The bare page on its static server, behind an edge of its own. */
  bare(): Promise<Edge> {
    this.bareStarted ??= (async () => {
      const outDir = this.dir('bare');
      this.log('building the bare page (vite build)');
      await buildBarePage(outDir);
      // Its JSON is the demo hotel's real guest view, so both pages fetch the same bytes.
      const stack = await this.stack();
      const response = await stack.request(`/api/location/get/${DEMO_IDS.location.hotel}/en`);
      if (!response.ok) throw new Error(`The guest view answered ${response.status}`);
      writeBarePlace(outDir, (await response.json()) as Record<string, unknown>);
      const server: StaticServer = await startStaticServer(outDir);
      this.stops.push(server.stop);
      const edge = await startEdge(server.url);
      this.stops.push(edge.stop);
      return edge;
    })();
    return this.bareStarted;
  }

  /** Stops what was started, last first. */
  async close(): Promise<void> {
    for (const stop of this.stops.reverse()) {
      await stop().catch((error: unknown) => console.error('while stopping:', error));
    }
    this.stops.length = 0;
  }
}

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/**
 * The stack's stand-ins each take a free port, which another program on a busy machine can take
 * between the pick and the listen (EADDRINUSE): worth a second and a third try.
 */
async function withRetries<T>(
  start: () => Promise<T>,
  onRetry: (error: unknown) => void,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await start();
    } catch (error) {
      if (attempt >= 3) throw error;
      onRetry(error);
    }
  }
}
