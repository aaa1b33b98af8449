import { randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import type { LambdaTracing } from '../lambda/tracing';
import { markOrdersWith } from './order-log';
import { SERVICE_NAME } from './service';
import { ORDER_ANNOTATION } from './xray-names';

// X-Ray for the guest function (issue 16) without the X-Ray SDK: Powertools Tracer and the SDK it
// wraps are 36 KB gzip and 12-18 ms of every cold start, which issue 14 keeps off the page a guest
// waits on (docs/performance.md). This writes the same documents Tracer writes for an invocation
// (`## index.handler`, annotated ColdStart, Service and orderId) and for each AWS SDK call inside it
// (`DynamoDB`, namespace aws, the operation, region, request id, table and HTTP status), and sends
// them to the X-Ray daemon Lambda runs beside the function, over UDP as the SDK does.
// `light-tracing.test.ts` holds them side by side with what the X-Ray SDK makes of the same calls.

/** A subsegment as X-Ray takes it (the fields this writes). */
export interface XraySubsegment {
  id: string;
  name: string;
  start_time: number;
  end_time?: number;
  namespace?: 'aws';
  annotations?: Record<string, string | boolean>;
  aws?: {
    operation: string;
    region?: string;
    request_id?: string;
    retries: number;
    table_name?: string;
  };
  http?: { response: { status: number } };
  error?: boolean;
  fault?: boolean;
  throttle?: boolean;
  cause?: { exceptions: { id: string; message: string; type: string }[] };
  subsegments?: XraySubsegment[];
}

/** What X-Ray needs to place a subsegment sent on its own: the trace and the parent (Lambda's). */
export interface TraceContext {
  root: string;
  parent: string;
  sampled: boolean;
}

/** `Root=1-...;Parent=...;Sampled=1`, as Lambda sets `_X_AMZN_TRACE_ID` for each invocation. */
export function parseTraceHeader(header: string | undefined): TraceContext | undefined {
  if (!header) return undefined;
  const parts = new Map(
    header.split(';').map((part) => {
      const separator = part.indexOf('=');
      return [part.slice(0, separator).trim(), part.slice(separator + 1).trim()] as const;
    }),
  );
  const root = parts.get('Root');
  const parent = parts.get('Parent');
  if (!root || !parent) return undefined;
  return { root, parent, sampled: parts.get('Sampled') === '1' };
}

/** `AWS_XRAY_DAEMON_ADDRESS`: `host:port`, or `tcp:host:port udp:host:port` (UDP is what is sent). */
export function daemonAddress(value: string | undefined): { host: string; port: number } {
  const udp =
    value
      ?.split(/\s+/)
      .find((part) => part.startsWith('udp:'))
      ?.slice(4) ?? value;
  const [host, port] = (udp ?? '').split(':');
  return host && Number(port) > 0
    ? { host, port: Number(port) }
    : { host: '127.0.0.1', port: 2000 };
}

const newId = (): string => randomBytes(8).toString('hex');
const nowSeconds = (): number => Date.now() / 1000;
const PROTOCOL_HEADER = '{"format":"json","version":1}';

/** Sends one document to the daemon; a lost trace never fails a request, so errors are dropped. */
export function udpSender(address: { host: string; port: number }) {
  return (document: string): Promise<void> =>
    new Promise((resolve) => {
      const socket = createSocket('udp4');
      const message = Buffer.from(`${PROTOCOL_HEADER}\n${document}`);
      socket.send(message, address.port, address.host, () => {
        socket.close();
        resolve();
      });
    });
}

interface Metadata {
  httpStatusCode?: number;
  requestId?: string;
  attempts?: number;
}

/** The SDK call's fields, as the X-Ray SDK writes them (aws3_p.js, attributes/aws.js). */
function describeCall(
  call: XraySubsegment,
  operation: string,
  input: Record<string, unknown>,
  region: string | undefined,
  metadata: Metadata | undefined,
): void {
  call.aws = {
    operation,
    ...(region ? { region } : {}),
    ...(metadata?.requestId ? { request_id: metadata.requestId } : {}),
    retries: metadata?.attempts ?? 0,
    ...(typeof input.TableName === 'string' ? { table_name: input.TableName } : {}),
  };
  const status = metadata?.httpStatusCode;
  if (!status) return;
  call.http = { response: { status } };
  if (status === 429) call.throttle = true;
  if (status >= 500) call.fault = true;
  else if (status >= 400) call.error = true;
}

type Middleware = (
  next: (args: {
    input: object;
    request: unknown;
  }) => Promise<{ output?: { $metadata?: Metadata } }>,
  context: { clientName?: string; commandName?: string },
) => (args: { input: object; request: unknown }) => Promise<unknown>;

interface TraceableClient {
  config: { region?: string | (() => Promise<string>) };
  middlewareStack: {
    add: (middleware: Middleware, options: { step: 'build'; name: string }) => void;
  };
}

export interface LightTracingOptions {
  env?: Record<string, string | undefined>;
  /** Where documents go; the daemon over UDP by default. */
  send?: (document: string) => Promise<void>;
}

/**
 * The guest entry's LambdaTracing. It traces an invocation only when Lambda says it is sampled
 * (`_X_AMZN_TRACE_ID`, read at each invocation), and not at all off Lambda or when
 * POWERTOOLS_TRACE_ENABLED is `false`, as Tracer does.
 */
export function lightTracing(options: LightTracingOptions = {}): LambdaTracing {
  const env = options.env ?? process.env;
  const enabled =
    env.AWS_LAMBDA_FUNCTION_NAME !== undefined && env.POWERTOOLS_TRACE_ENABLED !== 'false';
  const send = options.send ?? udpSender(daemonAddress(env.AWS_XRAY_DAEMON_ADDRESS));
  let coldStart = true;
  /** The running invocation's subsegment; Lambda runs one invocation at a time per process. */
  let current: { subsegment: XraySubsegment; trace: TraceContext } | undefined;

  markOrdersWith((orderId) => {
    if (current)
      current.subsegment.annotations = {
        ...current.subsegment.annotations,
        [ORDER_ANNOTATION]: orderId,
      };
  });

  /** Each call of the client becomes a subsegment of the running invocation's. */
  const middlewareFor =
    (config: TraceableClient['config']): Middleware =>
    (next, context) =>
    async (args) => {
      const running = current;
      if (!running) return next(args);
      const call: XraySubsegment = {
        id: newId(),
        name: (context.clientName ?? 'AWS').replace(/Client$/, ''),
        start_time: nowSeconds(),
        namespace: 'aws',
      };
      const command = (context.commandName ?? '').replace(/Command$/, '');
      const input = args.input as Record<string, unknown>;
      const request = args.request as { headers?: Record<string, string> };
      // Downstream services join the trace, as the SDK's own instrumentation lets them.
      if (request.headers)
        request.headers['X-Amzn-Trace-Id'] =
          `Root=${running.trace.root};Parent=${call.id};Sampled=1`;
      const region = async () =>
        typeof config.region === 'function' ? config.region() : config.region;
      try {
        const result = await next(args);
        describeCall(call, command, input, await region(), result.output?.$metadata);
        return result;
      } catch (error) {
        const failure = error as Error & { $metadata?: Metadata };
        describeCall(call, command, input, await region(), failure.$metadata);
        if (!call.error && !call.fault) call.fault = true;
        call.cause = {
          exceptions: [{ id: newId(), message: failure.message, type: failure.name }],
        };
        throw error;
      } finally {
        call.end_time = nowSeconds();
        (running.subsegment.subsegments ??= []).push(call);
      }
    };

  return {
    client(client) {
      if (!enabled) return client;
      const traceable = client as unknown as TraceableClient;
      traceable.middlewareStack.add(middlewareFor(traceable.config), {
        step: 'build',
        name: 'inroomLightTracing',
      });
      return client;
    },
    async invocation(name, work) {
      const trace = enabled ? parseTraceHeader(env._X_AMZN_TRACE_ID) : undefined;
      const wasCold = coldStart;
      coldStart = false;
      if (!trace?.sampled) return work();
      const subsegment: XraySubsegment = {
        id: newId(),
        name: `## ${name}`,
        start_time: nowSeconds(),
        annotations: { ColdStart: wasCold, Service: SERVICE_NAME },
      };
      current = { subsegment, trace };
      try {
        return await work();
      } catch (error) {
        const failure = error as Error;
        subsegment.fault = true;
        subsegment.cause = {
          exceptions: [{ id: newId(), message: failure.message, type: failure.name }],
        };
        throw error;
      } finally {
        current = undefined;
        subsegment.end_time = nowSeconds();
        await send(
          JSON.stringify({
            ...subsegment,
            type: 'subsegment',
            trace_id: trace.root,
            parent_id: trace.parent,
          }),
        );
      }
    },
  };
}
