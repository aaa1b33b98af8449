import { describe, expect, it } from 'vitest';
import { cdkArguments } from './stage-args';

describe('npm run synth|deploy -- --stage <name>', () => {
  it('turns --stage into the stage context and passes every other argument through', () => {
    expect(cdkArguments(['--stage', 'prod', '-c', 'inroom:logLevel=DEBUG'])).toEqual([
      '-c',
      'inroom:stage=prod',
      '-c',
      'inroom:logLevel=DEBUG',
    ]);
    expect(cdkArguments(['--require-approval', 'never', '--stage=dev'])).toEqual([
      '--require-approval',
      'never',
      '-c',
      'inroom:stage=dev',
    ]);
    expect(cdkArguments([])).toEqual([]);
  });

  it('says which stages exist when --stage has no name', () => {
    expect(() => cdkArguments(['--stage'])).toThrow(/--stage needs a stage name: .*dev.*prod/);
    expect(() => cdkArguments(['--stage', '-c', 'x=1'])).toThrow(/--stage needs a stage name/);
    expect(() => cdkArguments(['--stage='])).toThrow(/--stage needs a stage name/);
  });
});
