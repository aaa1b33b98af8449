import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import { createDependencies, type Adapters, type Dependencies } from '../dependencies';
import { createDispatcher, type Dispatcher, type HandlerMap } from '../http/dispatch';
import type { LambdaTracing } from './tracing';

/**
 * A Lambda entry over one group's handlers; dependencies are built once per cold start, with the
 * adapters only this group uses. `tracing` (./tracing.ts) makes each request a traced subsegment
 * with its store calls inside; the guest entry goes without it (see ./guest.ts).
 */
export function createLambdaHandler(
  handlers: HandlerMap,
  adapters: () => Adapters = () => ({}),
  tracing?: LambdaTracing,
) {
  let dispatcher: Dispatcher | undefined;
  let deps: Dependencies | undefined;
  return async (
    event: APIGatewayProxyEventV2,
    context?: Context,
  ): Promise<APIGatewayProxyStructuredResultV2> => {
    if (!deps) {
      deps = createDependencies(process.env, adapters());
      tracing?.client(deps.store.client);
    }
    const dispatch = (dispatcher ??= createDispatcher(handlers, deps));
    if (context) deps.logger.addContext(context);
    try {
      const run = () => dispatch(event);
      return await (tracing ? tracing.invocation(handlerName(), run) : run());
    } finally {
      // What this request counted (an order paid, an SMS failed) goes out with its log.
      deps.metrics.flush();
    }
  };
}

/** The name Lambda knows the entry by (`index.handler`), for the invocation's subsegment. */
export const handlerName = (): string => process.env._HANDLER ?? 'index.handler';
