import { describe, expect, it } from 'vitest';
import { configFromEnvironment } from './config';

describe('the embedded stack configuration', () => {
  it('has the order defaults: a 10-minute window, reminders on, a sweep every 10 s', () => {
    const config = configFromEnvironment({});
    expect(config).toMatchObject({
      orderResponseWindowSeconds: 600,
      orderReminder: true,
      sweepIntervalSeconds: 10,
      effectLeaseSeconds: 120,
    });
    expect(config.testCrashAfterWrites).toBeUndefined();
  });

  it('prints the business metrics unless INROOM_PRINT_METRICS is false', () => {
    expect(configFromEnvironment({}).printMetrics).toBe(true);
    expect(configFromEnvironment({ INROOM_PRINT_METRICS: 'false' }).printMetrics).toBe(false);
  });

  it('reads the order settings from the environment', () => {
    expect(
      configFromEnvironment({
        INROOM_ORDER_RESPONSE_WINDOW_SECONDS: '30',
        INROOM_ORDER_REMINDER: 'false',
        INROOM_SWEEP_INTERVAL_SECONDS: '1',
        INROOM_EFFECT_LEASE_SECONDS: '2',
        INROOM_TEST_CRASH_AFTER_WRITES: '17',
      }),
    ).toMatchObject({
      orderResponseWindowSeconds: 30,
      orderReminder: false,
      sweepIntervalSeconds: 1,
      effectLeaseSeconds: 2,
      testCrashAfterWrites: 17,
    });
  });

  it('refuses values that are not whole numbers in range, naming the variable', () => {
    expect(() => configFromEnvironment({ INROOM_ORDER_RESPONSE_WINDOW_SECONDS: '0' })).toThrow(
      'INROOM_ORDER_RESPONSE_WINDOW_SECONDS must be a whole number of seconds from 1 to 86400, not "0"',
    );
    expect(() => configFromEnvironment({ INROOM_SWEEP_INTERVAL_SECONDS: '1.5' })).toThrow(
      'INROOM_SWEEP_INTERVAL_SECONDS must be a whole number of seconds from 1 to 3600',
    );
    expect(() => configFromEnvironment({ INROOM_TEST_CRASH_AFTER_WRITES: 'many' })).toThrow(
      'INROOM_TEST_CRASH_AFTER_WRITES must be a whole number of writes',
    );
    expect(() => configFromEnvironment({ INROOM_ORDER_REMINDER: 'sometimes' })).toThrow(
      'ORDER_REMINDER must be true or false',
    );
  });
});
