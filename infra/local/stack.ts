import { join } from 'node:path';
import { DEFAULT_COMPANY, type RuntimeConfig } from '@inroom/shared';
import {
  allHandlers,
  createDependencies,
  createDispatcher,
  type Dependencies,
} from '@inroom/functions';
import { localScheduleStore, type LocalSchedule } from '@inroom/functions/store';
import type { RecordingMetrics } from '../../functions/src/metrics/port';
import { sweepOrders } from '../../functions/src/orders/effects/sweep';
import { expireOrder } from '../../functions/src/orders/expire';
import { createS3ImageStore } from '../../functions/src/images/s3-adapter';
import { createStripePayments } from '../../functions/src/payments/stripe-adapter';
import { ensureOwnerAccess } from '../../functions/src/users/access';
import { backOfficeAccess } from '../../functions/src/users/back-office';
import { createCognitoUserDirectory } from '../../functions/src/users/directory/cognito-adapter';
import { startCognito, type LocalCognito } from './cognito';
import type { LocalStackConfig } from './config';
import { crashAfterWrites } from './crash-point';
import { claimDataDir } from './data-dir';
import { startDynamo, type LocalDynamo } from './dynamo';
import { startFakeStripe } from './fake-stripe';
import { startLocalScheduler } from './local-scheduler';
import {
  listOutbox,
  outboxNotifier,
  type OutboxMessage,
  type OutboxNotifier,
} from './outbox-notifier';
import { flushedAfter, localMetrics } from './metrics-log';
import { handleOutbox } from './outbox-page';
import { createRateLimiter } from './rate-limiter';
import { startS3, type LocalS3 } from './s3';
import { handleUploadGate, throughUploadGate } from './s3-upload-gate';
import { loadLocalSecrets, type LocalSecrets } from './secrets';
import { seedDemoData } from './seed/seed';
import { startServer, type LocalServer } from './server';
import { startLocalSweeper, type LocalSweeper } from './sweeper';
import { createTokenVerifier } from './token-verifier';

export interface LocalStack {
  /** The browser URL, e.g. http://localhost:3000. */
  url: string;
  port: number;
  dataDir: string;
  admin: { userName: string; password: string };
  dynamoEndpoint: string;
  s3Endpoint: string;
  cognito: Pick<LocalCognito, 'endpoint' | 'userPoolId' | 'clientId' | 'issuer'>;
  seeded: 'seeded' | 'already-seeded' | 'skipped';
  /**
   * The dependencies the stack's handlers run with (its store, the Stripe adapter on the fake
   * Stripe, the outbox notifier, the local scheduler, the order settings): tests call services
   * such as expireOrder(stack.dependencies, id) against the same table.
   */
  dependencies: Dependencies;
  /** The SMS the stack has "sent", newest first (what /local/outbox.json answers). */
  outbox: (limit?: number) => Promise<OutboxMessage[]>;
  /** The stand-in for SNS: tell it to fail sends (what /local/outbox's outage form does). */
  notifier: OutboxNotifier;
  /** The sweep of unfinished order work, on its timer; runNow() sweeps at once. */
  sweeper: LocalSweeper;
  /** The counts the stack's handlers and sweeps have made (SmsSent, SmsFailed, ...). */
  metrics: RecordingMetrics;
  /** The pending order expiries (the scheduler's records), by order id. */
  pendingExpiries: () => Promise<LocalSchedule[]>;
  /** The secrets kept in <dataDir>/secrets.json (webhookSecret signs fake Stripe's events). */
  secrets: LocalSecrets;
  /** The fake Stripe API the payments adapter talks to. */
  stripeApiUrl: string;
  stop: () => Promise<void>;
}

/** Whether a browser origin is this server's own on a loopback name (localhost or 127.0.0.1). */
function ownLoopbackOrigin(origin: string | undefined, port: number): string | undefined {
  if (!origin) return undefined;
  try {
    const url = new URL(origin);
    const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    return url.protocol === 'http:' && loopback && url.port === String(port)
      ? url.origin
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts the embedded stack: dynalite, s3rver and cognito-local on free loopback ports, the table,
 * bucket, user pool, app client and admin user when missing, the demo data once, and the one HTTP
 * server that serves every route of the route table through the Lambda event adapter.
 */
export async function startLocalStack(
  config: LocalStackConfig,
  log: (line: string) => void = () => {},
): Promise<LocalStack> {
  const lock = claimDataDir(config.dataDir);
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) {
      await stop().catch((error: unknown) => console.error('while stopping:', error));
    }
    stops.length = 0;
    lock.release();
  };

  try {
    const dynamo: LocalDynamo = await startDynamo({
      path: join(config.dataDir, 'dynamodb'),
      tableName: config.tableName,
      region: config.region,
      afterCrash: lock.crashed,
    });
    stops.push(dynamo.stop);
    if (dynamo.table === 'migrated' || dynamo.table === 'recovered')
      log('table rebuilt with new indexes (an older data directory); every item kept');
    if (dynamo.table === 'reindexed')
      log("the last run did not stop: the table's indexes were rebuilt from its items");
    const secrets = loadLocalSecrets(config.dataDir);
    const s3: LocalS3 = await startS3({
      directory: join(config.dataDir, 's3'),
      bucket: config.imagesBucket,
      region: config.region,
      secretAccessKey: secrets.s3SecretAccessKey,
    });
    stops.push(s3.stop);
    const cognito = await startCognito({
      directory: join(config.dataDir, 'cognito'),
      region: config.region,
      admin: config.admin,
    });
    stops.push(cognito.stop);

    const env = {
      TABLE_NAME: config.tableName,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      AWS_REGION: config.region,
      LOG_LEVEL: config.logLevel,
    };
    // The server starts last, but the fake Stripe, the payments adapter and the order settings
    // are made before it: what they need of it (its URL, its port) they read when called.
    let server: LocalServer | undefined = undefined;
    const listening = (): LocalServer => {
      if (!server) throw new Error('The local server is not listening yet');
      return server;
    };
    const serverPort = () => Number(new URL(listening().url).port);

    const fakeStripe = await startFakeStripe({
      stateFile: join(config.dataDir, 'stripe.json'),
      webhookSecret: secrets.webhookSecret,
      // Stripe posts its events to the API; the fake's checkout page is on the same origin.
      webhookUrl: () => `${listening().url}/api/payment/webhook`,
    });
    stops.push(fakeStripe.stop);

    // Printed as EMF records in the stack's log (npm start), unless turned off; tests log nothing.
    const { port: metricsPort, recording: metrics } = localMetrics(
      config.printMetrics ? log : undefined,
    );
    const deps = createDependencies(env, {
      // Signed with the stack's own secret, which s3rver's gate checks; the browser PUTs the
      // presigned uploads through the server (s3-upload-gate.ts), as it PUTs them to S3 on AWS.
      images: throughUploadGate(
        createS3ImageStore({
          bucket: config.imagesBucket,
          region: config.region,
          endpoint: s3.endpoint,
          credentials: s3.credentials,
        }),
        s3.endpoint,
      ),
      payments: createStripePayments(async () => ({
        secretKey: 'sk_test_local',
        webhookSecret: secrets.webhookSecret,
        apiUrl: fakeStripe.apiUrl,
      })),
      orderSettings: {
        responseWindowSeconds: config.orderResponseWindowSeconds,
        // A guest on http://127.0.0.1:<port> comes back there, one on localhost there; any other
        // origin gets the server's own URL.
        siteUrl: (origin) => ownLoopbackOrigin(origin, serverPort()) ?? listening().url,
        linkSecret: async () => secrets.linkSecret,
        reminder: config.orderReminder,
        effectLeaseSeconds: config.effectLeaseSeconds,
      },
      metrics: metricsPort,
      backOffice: backOfficeAccess,
      // The back office's users page manages the stand-in's pool, as it manages Cognito on AWS.
      users: createCognitoUserDirectory({
        userPoolId: cognito.userPoolId,
        region: config.region,
        endpoint: cognito.endpoint,
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    });
    if (config.testCrashAfterWrites)
      deps.store = crashAfterWrites(deps.store, config.testCrashAfterWrites);
    const store = deps.store;
    // The two stand-ins that keep their state in the table are plugged in once the store exists.
    const localScheduler = startLocalScheduler({
      store,
      onDue: flushedAfter(metricsPort, (orderId: string) => expireOrder(deps, orderId)),
      log,
    });
    const notifier = outboxNotifier(store);
    deps.notifier = notifier;
    deps.scheduler = localScheduler.scheduler;
    stops.push(async () => {
      deps.store.client.destroy();
      deps.images.close();
    });

    // Image paths are served at /images/<path>; CloudFront forwards that path unchanged to the
    // bucket, so objects are stored under the `images/` prefix here as on AWS.
    await ensureOwnerAccess(deps, { id: cognito.adminId, userName: config.admin.userName });
    const seeded = config.seedDemoData
      ? await seedDemoData({
          store: deps.store,
          putImage: (path, body, type) => s3.putObject(`images/${path}`, body, type),
          log,
        })
      : 'skipped';

    const runtimeConfig = (origin: string): RuntimeConfig => ({
      auth: {
        region: config.region,
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.clientId,
        // Through this server, on the page's own origin (its CSP allows no other), which also
        // passes only the calls the SPA makes and maps the refresh call cognito-local lacks.
        userPoolEndpoint: `${origin}/local/cognito`,
        signInFlow: 'USER_PASSWORD_AUTH',
      },
      company: DEFAULT_COMPANY,
    });
    server = await startServer({
      port: config.port,
      host: config.host,
      rateLimiter: config.rateLimit ? createRateLimiter() : undefined,
      // Each request's counts go out as it ends, as a Lambda invocation's do.
      dispatcher: flushedAfter(metricsPort, createDispatcher(allHandlers, deps)),
      verifyToken: createTokenVerifier(cognito),
      runtimeConfig,
      webRoot: config.webRoot,
      getImage: s3.getObject,
      cognito: { endpoint: cognito.endpoint, userPoolId: cognito.userPoolId },
      handleUpload: (request, response, url) =>
        handleUploadGate(s3.endpoint, request, response, url),
      handleCheckout: fakeStripe.handleCheckout,
      handleOutbox: (request, response, url) =>
        handleOutbox(store, notifier, request, response, url, cognito.emails),
    });
    // Stopped in reverse: the server first (no new requests), then the scheduler (no new expiry,
    // running ones finish) while the store and the fake Stripe they use are still up.
    stops.push(async () => {
      localScheduler.stop();
      await localScheduler.whenIdle();
    });
    stops.push(server.stop);
    lock.setUrl(server.url);
    const port = Number(new URL(server.url).port);
    // Expiries of paid orders from the last run (past-due ones fire now).
    await localScheduler.rearm();
    // Webhooks the last run could not deliver (Stripe redelivers them too).
    fakeStripe.resumeDeliveries();
    // Whatever the last run left undone (texts, schedules, captures, expiries): swept once now and
    // then every interval, as the rate(1 minute) schedule does on AWS. Stopped before the server
    // (stops run in reverse), while the store and fake Stripe it uses are still up.
    const sweeper = startLocalSweeper({
      sweep: flushedAfter(metricsPort, () => sweepOrders(deps)),
      intervalMs: config.sweepIntervalSeconds * 1000,
      log,
    });
    stops.push(sweeper.stop);
    await sweeper.runNow();

    return {
      url: server.url,
      port,
      dataDir: config.dataDir,
      admin: config.admin,
      dynamoEndpoint: dynamo.endpoint,
      s3Endpoint: s3.endpoint,
      cognito: {
        endpoint: cognito.endpoint,
        userPoolId: cognito.userPoolId,
        clientId: cognito.clientId,
        issuer: cognito.issuer,
      },
      seeded,
      dependencies: deps,
      outbox: (limit) => listOutbox(store, limit),
      notifier,
      sweeper,
      metrics,
      pendingExpiries: () => localScheduleStore.listAll(store),
      secrets,
      stripeApiUrl: fakeStripe.apiUrl,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
