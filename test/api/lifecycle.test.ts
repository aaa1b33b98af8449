import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AlreadyRunningError } from '../../infra/local/data-dir';
import { startTestStack, tempDataDir, type TestStack } from '../support/stack';

const started: TestStack[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const stack of started.splice(0)) await stack.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded stack', () => {
  it('keeps its data across a restart and seeds the demo data only once', async () => {
    const dataDir = tempDataDir();
    const first = await startTestStack({ dataDir });
    expect(first.seeded).toBe('seeded');
    const before = await (await first.request('/api/location/getall')).json();
    await first.close({ keepData: true });

    const second = await startTestStack({ dataDir });
    started.push(second);
    expect(second.seeded).toBe('already-seeded');
    expect(await (await second.request('/api/location/getall')).json()).toEqual(before);
  });

  it('refuses a second start on the same data directory, saying so', async () => {
    const stack = await startTestStack({ seedDemoData: false });
    started.push(stack);
    await expect(startTestStack({ dataDir: stack.dataDir, seedDemoData: false })).rejects.toThrow(
      AlreadyRunningError,
    );
    await expect(startTestStack({ dataDir: stack.dataDir, seedDemoData: false })).rejects.toThrow(
      /already running/,
    );
    // The refused start must not have broken the running one.
    expect((await stack.request('/api/language/getall')).status).toBe(200);
  });

  it('serves the SPA with a fallback to index.html for client routes, and assets as files', async () => {
    const dir = tempDataDir();
    dirs.push(dir);
    const webRoot = join(dir, 'dist');
    mkdirSync(join(webRoot, 'assets'), { recursive: true });
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Inroom test</title>');
    writeFileSync(join(webRoot, 'assets', 'app-123.js'), 'console.log(1)');
    const stack = await startTestStack({ seedDemoData: false, webRoot });
    started.push(stack);

    const deepLink = await stack.request('/be/location/123/edit');
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('Inroom test');
    const asset = await stack.request('/assets/app-123.js');
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const escape = await stack.request('/..%2f..%2fetc%2fpasswd');
    expect(await escape.text()).toContain('Inroom test');
  });
});
