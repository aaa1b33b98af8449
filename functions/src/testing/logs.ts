import { Logger, type LogItem } from '@aws-lambda-powertools/logger';
import type { ConstructorOptions } from '@aws-lambda-powertools/logger/types';
import { SERVICE_NAME } from '../observability/service';

/** One structured log line as it would be printed (message, level, keys). */
export type LogLine = Record<string, unknown>;

/**
 * A Powertools Logger that keeps its lines (and its children's) instead of printing them: the real
 * logger's keys, children and levels, for a test to read what an operator would see.
 */
export class RecordingLogger extends Logger {
  constructor(
    readonly lines: LogLine[] = [],
    options: ConstructorOptions = { serviceName: SERVICE_NAME, logLevel: 'INFO' },
  ) {
    super(options);
  }

  protected override createLogger(options?: ConstructorOptions): Logger {
    return new RecordingLogger(this.lines, options);
  }

  protected override printLog(_logLevel: number, log: LogItem): void {
    log.prepareForPrint();
    this.lines.push(JSON.parse(JSON.stringify(log.getAttributes())) as LogLine);
  }
}
