import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { Sha256 } from '@smithy/core/checksum';
import { HttpRequest } from '@smithy/core/protocols';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { useFakeAwsEndpoint, type CapturedRequest } from './testing/fake-aws-endpoint';
import { secretsManagerGetSecretString, SecretsManagerError } from './secrets-manager';

const ARN = 'arn:aws:secretsmanager:eu-north-1:123456789012:secret:InroomSecrets-AbCdEf';
const CREDENTIALS = { accessKeyId: 'AKIATEST', secretAccessKey: 'test', sessionToken: 'token-1' };
const SECRET_STRING = '{"linkSecret":"l"}';

const found = () => ({
  status: 200,
  headers: { 'content-type': 'application/x-amz-json-1.1' },
  body: JSON.stringify({
    ARN,
    Name: 'InroomSecrets',
    VersionId: 'v1',
    SecretString: SECRET_STRING,
  }),
});
const failing = (status: number, type: string) => ({
  status,
  headers: { 'content-type': 'application/x-amz-json-1.1' },
  body: JSON.stringify({ __type: type, message: `${type} said no` }),
});

/** Secrets Manager speaks AWS JSON 1.1: POST / with the operation in X-Amz-Target. */
const secretsManager = useFakeAwsEndpoint(found);

const thin = (options: Parameters<typeof secretsManagerGetSecretString>[0] = {}) =>
  secretsManagerGetSecretString({
    region: 'eu-north-1',
    endpoint: secretsManager.url,
    credentials: () => Promise.resolve(CREDENTIALS),
    sleep: () => Promise.resolve(),
    ...options,
  });

/** The request as the SDK's client sends it, for the same secret. */
async function sdkRequest(): Promise<CapturedRequest> {
  const sdk = new SecretsManagerClient({
    region: 'eu-north-1',
    endpoint: secretsManager.url,
    credentials: CREDENTIALS,
    maxAttempts: 1,
  });
  await sdk.send(new GetSecretValueCommand({ SecretId: ARN }));
  const request = secretsManager.requests.pop();
  if (!request) throw new Error('the SDK sent nothing');
  return request;
}

const signedHeadersOf = (request: CapturedRequest) =>
  /SignedHeaders=([^,]+)/.exec(String(request.headers.authorization))?.[1]?.split(';') ?? [];

/**
 * The signature AWS would compute for a captured request: the signed headers as they arrived,
 * signed again at the request's own x-amz-date with the same key. Equal to what was sent only if
 * nothing the signature covers changed on the way (fetch adding or rewriting a signed header).
 */
async function expectedAuthorization(request: CapturedRequest): Promise<string> {
  const headers = Object.fromEntries(
    signedHeadersOf(request).map((name) => [name, String(request.headers[name])]),
  );
  const amzDate = headers['x-amz-date'] ?? '';
  const signingDate = new Date(
    amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  const signer = new SignatureV4({
    service: 'secretsmanager',
    region: 'eu-north-1',
    credentials: CREDENTIALS,
    sha256: Sha256,
  });
  const url = new URL(secretsManager.url);
  const signed = await signer.sign(
    new HttpRequest({
      method: request.method,
      protocol: url.protocol,
      hostname: url.hostname,
      port: Number(url.port),
      path: request.url,
      headers,
      body: request.body,
    }),
    { signingDate },
  );
  return String(signed.headers.authorization);
}

describe('secretsManagerGetSecretString', () => {
  it("sends GetSecretValue as the SDK's client does, validly signed", async () => {
    const sdk = await sdkRequest();
    expect(await thin()(ARN)).toBe(SECRET_STRING);
    const [request] = secretsManager.requests as [CapturedRequest];

    for (const sent of [sdk, request]) {
      expect(sent.method).toBe('POST');
      expect(sent.url).toBe('/');
      expect(JSON.parse(sent.body)).toEqual({ SecretId: ARN });
      expect(sent.headers['content-type']).toBe('application/x-amz-json-1.1');
      expect(sent.headers['x-amz-target']).toBe('secretsmanager.GetSecretValue');
      expect(sent.headers['x-amz-security-token']).toBe(CREDENTIALS.sessionToken);
      expect(String(sent.headers.authorization)).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIATEST\/\d{8}\/eu-north-1\/secretsmanager\/aws4_request, /,
      );
      // What AWS requires signed, signed by both.
      expect(signedHeadersOf(sent)).toEqual(
        expect.arrayContaining([
          'content-type',
          'host',
          'x-amz-date',
          'x-amz-security-token',
          'x-amz-target',
        ]),
      );
      expect(sent.headers.authorization).toBe(await expectedAuthorization(sent));
    }
    // Every header the thin client signs is one the SDK signs too.
    expect(signedHeadersOf(sdk)).toEqual(expect.arrayContaining(signedHeadersOf(request)));
  });

  it("answers undefined for a secret without a string value, as the SDK's SecretString", async () => {
    secretsManager.answer = { status: 200, body: JSON.stringify({ ARN, SecretBinary: 'AAE=' }) };
    expect(await thin()(ARN)).toBeUndefined();
  });

  it('names an error by its type and does not retry what another attempt cannot fix', async () => {
    secretsManager.answer = failing(400, 'ResourceNotFoundException');
    const error: unknown = await thin()(ARN).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SecretsManagerError);
    expect(error).toMatchObject({ name: 'ResourceNotFoundException', statusCode: 400 });
    expect(String(error)).toContain('ResourceNotFoundException said no');
    expect(secretsManager.requests).toHaveLength(1);

    // A namespaced type, as some AWS JSON services send it, is named by its last part.
    secretsManager.answer = failing(400, 'com.amazonaws.secretsmanager#AccessDeniedException');
    await expect(thin()(ARN)).rejects.toMatchObject({ name: 'AccessDeniedException' });
  });

  it('tries a throttle or a 5xx again, three attempts in all, waiting with backoff', async () => {
    const waits: number[] = [];
    secretsManager.answer = failing(400, 'ThrottlingException');
    const read = thin({
      sleep: (milliseconds) => {
        waits.push(milliseconds);
        secretsManager.answer = waits.length === 1 ? failing(500, 'InternalServiceError') : found();
        return Promise.resolve();
      },
    });
    expect(await read(ARN)).toBe(SECRET_STRING);
    expect(secretsManager.requests).toHaveLength(3);
    expect(secretsManager.requests.map((sent) => sent.headers['amz-sdk-request'])).toEqual([
      'attempt=1; max=3',
      'attempt=2; max=3',
      'attempt=3; max=3',
    ]);
    expect(waits).toHaveLength(2);
    for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(0);

    secretsManager.requests.length = 0;
    secretsManager.answer = failing(503, 'ServiceUnavailable');
    await expect(thin()(ARN)).rejects.toMatchObject({ statusCode: 503 });
    expect(secretsManager.requests).toHaveLength(3);
  });

  it('tries again when the connection fails, and gives up after the last attempt', async () => {
    let waits = 0;
    const read = secretsManagerGetSecretString({
      region: 'eu-north-1',
      // Nothing listens on port 9 of 127.0.0.1 (discard, never served here): refused at once.
      endpoint: 'http://127.0.0.1:9',
      credentials: () => Promise.resolve(CREDENTIALS),
      sleep: () => {
        waits += 1;
        return Promise.resolve();
      },
      maxAttempts: 2,
    });
    await expect(read(ARN)).rejects.toThrow();
    expect(waits).toBe(1);
  });
});
