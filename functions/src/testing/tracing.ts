import type { LambdaTracing } from '../lambda/tracing';

/** A tracing that records what the entry asks of it, as Powertools Tracer would be asked on Lambda. */
export function recordingTracing() {
  const invocations: string[] = [];
  const clients: unknown[] = [];
  const tracing: LambdaTracing = {
    invocation: async (name, work) => {
      invocations.push(name);
      return work();
    },
    client: (client) => {
      clients.push(client);
      return client;
    },
  };
  return { tracing, invocations, clients };
}
