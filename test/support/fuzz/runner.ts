import fc from 'fast-check';
import type { TestStack } from '../stack';
import { answerProblems, send, type Secrets, type WireRequest, type WireResponse } from './http';
import {
  describeDiff,
  diffSnapshots,
  isEmptyDiff,
  observeWrites,
  TableProbe,
  type TableDiff,
  type TableKey,
  type TableSnapshot,
  type WrittenKeys,
} from './table';

// Runs fuzz cases against the stack and checks each: the answer (no 5xx, JSON errors, no stack
// traces) and the data (a rejected request leaves the table as it was). The table is held at one
// baseline: after any case that wrote, it is compared with the baseline and put back, so every
// case meets the same data and a failing case replays exactly while fast-check shrinks it.

export interface CaseOutcome {
  status: number;
  problems: string[];
  /** Route, kinds of problem and their cause: one line per distinct failure. */
  signature: string | undefined;
  accepted: boolean;
  response: WireResponse | undefined;
  serverErrors: string[];
}

export interface Failure {
  routeKey: string;
  signature: string;
  /** How many cases of the run failed this way. */
  count: number;
  /** The first case that did, and the one fast-check shrank it to. */
  first: WireRequest;
  shrunk: WireRequest | undefined;
  status: number;
  body: string;
  problems: string[];
  serverErrors: string[];
}

/** Errors the server logged while a case ran (the 500's cause, which the answer hides). */
export function captureServerErrors(stack: TestStack): {
  take: () => string[];
  restore: () => void;
} {
  let errors: string[] = [];
  const describe = (value: unknown): string => {
    const error =
      value instanceof Error
        ? value
        : (value as { error?: unknown } | undefined)?.error instanceof Error
          ? (value as { error: Error }).error
          : undefined;
    if (!error)
      return typeof value === 'string' ? value : (JSON.stringify(value)?.slice(0, 200) ?? '');
    const frame = (error.stack ?? '')
      .split('\n')
      .find(
        (line) => /^\s+at /.test(line) && !line.includes('node_modules') && !line.includes('node:'),
      );
    return `${error.name}: ${error.message}${frame ? ` (${frame.trim().replace(/^at /, '')})` : ''}`;
  };
  const logger = stack.dependencies.logger;
  const originalError = logger.error.bind(logger);
  const originalConsoleError = console.error;
  logger.error = ((...args: unknown[]) => {
    errors.push(args.map(describe).filter(Boolean).join(' '));
  }) as typeof logger.error;
  console.error = (...args: unknown[]) => {
    errors.push(args.map(describe).filter(Boolean).join(' '));
  };
  // A throw in the server's request listener is an uncaught exception (Vitest reports it too).
  const uncaught = (error: unknown) => {
    errors.push(`uncaught ${describe(error)}`);
  };
  process.on('uncaughtException', uncaught);
  return {
    take() {
      const taken = errors;
      errors = [];
      return taken;
    },
    restore() {
      logger.error = originalError;
      console.error = originalConsoleError;
      process.off('uncaughtException', uncaught);
    },
  };
}

const normalize = (text: string) =>
  text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    .replace(/\d+/g, 'N')
    .slice(0, 160);

function signatureOf(
  routeKey: string,
  problems: string[],
  serverErrors: string[],
  diff?: TableDiff,
) {
  if (problems.length === 0) return undefined;
  const kinds = problems.map((problem) =>
    problem
      .replace(/:.*$/s, '')
      .replace(/\(.*\)/, '')
      .trim(),
  );
  const cause = serverErrors[0]
    ? normalize(serverErrors[0].replace(/ \(.*\)$/, ''))
    : diff
      ? [
          ...new Set(
            [...diff.added, ...diff.removed, ...diff.changed.map((change) => change.key)].map(
              (key) => key.replace(/#[^ ]*/g, ''),
            ),
          ),
        ].join(',')
      : '';
  return `${routeKey} | ${[...new Set(kinds)].join(' + ')}${cause ? ` | ${cause}` : ''}`;
}

export class Fuzzer {
  readonly probe: TableProbe;
  private readonly writes: ReturnType<typeof observeWrites>;
  private readonly errors: { take: () => string[]; restore: () => void };
  /** Counts for the summary. */
  cases = 0;
  accepted = 0;
  statuses = new Map<number, number>();
  /** Cases run again to shrink a failure (not in the counts above). */
  replays = 0;

  constructor(
    private readonly stack: TestStack,
    private readonly secrets: Secrets,
    private baseline: TableSnapshot,
  ) {
    this.probe = new TableProbe(stack);
    this.writes = observeWrites(stack);
    this.errors = captureServerErrors(stack);
  }

  static async start(stack: TestStack, secrets: Secrets): Promise<Fuzzer> {
    const probe = new TableProbe(stack);
    const baseline = await probe.snapshot();
    probe.close();
    return new Fuzzer(stack, secrets, baseline);
  }

  /** Write commands the app's DynamoDB client has sent so far. */
  writesSeen(): number {
    return this.writes.count();
  }

  get baselineItems(): number {
    return this.baseline.items.size;
  }

  /** The baseline's keys, in order. */
  baselineKeys(): TableKey[] {
    return [...this.baseline.items.keys()].map((key) => {
      const item = this.baseline.raw.get(key);
      return { PK: item?.PK?.S ?? '', SK: item?.SK?.S ?? '' };
    });
  }

  /**
   * Sends one case and checks it. `replay`: a run while shrinking, which compares the table even
   * when the app sent no write, and is counted apart.
   */
  async run(routeKey: string, wire: WireRequest, replay = false): Promise<CaseOutcome> {
    const writesBefore = this.writes.count();
    this.writes.takeKeys();
    this.errors.take();
    const problems: string[] = [];
    let response: WireResponse | undefined;
    try {
      response = await send(this.stack.port, wire, this.secrets);
      problems.push(...answerProblems(wire, response));
    } catch (error) {
      problems.push(`no answer: ${(error as Error).message}`);
    }
    // Let work the handler left running (a write after the answer) reach the store first.
    await new Promise((resolve) => setImmediate(resolve));
    const status = response?.status ?? 0;
    const accepted = status >= 200 && status < 400;
    let diff: TableDiff | undefined;
    if (replay || this.writes.count() !== writesBefore) {
      const keys = this.writes.takeKeys();
      // A replay compares the whole table, as does a case whose writes' keys are not all known.
      const changes = await this.checkTable(replay ? undefined : keys);
      if (changes && !accepted) {
        diff = changes;
        problems.push(`answered ${status} but changed the table: ${describeDiff(changes)}`);
      }
    }
    const serverErrors = this.errors.take();
    if (replay) this.replays += 1;
    else {
      this.cases += 1;
      if (accepted) this.accepted += 1;
      this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    }
    return {
      status,
      problems,
      signature: signatureOf(routeKey, problems, serverErrors, diff),
      accepted,
      response,
      serverErrors,
    };
  }

  /**
   * A comparison with the baseline, of the whole table or of `keys` only, putting it back; the
   * diff found, if any.
   */
  async checkTable(keys?: WrittenKeys): Promise<TableDiff | undefined> {
    const { before, now } = keys
      ? await this.probe.snapshotOf(keys, this.baseline)
      : { before: this.baseline, now: await this.probe.snapshot() };
    const changes = diffSnapshots(before, now);
    if (isEmptyDiff(changes)) return undefined;
    await this.probe.restore(before, now);
    return changes;
  }

  /** The keys the app's writes named since the last call (undefined: some could not be read). */
  takeWrittenKeys(): WrittenKeys | undefined {
    return this.writes.takeKeys();
  }

  /**
   * Fuzzes one route: `numRuns` cases from `arbitrary` with a fixed seed, every case checked;
   * each distinct failure is then replayed from its run (fast-check's `path`) and shrunk.
   */
  async fuzzRoute(options: {
    routeKey: string;
    arbitrary: fc.Arbitrary<WireRequest>;
    seed: number;
    numRuns: number;
    batch?: number;
    /** Time to shrink one failure, and how many failures of a route are shrunk. */
    shrinkMs?: number;
    maxShrunk?: number;
  }): Promise<{ failures: Failure[]; cases: number; statuses: Map<number, number> }> {
    const {
      routeKey,
      arbitrary,
      seed,
      numRuns,
      batch = 50,
      shrinkMs = 12_000,
      maxShrunk = 4,
    } = options;
    const failures = new Map<string, Failure & { index: number }>();
    let index = 0;
    let batchStart = 0;
    const statuses = new Map<number, number>();
    const record = (runIndex: number, wire: WireRequest, outcome: CaseOutcome) => {
      if (!outcome.signature) return;
      const known = failures.get(outcome.signature);
      if (known) {
        known.count += 1;
        return;
      }
      failures.set(outcome.signature, {
        routeKey,
        signature: outcome.signature,
        count: 1,
        first: wire,
        shrunk: undefined,
        status: outcome.status,
        body: outcome.response?.text.slice(0, 500) ?? '',
        problems: outcome.problems,
        serverErrors: outcome.serverErrors,
        index: runIndex,
      });
    };
    const batchCheck = async (upTo: number) => {
      const diff = await this.checkTable();
      if (diff) {
        // Not seen by the write observer: cannot be pinned on one case of the batch.
        const signature = `${routeKey} | the table changed during cases ${batchStart}..${upTo - 1} without a write the observer saw`;
        failures.set(signature, {
          routeKey,
          signature,
          count: 1,
          first: { method: '-', target: '-', headers: {} },
          shrunk: undefined,
          status: 0,
          body: '',
          problems: [describeDiff(diff)],
          serverErrors: [],
          index: -1,
        });
      }
      batchStart = upTo;
    };
    await fc.check(
      fc.asyncProperty(arbitrary, async (wire) => {
        const runIndex = index;
        index += 1;
        const outcome = await this.run(routeKey, wire);
        statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
        record(runIndex, wire, outcome);
        if (index % batch === 0) await batchCheck(index);
        return true;
      }),
      { seed, numRuns },
    );
    await batchCheck(index);

    // Replay each distinct failure from its own run and let fast-check shrink it.
    const replayable = [...failures.values()].filter((failure) => failure.index >= 0);
    for (const failure of replayable.slice(0, maxShrunk)) {
      const details = await fc.check(
        fc.asyncProperty(arbitrary, async (wire) => {
          const outcome = await this.run(routeKey, wire, true);
          return outcome.signature !== failure.signature;
        }),
        { seed, path: String(failure.index), numRuns: 1, interruptAfterTimeLimit: shrinkMs },
      );
      const shrunk = details.counterexample?.[0];
      if (shrunk) {
        failure.shrunk = shrunk;
        const outcome = await this.run(routeKey, shrunk, true);
        if (outcome.signature === failure.signature) {
          failure.status = outcome.status;
          failure.body = outcome.response?.text.slice(0, 500) ?? '';
          failure.problems = outcome.problems;
          failure.serverErrors = outcome.serverErrors;
        }
      }
    }
    return { failures: [...failures.values()], cases: index, statuses };
  }

  close(): void {
    this.errors.restore();
    this.probe.close();
  }
}

/** A wire request as a short line for a report: long strings cut, the token and cookie named. */
export function describeWire(wire: WireRequest, max = 600): string {
  const cut = (text: string) =>
    text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text;
  const body =
    wire.body === undefined
      ? ''
      : typeof wire.body === 'string'
        ? ` body ${cut(wire.body)}`
        : ` body base64 ${wire.body.base64}`;
  const headers = Object.entries(wire.headers).map(([name, value]) => `${name}: ${value}`);
  if (wire.auth && wire.auth !== 'none')
    headers.push(`authorization: ${wire.auth === 'admin' ? 'Bearer <admin token>' : wire.auth}`);
  if (wire.cookie && wire.cookie !== 'none')
    headers.push(`cookie: ${wire.cookie === 'guest' ? '<guest cookie>' : cut(wire.cookie)}`);
  if (wire.signature && wire.signature !== 'none')
    headers.push(
      `stripe-signature: ${wire.signature === 'valid' ? '<valid signature>' : wire.signature}`,
    );
  const note = wire.note ? `${wire.note}: ` : '';
  return `${note}${wire.method} ${cut(wire.target)}${headers.length ? ` [${headers.join('; ')}]` : ''}${body}`;
}
