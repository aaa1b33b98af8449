import { markOrdersWith } from '../observability/order-log';
import { annotateOrder, tracedClient, tracedInvocation } from '../observability/tracing';

/** What an entry that traces hands createLambdaHandler (or uses itself, as expiry and sweeper do). */
export interface LambdaTracing {
  /** Runs one invocation in its own subsegment, on which the order's id is annotated. */
  invocation: typeof tracedInvocation;
  /** Makes an AWS SDK client's calls subsegments of the invocation's. */
  client: typeof tracedClient;
}

/**
 * X-Ray through Powertools Tracer for an entry: AWS SDK calls become subsegments and every order the
 * code handles (observability/order-log forOrder) is annotated `orderId`. Imported by every entry
 * but the guest's: Tracer and the X-Ray SDK are 36 KB gzip and ~15 ms of each cold start, which
 * the guest function (the page a guest waits on) does not carry (docs/performance.md); it writes
 * the same subsegments without them (observability/light-tracing.ts).
 */
export function withTracing(): LambdaTracing {
  markOrdersWith(annotateOrder);
  return { invocation: tracedInvocation, client: tracedClient };
}
