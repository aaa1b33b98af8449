import { join } from 'node:path';
import { DEFAULT_COMPANY, type RuntimeConfig } from '@inroom/shared';
import {
  allHandlers,
  createDependencies,
  createDispatcher,
  imageStoreFromEnvironment,
} from '@inroom/functions';
import { startCognito, type LocalCognito } from './cognito';
import type { LocalStackConfig } from './config';
import { claimDataDir } from './data-dir';
import { startDynamo, type LocalDynamo } from './dynamo';
import { startS3, type LocalS3 } from './s3';
import { seedDemoData } from './seed/seed';
import { startServer, type LocalServer } from './server';
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
  stop: () => Promise<void>;
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
    });
    stops.push(dynamo.stop);
    const s3: LocalS3 = await startS3({
      directory: join(config.dataDir, 's3'),
      bucket: config.imagesBucket,
      region: config.region,
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
      // The browser PUTs uploads straight to s3rver with the presigned URL, as to S3 on AWS.
      IMAGES_BUCKET: config.imagesBucket,
      S3_ENDPOINT: s3.endpoint,
      AWS_REGION: config.region,
      LOG_LEVEL: config.logLevel,
    };
    const deps = createDependencies(env, { images: imageStoreFromEnvironment(env) });
    stops.push(async () => {
      deps.store.client.destroy();
      deps.images.close();
    });

    // Image paths are served at /images/<path>; CloudFront forwards that path unchanged to the
    // bucket, so objects are stored under the `images/` prefix here as on AWS.
    const seeded = config.seedDemoData
      ? await seedDemoData({
          store: deps.store,
          putImage: (path, body, type) => s3.putObject(`images/${path}`, body, type),
          log,
        })
      : 'skipped';

    const runtimeConfig = (): RuntimeConfig => ({
      auth: {
        region: config.region,
        userPoolId: cognito.userPoolId,
        userPoolClientId: cognito.clientId,
        // Through this server, which also maps the refresh call cognito-local lacks.
        userPoolEndpoint: `${server.url}/local/cognito`,
        signInFlow: 'USER_PASSWORD_AUTH',
      },
      company: DEFAULT_COMPANY,
    });
    const server: LocalServer = await startServer({
      port: config.port,
      host: config.host,
      dispatcher: createDispatcher(allHandlers, deps),
      verifyToken: createTokenVerifier(cognito),
      runtimeConfig,
      webRoot: config.webRoot,
      getImage: s3.getObject,
      cognitoEndpoint: cognito.endpoint,
    });
    stops.push(server.stop);
    lock.setUrl(server.url);
    const port = Number(new URL(server.url).port);

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
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
