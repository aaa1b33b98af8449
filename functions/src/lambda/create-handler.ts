import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import { createDependencies, type Adapters, type Dependencies } from '../dependencies';
import { createDispatcher, type Dispatcher, type HandlerMap } from '../http/dispatch';

/**
 * A Lambda entry over one group's handlers; dependencies are built once per cold start, with the
 * adapters only this group uses.
 */
export function createLambdaHandler(handlers: HandlerMap, adapters: () => Adapters = () => ({})) {
  let dispatcher: Dispatcher | undefined;
  let deps: Dependencies | undefined;
  return async (
    event: APIGatewayProxyEventV2,
    context?: Context,
  ): Promise<APIGatewayProxyStructuredResultV2> => {
    deps ??= createDependencies(process.env, adapters());
    dispatcher ??= createDispatcher(handlers, deps);
    if (context) deps.logger.addContext(context);
    try {
      return await dispatcher(event);
    } finally {
      // What this request counted (an order paid, an SMS failed) goes out with its log.
      deps.metrics.flush();
    }
  };
}
