import { Tracer } from '@aws-lambda-powertools/tracer';
import { SERVICE_NAME } from './service';
import { ORDER_ANNOTATION } from './xray-names';

/**
 * X-Ray tracing through Powertools Tracer, for the Lambda entries to use: each invocation is a
 * subsegment of the function's trace with the order's id as an annotation (so the X-Ray console
 * finds an order's trace by `annotation.orderId = "..."`), and the AWS SDK calls inside it are
 * subsegments of their own. Tracer switches itself off outside Lambda and when
 * POWERTOOLS_TRACE_ENABLED is `false`; then everything here does nothing.
 */

export { ORDER_ANNOTATION };

let tracer: Tracer | undefined;

/** The process's one Tracer, made on first use (the first client captured, or invocation). */
export function processTracer(): Tracer {
  tracer ??= new Tracer({ serviceName: SERVICE_NAME });
  return tracer;
}

/** Whether this process traces (on Lambda, unless turned off). */
export const isTracing = (): boolean => processTracer().isTracingEnabled();

/**
 * An AWS SDK v3 client whose calls are traced: `tracedClient(new DynamoDBClient(...))`. The same
 * client, untouched, when not tracing.
 */
export function tracedClient<T>(client: T): T {
  const active = processTracer();
  return active.isTracingEnabled() ? active.captureAWSv3Client(client) : client;
}

/** Marks the running invocation's subsegment as one about this order. */
export function annotateOrder(orderId: string): void {
  const active = processTracer();
  if (active.isTracingEnabled()) active.putAnnotation(ORDER_ANNOTATION, orderId);
}

/**
 * Runs one invocation in a subsegment of its own (`## <name>`), annotated with the cold start and
 * service, and with the error when it throws: Lambda's own segment cannot take annotations, so
 * annotateOrder needs this one to write on.
 */
export async function tracedInvocation<R>(name: string, work: () => Promise<R>): Promise<R> {
  const active = processTracer();
  const segment = active.isTracingEnabled() ? active.getSegment() : undefined;
  if (!segment) return work();
  const subsegment = segment.addNewSubsegment(`## ${name}`);
  active.setSegment(subsegment);
  active.annotateColdStart();
  active.addServiceNameAnnotation();
  try {
    return await work();
  } catch (error) {
    active.addErrorAsMetadata(error as Error);
    throw error;
  } finally {
    subsegment.close();
    active.setSegment(segment);
  }
}
