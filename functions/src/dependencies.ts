import { Logger } from '@aws-lambda-powertools/logger';
import { unconfiguredImageStore, type ImageStore } from './images/port';
import type { BackOfficeAccess } from './users/back-office';
import { unconfiguredUserDirectory, type UserDirectory } from './users/directory/port';
import { recordingMetrics, type Metrics } from './metrics/port';
import { unconfiguredNotifier, type Notifier } from './notifications/port';
import { unconfiguredOrderSettings, type OrderSettings } from './orders/settings';
import { unconfiguredPayments, type Payments } from './payments/port';
import { unconfiguredScheduler, type ExpiryScheduler } from './scheduling/port';
import { createStore, type Store } from './store';
import { SERVICE_NAME } from './observability/service';

/** Everything a handler may use, built once per process (a Lambda cold start or the local server). */
export interface Dependencies {
  store: Store;
  /** Image uploads (presigned PUTs) and reading them back; only the admin group has a bucket. */
  images: ImageStore;
  /** Back-office users' sign-in (Cognito); only the admin group has a user pool. */
  users: UserDirectory;
  /** Who an admin route's caller is and what they may do; the admin and staff groups only. */
  backOffice: BackOfficeAccess;
  /** Card checkout, capture and cancel (Stripe, or the local fake Stripe of the embedded stack). */
  payments: Payments;
  /** SMS to staff: SNS on AWS, an outbox in the table locally. */
  notifier: Notifier;
  /** The end of a paid order's response window: EventBridge Scheduler, or local timers. */
  scheduler: ExpiryScheduler;
  orderSettings: OrderSettings;
  /** Counts of business events (SMS sent and failed, settlements refused, orders stuck). */
  metrics: Metrics;
  logger: Logger;
  now: () => Date;
}

export interface Environment {
  TABLE_NAME?: string;
  /** Only set by the embedded stack (dynalite); on AWS the SDK finds DynamoDB itself. */
  DYNAMODB_ENDPOINT?: string;
  /** The images bucket; set on the admin function only (see imageStoreFromEnvironment). */
  IMAGES_BUCKET?: string;
  /** Only set by the embedded stack (s3rver); on AWS the SDK finds S3 itself. */
  S3_ENDPOINT?: string;
  /** The back office's user pool; set on the admin function only (users/directory). */
  USER_POOL_ID?: string;
  AWS_REGION?: string;
  LOG_LEVEL?: string;
}

const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT', 'CRITICAL', 'TRACE'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];
const logLevelOf = (value: string | undefined): LogLevel =>
  LOG_LEVELS.find((level) => level === value?.toUpperCase()) ?? 'INFO';

/**
 * Adapters a caller plugs in: each Lambda entry brings the ones its group uses (admin: images;
 * guest, staff, payments, expiry: payments and order settings; payments: notifier and scheduler),
 * and the local stack brings them all.
 */
export type Adapters = Partial<
  Pick<
    Dependencies,
    | 'images'
    | 'users'
    | 'backOffice'
    | 'payments'
    | 'notifier'
    | 'scheduler'
    | 'orderSettings'
    | 'metrics'
  >
>;

/** A function that serves no admin route refuses one it is somehow given (a deployment error). */
const noBackOffice: BackOfficeAccess = () =>
  Promise.reject(new Error('This function serves no back-office route (no backOffice adapter)'));

/**
 * Builds the dependencies from the environment. Adapters a group does not use are not imported
 * here, so a group's bundle holds only its own SDK clients (the S3 client is the admin's alone).
 */
export function createDependencies(
  env: Environment = process.env,
  adapters: Adapters = {},
): Dependencies {
  const region = env.AWS_REGION ?? 'eu-north-1';
  return {
    store: createStore({
      tableName: env.TABLE_NAME ?? 'inroom',
      region,
      ...(env.DYNAMODB_ENDPOINT ? { endpoint: env.DYNAMODB_ENDPOINT } : {}),
    }),
    images: adapters.images ?? unconfiguredImageStore(),
    users: adapters.users ?? unconfiguredUserDirectory(),
    backOffice: adapters.backOffice ?? noBackOffice,
    payments: adapters.payments ?? unconfiguredPayments(),
    notifier: adapters.notifier ?? unconfiguredNotifier(),
    scheduler: adapters.scheduler ?? unconfiguredScheduler(),
    orderSettings: adapters.orderSettings ?? unconfiguredOrderSettings(),
    metrics: adapters.metrics ?? recordingMetrics(),
    logger: new Logger({ serviceName: SERVICE_NAME, logLevel: logLevelOf(env.LOG_LEVEL) }),
    now: () => new Date(),
  };
}
