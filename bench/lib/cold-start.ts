import { pathToFileURL } from 'node:url';
import { runNodeScript } from '../../infra/lib/testing/node-script';

// A Lambda cold start up to its first answer, in a fresh `node` process: import the bundle, then
// call its handler once against the bench stack's dynalite. The import alone is what the lambda
// case's import rows show; this adds what the first request pays on top (the SDK's first call,
// Intl's locale data, the schemas the request builds on first use), so work moved out of the
// import into the first request shows here.

const COLD_START_SCRIPT = `
const started = performance.now();
const module = await import(process.argv[1]);
const imported = performance.now();
const answer = await module.handler(JSON.parse(process.argv[2]));
const answered = performance.now();
const status = answer && typeof answer === 'object' && 'statusCode' in answer ? answer.statusCode : 200;
if (status !== 200) { console.error('answered ' + status + ': ' + JSON.stringify(answer).slice(0, 500)); process.exit(3); }
process.stdout.write(JSON.stringify({ importMs: imported - started, firstMs: answered - imported }));
process.exit(0);
`;

export interface ColdStart {
  /** import() of the bundle. */
  importMs: number;
  /** The first invocation, from the call to its answer. */
  firstMs: number;
}

/**
 * Imports `file` and invokes its handler with `event` in a fresh process with `env`, which must
 * point the function's DynamoDB client at the stack (the function reads DYNAMODB_ENDPOINT, the SDK
 * itself AWS_ENDPOINT_URL_DYNAMODB). A non-200 answer fails the case: a cold start that answers an
 * error measures nothing.
 */
export async function coldStart(
  file: string,
  event: unknown,
  env: Record<string, string>,
): Promise<ColdStart> {
  try {
    const out = await runNodeScript(
      COLD_START_SCRIPT,
      [pathToFileURL(file).href, JSON.stringify(event)],
      env,
    );
    return JSON.parse(out) as ColdStart;
  } catch (error) {
    throw new Error(`The cold start of ${file} failed: ${String(error)}`, { cause: error });
  }
}
