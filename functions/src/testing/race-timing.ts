import { setTimeout as sleep } from 'node:timers/promises';

// Race tests start their racers after random delays so that one lands before, during or after
// another. Delays in fixed milliseconds only do that on a machine as fast as the one they were
// written on: on a slower or busier runner every racer takes longer and the same delays all fall
// early (category-delete-races.test.ts then never saw a create in a category answered before its
// delete). These measure the racer first and draw the delays in fractions of it.

/** Milliseconds `operation` took. */
export async function durationOf(operation: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await operation();
  return performance.now() - started;
}

/**
 * The middle of `runs` samples (odd), after one not counted: the first run of anything pays for
 * compiling it.
 */
export async function typicalMs(runs: number, sample: () => Promise<number>): Promise<number> {
  await sample();
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) samples.push(await sample());
  return samples.sort((a, b) => a - b)[Math.floor(samples.length / 2)]!;
}

/** A wait of `ticks` of `tickMs` each: a drawn delay, at this machine's pace. */
export const sleepTicks = (ticks: number, tickMs: number) => sleep(ticks * tickMs);
