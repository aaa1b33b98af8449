import { Logger } from '@aws-lambda-powertools/logger';
import { createStore, type Store } from './store';

/** Everything a handler may use, built once per process (a Lambda cold start or the local server). */
export interface Dependencies {
  store: Store;
  logger: Logger;
  now: () => Date;
}

export interface Environment {
  TABLE_NAME?: string;
  /** Only set by the embedded stack (dynalite); on AWS the SDK finds DynamoDB itself. */
  DYNAMODB_ENDPOINT?: string;
  AWS_REGION?: string;
  LOG_LEVEL?: string;
}

const LOG_LEVELS = ['DEBUG', 'INFO', 'WARN', 'ERROR', 'SILENT', 'CRITICAL', 'TRACE'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];
const logLevelOf = (value: string | undefined): LogLevel =>
  LOG_LEVELS.find((level) => level === value?.toUpperCase()) ?? 'INFO';

export function createDependencies(env: Environment = process.env): Dependencies {
  return {
    store: createStore({
      tableName: env.TABLE_NAME ?? 'inroom',
      region: env.AWS_REGION ?? 'eu-north-1',
      ...(env.DYNAMODB_ENDPOINT ? { endpoint: env.DYNAMODB_ENDPOINT } : {}),
    }),
    logger: new Logger({ serviceName: 'inroom-api', logLevel: logLevelOf(env.LOG_LEVEL) }),
    now: () => new Date(),
  };
}
