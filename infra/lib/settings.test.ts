import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPANY } from '@inroom/shared';
import {
  alarmEmailFrom,
  assertReadyForProduction,
  companyFrom,
  contextFlag,
  domainFrom,
  logLevelFrom,
  orderReminderFrom,
  orderResponseWindowFrom,
  smsSpendLimitFrom,
  productionProblems,
  signInFlowFrom,
  siteUrlFrom,
  stageFrom,
  stageSettingsFrom,
  webAclArnFrom,
} from './settings';
import { readStageFile, stageNames, STAGES_DIR } from './stage-file';
import { testApp, testTempDir } from './testing/temp-dirs';

const nodeWith = (context: Record<string, unknown>) => testApp({ context }).node;

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

  it("reads the account's monthly SMS spend limit in USD, SNS's 1 for a new account by default", () => {
    expect(smsSpendLimitFrom(nodeWith({}))).toBe(1);
    expect(smsSpendLimitFrom(nodeWith({ 'inroom:smsMonthlySpendLimitUsd': 50 }))).toBe(50);
    expect(smsSpendLimitFrom(nodeWith({ 'inroom:smsMonthlySpendLimitUsd': '12.5' }))).toBe(12.5);
    for (const bad of ['fifty', 0, -5, '1e9', true])
      expect(
        () => smsSpendLimitFrom(nodeWith({ 'inroom:smsMonthlySpendLimitUsd': bad })),
        String(bad),
      ).toThrow(/inroom:smsMonthlySpendLimitUsd must be the account's monthly SMS spend limit/);
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

const CERTIFICATE_ARN =
  'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-4e5f-6789-abcd-ef0123456789';
const REAL_COMPANY = {
  name: 'Hotel Nord A/S',
  address: 'Havnegade 2, 8000 Aarhus C, Denmark',
  registrationNumber: 'CVR 87654321',
  phone: '+45 86 00 00 00',
  email: 'desk@hotelnord.example',
};

/** A stages directory holding the given stage files. */
function stagesDir(files: Record<string, unknown>): string {
  const dir = testTempDir('inroom-stages-');
  for (const [stage, content] of Object.entries(files))
    writeFileSync(
      join(dir, `${stage}.json`),
      typeof content === 'string' ? content : JSON.stringify(content),
    );
  return dir;
}

const settingsOf = (dir: string, context: Record<string, unknown> = {}) =>
  stageSettingsFrom(nodeWith(context), dir);

describe('stage files', () => {
  const dir = stagesDir({
    test: {
      production: false,
      company: { name: 'Hotel Test' },
      sms: { orderResponseWindowSeconds: 300, orderReminder: false, monthlySpendLimitUsd: 50 },
      logLevel: 'DEBUG',
      signInFlow: 'USER_PASSWORD_AUTH',
      sourceMaps: true,
    },
    live: {
      production: true,
      company: REAL_COMPANY,
      alarmEmail: 'ops@hotelnord.example',
      domain: {
        name: 'order.hotelnord.example',
        certificateArn: CERTIFICATE_ARN,
        hostedZoneId: 'Z0123456789ABCDEFGHIJ',
        zoneName: 'hotelnord.example',
      },
    },
  });

  it('picks the file of context inroom:stage, and built-in defaults without a stage', () => {
    expect(settingsOf(dir, { 'inroom:stage': 'test' })).toEqual({
      stage: 'test',
      production: false,
      company: { ...DEFAULT_COMPANY, name: 'Hotel Test' },
      domain: undefined,
      siteUrl: undefined,
      alarmEmail: undefined,
      orderResponseWindowSeconds: 300,
      orderReminder: false,
      smsMonthlySpendLimitUsd: 50,
      logLevel: 'DEBUG',
      signInFlow: 'USER_PASSWORD_AUTH',
      sourceMaps: true,
      webAclArn: undefined,
    });
    expect(settingsOf(dir)).toEqual({
      stage: undefined,
      production: false,
      company: DEFAULT_COMPANY,
      domain: undefined,
      siteUrl: undefined,
      alarmEmail: undefined,
      orderResponseWindowSeconds: 600,
      orderReminder: true,
      smsMonthlySpendLimitUsd: 1,
      logLevel: 'INFO',
      signInFlow: 'USER_SRP_AUTH',
      sourceMaps: false,
      webAclArn: undefined,
    });
  });

  it('lets -c override single settings on top of the file, company fields one by one', () => {
    const settings = settingsOf(dir, {
      'inroom:stage': 'test',
      'inroom:logLevel': 'warn',
      'inroom:company': '{"phone":"+45 11 22 33 44"}',
      'inroom:orderReminder': 'true',
      'inroom:sourceMaps': 'false',
      'inroom:alarmEmail': 'night@hotel.example',
      'inroom:smsMonthlySpendLimitUsd': '250.5',
    });
    expect(settings).toMatchObject({
      smsMonthlySpendLimitUsd: 250.5,
      logLevel: 'WARN',
      company: { ...DEFAULT_COMPANY, name: 'Hotel Test', phone: '+45 11 22 33 44' },
      orderResponseWindowSeconds: 300,
      orderReminder: true,
      sourceMaps: false,
      alarmEmail: 'night@hotel.example',
    });
  });

  it('points the site URL at the domain, which -c inroom:siteUrl may repeat but not contradict', () => {
    const live = { 'inroom:stage': 'live' };
    expect(settingsOf(dir, live).siteUrl).toBe('https://order.hotelnord.example');
    expect(
      settingsOf(dir, { ...live, 'inroom:siteUrl': 'https://order.hotelnord.example/' }).siteUrl,
    ).toBe('https://order.hotelnord.example');
    expect(() =>
      settingsOf(dir, { ...live, 'inroom:siteUrl': 'https://elsewhere.example' }),
    ).toThrow(/contradicts the stage's domain/);
  });

  it('refuses a stage without a file, naming the stages there are', () => {
    expect(() => settingsOf(dir, { 'inroom:stage': 'prd' })).toThrow(
      /Stage prd has no settings file .*prd\.json\. Stages: live, test\./,
    );
  });

  it('takes production from the file only: -c may repeat it, not contradict it', () => {
    expect(settingsOf(dir, { 'inroom:stage': 'live' }).production).toBe(true);
    expect(
      settingsOf(dir, { 'inroom:stage': 'live', 'inroom:production': 'true' }).production,
    ).toBe(true);
    expect(() => settingsOf(dir, { 'inroom:stage': 'live', 'inroom:production': 'false' })).toThrow(
      /inroom:production=false contradicts infra\/stages\/live\.json \("production": true\)/,
    );
    expect(() => settingsOf(dir, { 'inroom:stage': 'test', 'inroom:production': true })).toThrow(
      /contradicts/,
    );
    // The unnamed stack has no file and still takes the flag.
    expect(settingsOf(dir, { 'inroom:production': 'true' }).production).toBe(true);
  });

  it('rejects an invalid file, listing each problem with its field', () => {
    const bad = stagesDir({
      typo: { production: false, sourcemaps: true },
      certificate: {
        production: true,
        domain: {
          name: 'order.hotel.example',
          certificateArn: CERTIFICATE_ARN.replace('us-east-1', 'eu-north-1'),
        },
      },
      zone: {
        production: false,
        domain: {
          name: 'order.hotel.example',
          certificateArn: CERTIFICATE_ARN,
          zoneName: 'x.example',
        },
      },
      outside: {
        production: false,
        domain: {
          name: 'order.hotel.example',
          certificateArn: CERTIFICATE_ARN,
          hostedZoneId: 'Z0123456789ABCDEFGHIJ',
          zoneName: 'other.example',
        },
      },
      fields: {
        production: 'yes',
        alarmEmail: 'ops',
        sms: { orderResponseWindowSeconds: 0, monthlySpendLimitUsd: 0 },
      },
      company: { production: false, company: { vatNumber: 'DK1' } },
      broken: '{ "production": true, }',
    });
    expect(() => readStageFile('typo', bad)).toThrow(
      /typo\.json is invalid:\n {2}\(file\): .*sourcemaps/,
    );
    expect(() => readStageFile('certificate', bad)).toThrow(
      /domain\.certificateArn: must be the ARN of an ACM certificate in us-east-1/,
    );
    expect(() => readStageFile('zone', bad)).toThrow(/hostedZoneId and zoneName go together/);
    expect(() => readStageFile('outside', bad)).toThrow(/name must be in the hosted zone/);
    const fields = (() => {
      try {
        readStageFile('fields', bad);
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(fields).toMatch(/^\s+production: /m);
    expect(fields).toMatch(/^\s+alarmEmail: /m);
    expect(fields).toMatch(/^\s+sms\.orderResponseWindowSeconds: /m);
    expect(fields).toMatch(/^\s+sms\.monthlySpendLimitUsd: /m);
    expect(() => readStageFile('company', bad)).toThrow(/company.*vatNumber/);
    expect(() => readStageFile('broken', bad)).toThrow(/broken\.json is not valid JSON/);
  });

  it('ships a dev stage and a production prod stage that parse', () => {
    expect(stageNames()).toEqual(expect.arrayContaining(['dev', 'prod']));
    for (const stage of stageNames()) expect(() => readStageFile(stage), stage).not.toThrow();
    expect(readStageFile('dev', STAGES_DIR).production).toBe(false);
    expect(readStageFile('prod', STAGES_DIR).production).toBe(true);
  });
});

describe('production readiness', () => {
  const ready = {
    ...stageSettingsFrom(nodeWith({ 'inroom:production': true })),
    company: REAL_COMPANY,
    alarmEmail: 'ops@hotelnord.example',
  };

  it('passes real company details and an alarm address, and asks nothing of other stages', () => {
    expect(productionProblems(ready)).toEqual([]);
    expect(() => assertReadyForProduction(ready)).not.toThrow();
    expect(productionProblems(stageSettingsFrom(nodeWith({})))).toEqual([]);
  });

  it('refuses placeholder or empty company details and a missing alarm address, all at once', () => {
    const settings = {
      ...ready,
      stage: 'prod',
      company: {
        ...REAL_COMPANY,
        registrationNumber: DEFAULT_COMPANY.registrationNumber,
        phone: ' ',
      },
      alarmEmail: undefined,
    };
    expect(productionProblems(settings)).toEqual([
      'company.registrationNumber is the placeholder "CVR 12345678"',
      'company.phone is empty',
      'alarmEmail is missing: nobody would get the alarms',
    ]);
    expect(() => assertReadyForProduction(settings)).toThrow(
      /^Stage prod is production, but:\n {2}company\.registrationNumber is the placeholder "CVR 12345678"\n.*\nSet them in infra\/stages\/prod\.json/s,
    );
  });

  it("makes the repository's prod stage ready with company details and an alarm address", () => {
    const prod = stageSettingsFrom(
      nodeWith({
        'inroom:stage': 'prod',
        'inroom:company': REAL_COMPANY,
        'inroom:alarmEmail': 'ops@hotelnord.example',
      }),
    );
    expect(prod).toMatchObject({ stage: 'prod', production: true, company: REAL_COMPANY });
    expect(productionProblems(prod)).toEqual([]);
  });
});

describe('domain and alarm e-mail from context', () => {
  it('takes a domain as a JSON object, checked like the stage file', () => {
    const domain = { name: 'order.hotel.example', certificateArn: CERTIFICATE_ARN };
    expect(domainFrom(nodeWith({}))).toBeUndefined();
    expect(domainFrom(nodeWith({ 'inroom:domain': JSON.stringify(domain) }))).toEqual(domain);
    expect(() =>
      domainFrom(nodeWith({ 'inroom:domain': { ...domain, name: 'https://order.hotel.example' } })),
    ).toThrow(/inroom:domain is invalid: name: must be a lower-case host name/);
  });

  it('takes an alarm e-mail address and nothing else', () => {
    expect(alarmEmailFrom(nodeWith({}))).toBeUndefined();
    expect(alarmEmailFrom(nodeWith({ 'inroom:alarmEmail': 'ops@hotel.example' }))).toBe(
      'ops@hotel.example',
    );
    expect(() => alarmEmailFrom(nodeWith({ 'inroom:alarmEmail': 'ops' }))).toThrow(
      /inroom:alarmEmail must be an e-mail address/,
    );
  });
});
