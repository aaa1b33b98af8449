import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { removeTestTempDirs, testApp, testTempDir } from './temp-dirs';

const cdkOutDirs = () => readdirSync(tmpdir()).filter((name) => name.startsWith('cdk.out'));

describe('test temp directories', () => {
  it('gives an app its cloud assembly in a test temp directory, and removes it with the others', () => {
    const before = cdkOutDirs();
    const app = testApp();
    new s3.Bucket(new Stack(app, 'Temp'), 'Bucket');
    app.synth();
    const other = testTempDir('inroom-other-');
    expect(dirname(app.outdir)).toBe(tmpdir());
    expect(readdirSync(app.outdir)).toContain('Temp.template.json');
    expect(cdkOutDirs()).toEqual(before);

    removeTestTempDirs();
    expect(existsSync(app.outdir)).toBe(false);
    expect(existsSync(other)).toBe(false);
  });
});
