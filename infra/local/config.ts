import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_EFFECT_LEASE_SECONDS, reminderFrom } from '../../functions/src/orders/settings';

export const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

export const DEFAULT_ADMIN_USER = 'admin';
export const DEFAULT_ADMIN_PASSWORD = 'Inroom-admin-2026';

/** Everything the embedded stack can be told, with its defaults (README lists the variables). */
export interface LocalStackConfig {
  /** Where dynalite, s3rver and cognito-local keep their data. */
  dataDir: string;
  /** Port of the web and API server; 0 picks a free one. */
  port: number;
  host: string;
  admin: { userName: string; password: string };
  webRoot: string;
  tableName: string;
  imagesBucket: string;
  region: string;
  logLevel: string;
  seedDemoData: boolean;
  /** How long staff have to answer a paid order before it expires (seconds, 1 to 86400). */
  orderResponseWindowSeconds: number;
  /** One reminder SMS per contact at half the response window (INROOM_ORDER_REMINDER). */
  orderReminder: boolean;
  /** API Gateway's throttling, per client address (INROOM_RATE_LIMIT, on unless `false`). */
  rateLimit: boolean;
  /** Seconds between sweeps of unfinished order work (INROOM_SWEEP_INTERVAL_SECONDS, 10). */
  sweepIntervalSeconds: number;
  /**
   * Print the business metrics (orders paid, accepted, SMS failed...) as the EMF records a Lambda
   * writes, in the stack's log (INROOM_PRINT_METRICS, on unless `false`).
   */
  printMetrics: boolean;
  /**
   * Seconds before work claimed by a process that died is taken over (120; a crash test sets it
   * short). Not in the README: only tests need it.
   */
  effectLeaseSeconds: number;
  /**
   * The crash test's fault: the process kills itself (SIGKILL) right after this many store writes
   * (INROOM_TEST_CRASH_AFTER_WRITES); undefined, the default, never.
   */
  testCrashAfterWrites?: number;
}

export const DEFAULT_SWEEP_INTERVAL_SECONDS = 10;

/** A whole number from 1 to `max` in an environment variable, or `fallback` when it is unset. */
function wholeNumberFrom(
  name: string,
  value: string | undefined,
  { fallback, max, unit }: { fallback: number; max: number; unit: string },
): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max)
    throw new Error(`${name} must be a whole number of ${unit} from 1 to ${max}, not "${value}"`);
  return number;
}

export const DEFAULT_ORDER_RESPONSE_WINDOW_SECONDS = 600;

export function configFromEnvironment(env: NodeJS.ProcessEnv = process.env): LocalStackConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  return {
    dataDir: resolve(env.INROOM_DATA_DIR ?? join(REPO_ROOT, '.data')),
    port,
    host: env.HOST ?? '127.0.0.1',
    admin: {
      userName: env.INROOM_ADMIN_USER || DEFAULT_ADMIN_USER,
      password: env.INROOM_ADMIN_PASSWORD || DEFAULT_ADMIN_PASSWORD,
    },
    webRoot: resolve(env.INROOM_WEB_ROOT ?? join(REPO_ROOT, 'web', 'dist')),
    tableName: 'inroom',
    imagesBucket: 'inroom-images',
    region: 'eu-north-1',
    logLevel: env.LOG_LEVEL ?? 'INFO',
    seedDemoData: env.INROOM_SEED_DEMO !== 'false',
    orderResponseWindowSeconds: wholeNumberFrom(
      'INROOM_ORDER_RESPONSE_WINDOW_SECONDS',
      env.INROOM_ORDER_RESPONSE_WINDOW_SECONDS,
      { fallback: DEFAULT_ORDER_RESPONSE_WINDOW_SECONDS, max: 86_400, unit: 'seconds' },
    ),
    orderReminder: reminderFrom(env.INROOM_ORDER_REMINDER),
    rateLimit: env.INROOM_RATE_LIMIT !== 'false',
    printMetrics: env.INROOM_PRINT_METRICS !== 'false',
    sweepIntervalSeconds: wholeNumberFrom(
      'INROOM_SWEEP_INTERVAL_SECONDS',
      env.INROOM_SWEEP_INTERVAL_SECONDS,
      { fallback: DEFAULT_SWEEP_INTERVAL_SECONDS, max: 3600, unit: 'seconds' },
    ),
    effectLeaseSeconds: wholeNumberFrom(
      'INROOM_EFFECT_LEASE_SECONDS',
      env.INROOM_EFFECT_LEASE_SECONDS,
      { fallback: DEFAULT_EFFECT_LEASE_SECONDS, max: 3600, unit: 'seconds' },
    ),
    ...(env.INROOM_TEST_CRASH_AFTER_WRITES
      ? {
          testCrashAfterWrites: wholeNumberFrom(
            'INROOM_TEST_CRASH_AFTER_WRITES',
            env.INROOM_TEST_CRASH_AFTER_WRITES,
            { fallback: 0, max: 1_000_000, unit: 'writes' },
          ),
        }
      : {}),
  };
}
