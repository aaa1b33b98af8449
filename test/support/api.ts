import { createDependencies, type Dependencies } from '@inroom/functions';
import { afterAll, beforeAll, expect } from 'vitest';
import { configFromEnvironment, type LocalStackConfig } from '../../infra/local/config';
import { startTestStack, type StackOptions, type TestStack } from './stack';

// What the API tests share: the stack of a test file, clients that call it with or without the
// admin's token, and the checks of an answer's status that hand back its body.

/** An id no record has. */
export const UNKNOWN_ID = '4b1c8a52-2f7e-4b8e-9a43-0d5b7f1a2c3d';

/** A UUID of version 4, as the API makes for new records. */
export { UUID_PATTERN } from '../../functions/src/testing/fixtures';

/**
 * Starts the embedded stack before the file's tests and closes it after them. Call it at the top of
 * a test file and keep what it returns in a const: it stands for the stack of the running file.
 */
export function useTestStack(
  overrides: Partial<LocalStackConfig> = {},
  options: StackOptions = {},
): TestStack {
  let started: TestStack | undefined;
  beforeAll(async () => {
    started = await startTestStack(overrides, options);
  });
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as TestStack, {
    get(_target, key) {
      if (!started) throw new Error('useTestStack: the stack starts in beforeAll');
      const value: unknown = Reflect.get(started, key);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}

/**
 * A call to the Cognito stand-in through the local server's proxy, as Amplify in the SPA makes it
 * (`AWSCognitoIdentityProviderService.<target>`).
 */
export function cognitoProxyCall(stack: TestStack, target: string, payload: unknown) {
  return stack.request('/local/cognito', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    body: JSON.stringify(payload),
  });
}

/** The fields of an options group as the API gives it (spec §3), sorted. */
export const OPTIONS_GROUP_VIEW_FIELDS = [
  'id',
  'locationId',
  'type',
  'typeString',
  'quantity',
  'isReusable',
  'isDeleted',
  'translations',
  'options',
  'version',
].sort();

/** The status and JSON body of an answer. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
}

/** Calls to the API; a body goes as JSON. */
export interface ApiClient {
  request: (method: string, path: string, body?: unknown) => Promise<Response>;
  get: (path: string) => Promise<Response>;
  post: (path: string, body?: unknown) => Promise<Response>;
  del: (path: string, body?: unknown) => Promise<Response>;
  /** Any status: the answer's status and JSON body, for the test to check together. */
  call: <T = unknown>(method: string, path: string, body?: unknown) => Promise<Answer<T>>;
}

/** A client with a token of its own (a back-office user's: support/users.ts), or none. */
export function apiClient(stack: TestStack, token?: () => Promise<string>): ApiClient {
  const request = async (method: string, path: string, body?: unknown) =>
    stack.request(path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${await token()}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return {
    request,
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body),
    del: (path, body) => request('DELETE', path, body),
    async call<T>(method: string, path: string, body?: unknown) {
      const response = await request(method, path, body);
      return { status: response.status, body: (await response.json()) as T };
    },
  };
}

/** A client with the admin's access token, asked of the Cognito stand-in at the first call. */
export function adminClient(stack: TestStack): ApiClient {
  let token: Promise<string> | undefined;
  return apiClient(stack, () => (token ??= stack.adminToken()));
}

/** A client without a token, as a guest or a signed-out browser calls. */
export function guestClient(stack: TestStack): ApiClient {
  return apiClient(stack);
}

/** The `error` of an answer that is not 2xx (spec §7). */
export interface ApiErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/** The whole answer of a 404 for a record that is not there, as `call` gives it. */
export const notFound = (message: string): Answer<{ error: ApiErrorBody }> => ({
  status: 404,
  body: { error: { code: 'not_found', message } },
});

/** Checks the answer's status, showing its body when it differs, and returns the JSON body. */
export async function expectStatus<T = { error: ApiErrorBody }>(
  response: Response | Promise<Response>,
  status: number,
): Promise<T> {
  const settled = await response;
  const body: unknown = await settled.json();
  expect(settled.status, JSON.stringify(body)).toBe(status);
  return body as T;
}

/** Checks the answer is 200 and returns its body. */
export const expectOk = <T = unknown>(response: Response | Promise<Response>): Promise<T> =>
  expectStatus<T>(response, 200);

/** Checks the answer has the status and returns its error. */
export async function expectError(
  response: Response | Promise<Response>,
  status: number,
): Promise<ApiErrorBody> {
  return (await expectStatus(response, status)).error;
}

/** Checks the answer is a 400 bad_request and returns its field errors. */
export async function expectFields(
  response: Response | Promise<Response>,
): Promise<Record<string, string> | undefined> {
  const error = await expectError(response, 400);
  expect(error.code).toBe('bad_request');
  return error.fields;
}

/** The functions' dependencies over the stack's table, for reading and writing it directly. */
export function stackDependencies(stack: TestStack): Dependencies {
  const { tableName, region } = configFromEnvironment({});
  return createDependencies({
    TABLE_NAME: tableName,
    DYNAMODB_ENDPOINT: stack.dynamoEndpoint,
    AWS_REGION: region,
    LOG_LEVEL: 'SILENT',
  });
}
