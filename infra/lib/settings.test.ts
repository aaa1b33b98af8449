import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '@inroom/shared';
import {
  companyFrom,
  contextFlag,
  logLevelFrom,
  orderReminderFrom,
  orderResponseWindowFrom,
  signInFlowFrom,
  siteUrlFrom,
  stageFrom,
  webAclArnFrom,
} from './settings';

const nodeWith = (context: Record<string, unknown>) => new App({ context }).node;

describe('context settings', () => {
  it('reads production from a boolean or the string -c passes, and rejects anything else', () => {
    expect(contextFlag(nodeWith({}), 'inroom:production')).toBe(false);
    expect(contextFlag(nodeWith({ 'inroom:production': true }), 'inroom:production')).toBe(true);
    expect(contextFlag(nodeWith({ 'inroom:production': 'true' }), 'inroom:production')).toBe(true);
    expect(contextFlag(nodeWith({ 'inroom:production': 'false' }), 'inroom:production')).toBe(
      false,
    );
    expect(() =>
      contextFlag(nodeWith({ 'inroom:production': 'yes' }), 'inroom:production'),
    ).toThrow(/true or false/);
  });

  it('takes a CloudFront WAF web ACL ARN from us-east-1, or none', () => {
    const arn =
      'arn:aws:wafv2:us-east-1:123456789012:global/webacl/inroom-rate/a1b2c3d4-5678-90ab-cdef-111122223333';
    expect(webAclArnFrom(nodeWith({}))).toBeUndefined();
    expect(webAclArnFrom(nodeWith({ 'inroom:webAclArn': arn }))).toBe(arn);
    for (const wrong of [
      arn.replace('us-east-1', 'eu-north-1'),
      arn.replace('global', 'regional'),
      'inroom-rate',
    ])
      expect(() => webAclArnFrom(nodeWith({ 'inroom:webAclArn': wrong }))).toThrow(
        /inroom:webAclArn/,
      );
  });

  it('accepts stage names that fit a stack name', () => {
    expect(stageFrom(nodeWith({}))).toBeUndefined();
    expect(stageFrom(nodeWith({ 'inroom:stage': 'dev-2' }))).toBe('dev-2');
    expect(() => stageFrom(nodeWith({ 'inroom:stage': 'my stage' }))).toThrow(/inroom:stage/);
  });

  it('defaults the sign-in flow to SRP and rejects unknown flows', () => {
    expect(signInFlowFrom(nodeWith({}))).toBe('USER_SRP_AUTH');
    expect(signInFlowFrom(nodeWith({ 'inroom:signInFlow': 'USER_PASSWORD_AUTH' }))).toBe(
      'USER_PASSWORD_AUTH',
    );
    expect(() => signInFlowFrom(nodeWith({ 'inroom:signInFlow': 'CUSTOM_AUTH' }))).toThrow(
      /inroom:signInFlow/,
    );
  });

  it('merges company details over the defaults, from an object or a JSON string', () => {
    expect(companyFrom(nodeWith({}))).toEqual(DEFAULT_COMPANY);
    expect(companyFrom(nodeWith({ 'inroom:company': { phone: '+45 11 22 33 44' } }))).toEqual({
      ...DEFAULT_COMPANY,
      phone: '+45 11 22 33 44',
    });
    expect(companyFrom(nodeWith({ 'inroom:company': '{"name":"Hotel Nord"}' })).name).toBe(
      'Hotel Nord',
    );
    expect(() => companyFrom(nodeWith({ 'inroom:company': 'Hotel Nord' }))).toThrow(/JSON object/);
    expect(() => companyFrom(nodeWith({ 'inroom:company': { name: 42 } }))).toThrow(/invalid/);
  });

  it('normalises the log level and rejects unknown ones', () => {
    expect(logLevelFrom(nodeWith({}))).toBe('INFO');
    expect(logLevelFrom(nodeWith({ 'inroom:logLevel': 'debug' }))).toBe('DEBUG');
    expect(() => logLevelFrom(nodeWith({ 'inroom:logLevel': 'LOUD' }))).toThrow(/inroom:logLevel/);
  });

  it('takes a custom site URL as an https origin, and nothing else', () => {
    expect(siteUrlFrom(nodeWith({}))).toBeUndefined();
    expect(siteUrlFrom(nodeWith({ 'inroom:siteUrl': '' }))).toBeUndefined();
    expect(siteUrlFrom(nodeWith({ 'inroom:siteUrl': 'https://order.hotel.example' }))).toBe(
      'https://order.hotel.example',
    );
    expect(siteUrlFrom(nodeWith({ 'inroom:siteUrl': 'https://Order.Hotel.example/' }))).toBe(
      'https://order.hotel.example',
    );
    for (const bad of [
      'http://order.hotel.example',
      'order.hotel.example',
      'https://order.hotel.example/shop',
      'https://order.hotel.example/?a=1',
      'https://user:pass@order.hotel.example',
      'https://',
      42,
    ])
      expect(() => siteUrlFrom(nodeWith({ 'inroom:siteUrl': bad })), String(bad)).toThrow(
        /inroom:siteUrl must be an https origin/,
      );
  });

  it('reads the order response window in seconds, 600 by default', () => {
    expect(orderResponseWindowFrom(nodeWith({}))).toBe(600);
    expect(orderResponseWindowFrom(nodeWith({ 'inroom:orderResponseWindowSeconds': 300 }))).toBe(
      300,
    );
    expect(orderResponseWindowFrom(nodeWith({ 'inroom:orderResponseWindowSeconds': '900' }))).toBe(
      900,
    );
    for (const bad of ['ten', 0, 86_401, 1.5, '-60', true])
      expect(
        () => orderResponseWindowFrom(nodeWith({ 'inroom:orderResponseWindowSeconds': bad })),
        String(bad),
      ).toThrow(/inroom:orderResponseWindowSeconds/);
  });

  it('turns the order reminder on unless it is explicitly false, and rejects anything else', () => {
    expect(orderReminderFrom(nodeWith({}))).toBe(true);
    expect(orderReminderFrom(nodeWith({ 'inroom:orderReminder': true }))).toBe(true);
    expect(orderReminderFrom(nodeWith({ 'inroom:orderReminder': 'true' }))).toBe(true);
    expect(orderReminderFrom(nodeWith({ 'inroom:orderReminder': false }))).toBe(false);
    expect(orderReminderFrom(nodeWith({ 'inroom:orderReminder': 'false' }))).toBe(false);
    for (const bad of ['off', '', 0, 'yes'])
      expect(
        () => orderReminderFrom(nodeWith({ 'inroom:orderReminder': bad })),
        String(bad),
      ).toThrow(/inroom:orderReminder must be true or false/);
  });
});
