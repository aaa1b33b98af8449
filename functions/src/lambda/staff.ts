import { createLambdaHandler } from './create-handler';

// The staff group has no routes yet (the orders issue adds them); the entry exists so the stack and
// its permission boundary are in place from the start.
export const handler = createLambdaHandler({});
