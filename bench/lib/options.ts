/** The cases of `npm run bench`, in the order they run. */
export const CASES = [
  'lambda',
  'guest-js',
  'lighthouse',
  'first-load',
  'guest-view',
  'menu-build',
  'paid-sms',
  'tap-to-page',
  'menu-setup',
  'item-modal',
  'orders-board',
] as const;
export type CaseName = (typeof CASES)[number];

export interface BenchOptions {
  /** How many times each case runs, interleaved with its baseline. */
  rounds: number;
  /** A smoke run: one round, fewer pages and menu sizes, short loads. */
  quick: boolean;
  only: readonly CaseName[];
  /** Where results.json goes (bench/results.json unless --out). */
  out: string | undefined;
  /**
   * A partial run (--only) that replaces its cases' figures in bench/results.json, keeping the
   * others and the full run's header, and records itself under `updates`.
   */
  update: boolean;
  /** A directory for each Lighthouse run's full report (JSON), to read what a figure is made of. */
  reports: string | undefined;
  help: boolean;
}

export const DEFAULT_ROUNDS = 5;

export const USAGE = `npm run bench -- [--rounds N] [--only case[,case]] [--quick] [--out file]
                        [--update] [--reports dir]

  --rounds N     times each case runs, interleaved with its baseline (default ${DEFAULT_ROUNDS})
  --only LIST    some of: ${CASES.join(', ')}
  --quick        a smoke run: one round, the location page only, menus of 25 and 100 items
  --out FILE     write the results there instead of bench/results.json
  --update       with --only: replace those cases' figures in bench/results.json, keeping the rest
  --reports DIR  keep each Lighthouse run's full report there (JSON, one file per page and round)`;

/** Parses the command line (`--rounds 3`, `--rounds=3`, `--only a,b`, `--only a --only b`). */
export function parseOptions(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = {
    rounds: DEFAULT_ROUNDS,
    quick: false,
    only: [...CASES],
    out: undefined,
    update: false,
    reports: undefined,
    help: false,
  };
  let roundsGiven = false;
  const only: CaseName[] = [];
  const args = argv.flatMap((arg) => (/^--\w+=/.test(arg) ? arg.split(/=(.*)/s, 2) : [arg]));
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string;
    const value = () => {
      const next = args[index + 1];
      if (next === undefined || next.startsWith('--')) throw new Error(`${arg} needs a value`);
      index += 1;
      return next;
    };
    switch (arg) {
      case '--rounds': {
        const text = value();
        const rounds = Number(text);
        if (!Number.isInteger(rounds) || rounds < 1 || rounds > 100)
          throw new Error(`--rounds must be a whole number from 1 to 100, not "${text}"`);
        options.rounds = rounds;
        roundsGiven = true;
        break;
      }
      case '--only':
        for (const name of value().split(',').filter(Boolean)) {
          if (!(CASES as readonly string[]).includes(name))
            throw new Error(`Unknown case "${name}"; the cases are ${CASES.join(', ')}`);
          if (!only.includes(name as CaseName)) only.push(name as CaseName);
        }
        break;
      case '--quick':
        options.quick = true;
        break;
      case '--out':
        options.out = value();
        break;
      case '--update':
        options.update = true;
        break;
      case '--reports':
        options.reports = value();
        break;
      case '--help':
      case '-h':
        options.help = true;
        break;
      default:
        throw new Error(`Unknown argument "${arg}"\n\n${USAGE}`);
    }
  }
  if (options.quick && !roundsGiven) options.rounds = 1;
  // A quick run's figures are not the committed kind; a full run replaces the file anyway.
  if (options.update && (options.quick || only.length === 0))
    throw new Error('--update takes --only (the cases to replace) and no --quick');
  // Run order stays the bench's own, whatever order --only named them in.
  if (only.length > 0) options.only = CASES.filter((name) => only.includes(name));
  return options;
}
