import type { Logger } from '@aws-lambda-powertools/logger';
import type { Dependencies } from '../dependencies';

/** The key every log line about one order carries, to find all of it in the logs. */
export const ORDER_LOG_KEY = 'orderId';

// The loggers that belong to one request (see requestLogger): only those may take an order's key in
// place, since nothing else writes through them.
const requestLoggers = new WeakSet<Logger>();
// The loggers made for one order, by its id: handing one on to a deeper call needs no new child.
const orderLoggers = new WeakMap<Logger, string>();
let orderMarker: ((orderId: string) => void) | undefined;

/**
 * Where else an order being handled is marked besides the logs: a Lambda entry that traces passes
 * annotateOrder (./tracing), so this module, in every order path, never loads the tracer itself.
 */
export function markOrdersWith(marker: ((orderId: string) => void) | undefined): void {
  orderMarker = marker;
}

/**
 * A logger of its own for one request: keys added while handling it (the order's id) end with it,
 * even where one process serves requests side by side (the embedded stack) or one after another
 * (a warm Lambda).
 */
export function requestLogger(logger: Logger): Logger {
  const child = logger.createChild();
  requestLoggers.add(child);
  return child;
}

/**
 * The dependencies to handle one order with: every line logged through them carries its id. A
 * request's own logger takes the key itself, so the request's closing line carries it too; any
 * other (the sweeper's, shared by the orders it works on side by side; an expiry's) is left as it is
 * and a child carries the key.
 */
export function forOrder<D extends Dependencies>(deps: D, orderId: string): D {
  if (orderLoggers.get(deps.logger) === orderId) return deps;
  orderMarker?.(orderId);
  if (requestLoggers.has(deps.logger)) {
    deps.logger.appendKeys({ [ORDER_LOG_KEY]: orderId });
    orderLoggers.set(deps.logger, orderId);
    return deps;
  }
  const logger = deps.logger.createChild({ persistentKeys: { [ORDER_LOG_KEY]: orderId } });
  orderLoggers.set(logger, orderId);
  return { ...deps, logger };
}
