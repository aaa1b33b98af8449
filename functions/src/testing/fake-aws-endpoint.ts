import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export interface CapturedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status: number;
  headers?: Record<string, string>;
  body: string;
}

export interface FakeAwsEndpoint {
  /** The endpoint to give the SDK client. */
  readonly url: string;
  /** What the SDK sent, in order; emptied before each test. */
  readonly requests: CapturedRequest[];
  /** How the next requests are answered; reset to the default before each test. */
  answer: FakeAnswer;
}

/**
 * An AWS service endpoint on 127.0.0.1 for an adapter's tests: it records each request exactly as
 * the SDK sends it and answers as the test says, so the request shapes are checked without AWS.
 * Call it at the top of a test file; the server lives for the file.
 */
export function useFakeAwsEndpoint(defaultAnswer: () => FakeAnswer): FakeAwsEndpoint {
  let server: Server | undefined;
  let url = '';
  const fake = {
    get url() {
      return url;
    },
    requests: [] as CapturedRequest[],
    answer: defaultAnswer(),
  };
  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        fake.requests.push({
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        response.writeHead(fake.answer.status, fake.answer.headers).end(fake.answer.body);
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.answer = defaultAnswer();
  });
  return fake;
}
