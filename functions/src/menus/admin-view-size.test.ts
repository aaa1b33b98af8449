import { MAX_ITEM_PLACEMENTS_PER_MENU } from '@inroom/shared';
import { describe, expect, it } from 'vitest';
import { compressedFor, fitsLambdaAnswer } from '../http/compression';
import { result, toProxyResult } from '../http/response';
import { useTestDependencies } from '../testing/deps';
import { seedLargeMenu } from '../testing/large-menu';
import { getMenuForAdmin } from './service';

// The back office's view of a menu holds every item whole, with its groups and ingredients in
// every language: the view of the largest menu the limits allow is more than Lambda may return
// (6 MB), and reaches menu setup only because the API compresses it (http/compression.ts).

const deps = useTestDependencies();

describe('the back-office view of the largest menu', () => {
  it(`fits Lambda's answer compressed, at ${MAX_ITEM_PLACEMENTS_PER_MENU} items`, async () => {
    const { menu } = await seedLargeMenu(deps.store, { items: MAX_ITEM_PLACEMENTS_PER_MENU });
    const view = await getMenuForAdmin(deps, menu.id, 'en');
    const plain = toProxyResult(result(200, view));
    const sent = await compressedFor(plain, 'gzip, deflate, br');
    // 10.2 MB of JSON, and 42 KB of brotli in base64 (2026-11-30).
    expect(Buffer.byteLength(plain.body ?? '')).toBeGreaterThan(6 * 1024 * 1024);
    expect(fitsLambdaAnswer(plain)).toBe(false);
    expect(sent.headers?.['content-encoding']).toBe('br');
    expect(fitsLambdaAnswer(sent)).toBe(true);
    expect((sent.body ?? '').length).toBeLessThanOrEqual(100 * 1024);
  });
});
