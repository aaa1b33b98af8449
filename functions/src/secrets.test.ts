import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentsUnavailableError } from './payments/port';
import {
  INCOMPLETE_SECRETS_RETRY_MS,
  orderAdaptersFromEnvironment,
  secretsFromEnvironment,
  type AppSecrets,
} from './secrets';
import { secretsManagerGetSecretString } from './secrets-manager';

const ARN = 'arn:aws:secretsmanager:eu-north-1:123456789012:secret:InroomSecrets-AbCdEf';
const COMPLETE: AppSecrets = {
  stripeSecretKey: 'sk_test_123',
  stripeWebhookSecret: 'whsec_456',
  linkSecret: 'generated-48-characters',
};

interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local HTTP server that records requests and answers with whatever `reply` says. */
async function recordingServer(reply: (request: Recorded) => { status: number; body: string }) {
  const requests: Recorded[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const { status, body } = reply(recorded);
      response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    requests,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

// The Secrets Manager stand-in (AWS JSON 1.1: POST / with an X-Amz-Target header).
let secretsManager: Awaited<ReturnType<typeof recordingServer>>;
let answers: { status: number; body: string }[] = [];
const secretAnswer = (secret: unknown) => ({
  status: 200,
  body: JSON.stringify({
    ARN,
    Name: 'InroomSecrets',
    VersionId: 'v1',
    SecretString: typeof secret === 'string' ? secret : JSON.stringify(secret),
  }),
});

beforeAll(async () => {
  secretsManager = await recordingServer(
    () => answers.shift() ?? { status: 500, body: '{"__type":"InternalServiceError"}' },
  );
});

afterAll(async () => {
  await secretsManager.close();
});

beforeEach(() => {
  secretsManager.requests.length = 0;
  answers = [];
});

const getSecretValue = () =>
  secretsManagerGetSecretString({
    region: 'eu-north-1',
    endpoint: secretsManager.url,
    credentials: () => Promise.resolve({ accessKeyId: 'AKIATEST', secretAccessKey: 'test' }),
    maxAttempts: 1,
  });

describe('secretsFromEnvironment without SECRETS_ARN', () => {
  it('reads the environment, with missing values empty', async () => {
    const secrets = secretsFromEnvironment({
      STRIPE_SECRET_KEY: 'sk_test_env',
      LINK_SECRET: 'link-env',
    });
    expect(await secrets()).toEqual({
      stripeSecretKey: 'sk_test_env',
      stripeWebhookSecret: '',
      linkSecret: 'link-env',
    });
    expect(secretsManager.requests).toEqual([]);
  });
});

describe('secretsFromEnvironment with SECRETS_ARN', () => {
  it('reads the secret once per cold start, however many callers', async () => {
    answers = [secretAnswer(COMPLETE)];
    const secrets = secretsFromEnvironment(
      { SECRETS_ARN: ARN },
      { readSecretString: getSecretValue() },
    );
    const [first, second] = await Promise.all([secrets(), secrets()]);
    expect(first).toEqual(COMPLETE);
    expect(second).toEqual(COMPLETE);
    expect(await secrets()).toEqual(COMPLETE);
    expect(secretsManager.requests).toHaveLength(1);
    const [request] = secretsManager.requests as [Recorded];
    expect(request.method).toBe('POST');
    expect(request.headers['x-amz-target']).toBe('secretsmanager.GetSecretValue');
    expect(JSON.parse(request.body)).toEqual({ SecretId: ARN });
  });

  it('does not keep a failed read: the next call tries again', async () => {
    answers = [
      { status: 400, body: JSON.stringify({ __type: 'ThrottlingException', message: 'slow' }) },
      secretAnswer(COMPLETE),
    ];
    const secrets = secretsFromEnvironment(
      { SECRETS_ARN: ARN },
      { readSecretString: getSecretValue() },
    );
    await expect(secrets()).rejects.toThrow();
    expect(await secrets()).toEqual(COMPLETE);
    expect(await secrets()).toEqual(COMPLETE);
    expect(secretsManager.requests).toHaveLength(2);
  });

  it('reads a secret whose Stripe values are still empty again after a minute', async () => {
    let now = 1_000_000;
    const afterDeploy = { stripeSecretKey: '', stripeWebhookSecret: '', linkSecret: 'generated' };
    answers = [secretAnswer(afterDeploy), secretAnswer(COMPLETE)];
    const secrets = secretsFromEnvironment(
      { SECRETS_ARN: ARN },
      { readSecretString: getSecretValue(), now: () => now },
    );
    expect(await secrets()).toEqual(afterDeploy);
    now += INCOMPLETE_SECRETS_RETRY_MS - 1;
    expect(await secrets()).toEqual(afterDeploy);
    expect(secretsManager.requests).toHaveLength(1);
    now += 1;
    expect(await secrets()).toEqual(COMPLETE);
    // Complete now: kept for the rest of the process.
    now += 24 * 3600 * 1000;
    expect(await secrets()).toEqual(COMPLETE);
    expect(secretsManager.requests).toHaveLength(2);
  });

  it('treats missing fields as empty and refuses text that is not the JSON object', async () => {
    answers = [secretAnswer({ linkSecret: 'only-this' })];
    expect(
      await secretsFromEnvironment({ SECRETS_ARN: ARN }, { readSecretString: getSecretValue() })(),
    ).toEqual({
      stripeSecretKey: '',
      stripeWebhookSecret: '',
      linkSecret: 'only-this',
    });

    answers = [secretAnswer('sk_live_pasted_alone')];
    const error: unknown = await secretsFromEnvironment(
      { SECRETS_ARN: ARN },
      { readSecretString: getSecretValue() },
    )().catch((caught: unknown) => caught);
    expect(String(error)).toMatch(/is not JSON/);
    // The secret's text is never repeated in the error.
    expect(String(error)).not.toContain('sk_live_pasted_alone');

    answers = [secretAnswer({ stripeSecretKey: 42 })];
    await expect(
      secretsFromEnvironment({ SECRETS_ARN: ARN }, { readSecretString: getSecretValue() })(),
    ).rejects.toThrow(/string fields/);
  });
});

describe('orderAdaptersFromEnvironment: order settings', () => {
  const secretsOf = (values: Partial<AppSecrets>) => () =>
    Promise.resolve({ ...COMPLETE, ...values });

  it('points links at SITE_URL whatever the request origin, and fails clearly without it', () => {
    const { orderSettings } = orderAdaptersFromEnvironment(
      { SITE_URL: 'https://d111.cloudfront.net/' },
      secretsOf({}),
    );
    expect(orderSettings.siteUrl('https://evil.example')).toBe('https://d111.cloudfront.net');
    expect(orderSettings.siteUrl(undefined)).toBe('https://d111.cloudfront.net');
    const unset = orderAdaptersFromEnvironment({}, secretsOf({})).orderSettings;
    expect(() => unset.siteUrl('https://d111.cloudfront.net')).toThrow(/SITE_URL is not set/);
  });

  it('takes the response window from the environment, 600 s by default', () => {
    expect(
      orderAdaptersFromEnvironment({}, secretsOf({})).orderSettings.responseWindowSeconds,
    ).toBe(600);
    expect(
      orderAdaptersFromEnvironment({ ORDER_RESPONSE_WINDOW_SECONDS: '300' }, secretsOf({}))
        .orderSettings.responseWindowSeconds,
    ).toBe(300);
    expect(() =>
      orderAdaptersFromEnvironment({ ORDER_RESPONSE_WINDOW_SECONDS: 'ten' }, secretsOf({})),
    ).toThrow(/ORDER_RESPONSE_WINDOW_SECONDS/);
  });

  it('signs staff links with the link secret, and refuses an empty one', async () => {
    expect(await orderAdaptersFromEnvironment({}, secretsOf({})).orderSettings.linkSecret()).toBe(
      COMPLETE.linkSecret,
    );
    await expect(
      orderAdaptersFromEnvironment({}, secretsOf({ linkSecret: '' })).orderSettings.linkSecret(),
    ).rejects.toThrow(/link secret is empty/);
  });

  it('reads the secret from Secrets Manager once for links and payments together', async () => {
    answers = [secretAnswer(COMPLETE)];
    const env = { SECRETS_ARN: ARN, SITE_URL: 'https://d111.cloudfront.net' };
    const { orderSettings } = orderAdaptersFromEnvironment(
      env,
      secretsFromEnvironment(env, { readSecretString: getSecretValue() }),
    );
    expect(await orderSettings.linkSecret()).toBe(COMPLETE.linkSecret);
    expect(await orderSettings.linkSecret()).toBe(COMPLETE.linkSecret);
    expect(secretsManager.requests).toHaveLength(1);
  });
});

describe('orderAdaptersFromEnvironment: Stripe', () => {
  // A stand-in for the Stripe API: proves the secret key from the secrets reaches Stripe.
  let stripeApi: Awaited<ReturnType<typeof recordingServer>>;

  beforeAll(async () => {
    stripeApi = await recordingServer((request) => ({
      status: 200,
      body: JSON.stringify({
        id: request.url.split('/').pop(),
        object: 'checkout.session',
        status: 'open',
        client_reference_id: 'order-1',
        payment_intent: null,
      }),
    }));
  });

  afterAll(async () => {
    await stripeApi.close();
  });

  it('answers 503 until both Stripe values are in the secret, then uses them', async () => {
    let secrets: AppSecrets = { stripeSecretKey: '', stripeWebhookSecret: '', linkSecret: 'l' };
    const { payments } = orderAdaptersFromEnvironment({ STRIPE_API_URL: stripeApi.url }, () =>
      Promise.resolve(secrets),
    );
    const unavailable = await payments.getCheckout('cs_1').catch((error: unknown) => error);
    expect(unavailable).toBeInstanceOf(PaymentsUnavailableError);
    expect(unavailable).toMatchObject({ status: 503 });
    secrets = { ...secrets, stripeSecretKey: 'sk_test_only_key' };
    await expect(payments.getCheckout('cs_1')).rejects.toBeInstanceOf(PaymentsUnavailableError);
    expect(stripeApi.requests).toEqual([]);

    // The operator has put both in: the same (warm) adapter now reaches Stripe with the key.
    secrets = COMPLETE;
    expect(await payments.getCheckout('cs_1')).toEqual({
      sessionId: 'cs_1',
      orderId: 'order-1',
      status: 'open',
      paymentIntentId: undefined,
    });
    expect(stripeApi.requests).toHaveLength(1);
    expect(stripeApi.requests[0]?.url).toBe('/v1/checkout/sessions/cs_1');
    expect(stripeApi.requests[0]?.headers.authorization).toBe(`Bearer ${COMPLETE.stripeSecretKey}`);
  });

  it('verifies webhooks with the webhook signing secret from the secrets', async () => {
    const { payments } = orderAdaptersFromEnvironment({ STRIPE_API_URL: stripeApi.url }, () =>
      Promise.resolve(COMPLETE),
    );
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_1',
          object: 'checkout.session',
          client_reference_id: 'order-1',
          payment_intent: 'pi_1',
        },
      },
    });
    const stripe = new Stripe('sk_test_unused');
    const signed = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: COMPLETE.stripeWebhookSecret,
    });
    expect(await payments.parseWebhook(Buffer.from(payload), signed)).toEqual({
      id: 'evt_1',
      type: 'checkout.completed',
      sessionId: 'cs_1',
      orderId: 'order-1',
      paymentIntentId: 'pi_1',
    });
    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    await expect(payments.parseWebhook(Buffer.from(payload), forged)).rejects.toMatchObject({
      status: 400,
    });
  });
});
