import fc from 'fast-check';

// The unit layer's properties run from one fixed seed, as the fuzz and crash tests do: a run of
// main is the same run every time, and a property that fails fails again. FC_SEED=7 before
// `npm run test:unit` tries other cases (fast-check prints the seed and path of any failure).
fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20261124) });
