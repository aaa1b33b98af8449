import { describeFuzzing } from '../support/fuzz/suite';

// Property-based fuzzing of every route (test/support/fuzz/suite.ts), in two parts that run at once:
// this file takes every other target from the first.
describeFuzzing({ part: 1, of: 2 });
