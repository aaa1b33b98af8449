import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestStack } from '../support/api';

// What Node's HTTP parser or the URL parser would answer on their own (a bare status, or an
// exception in the server): the local server answers with its JSON error instead, and goes on.

const stack = useTestStack({ seedDemoData: false }, { standInWeb: true });

/** Sends bytes as they are and answers the raw response. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(stack.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    // Written, not ended: a half-closed socket would be closed before a slower answer.
    socket.write(request);
  });
}

describe('malformed requests to the local server', () => {
  it.each(['//', '//x.png%00', '//evil.example/api/location/getall', '/%E0%A4%A'])(
    'answers %s without crashing',
    async (path) => {
      const answer = await raw(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 [234]\d\d /);
      expect((await stack.request('/local/health')).status).toBe(200);
    },
  );

  it('refuses a request target that is not a path with a JSON 400', async () => {
    const answer = await raw('GET * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"code":"bad_request"');
  });

  it('answers headers over 16 KB with a JSON 431', async () => {
    const response = await stack.request('/api/location/getall', {
      headers: { 'x-padding': 'x'.repeat(20_000) },
    });
    expect(response.status).toBe(431);
    expect(await response.json()).toEqual({
      error: {
        code: 'headers_too_large',
        message: 'The request line and headers are over 16 KB',
      },
    });
  });

  it('answers a request that is not HTTP with a JSON 400', async () => {
    const answer = await raw('HELLO\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('"code":"bad_request"');
  });
});
