import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, spaScriptHashes } from './inline-scripts';

// The CSP specification's own example: `alert('Hello, world.');` hashes to this.
const EXAMPLE = "alert('Hello, world.');";
const EXAMPLE_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

describe('inline script hashes', () => {
  it('hashes each inline script exactly as written, once, and skips scripts with a src', () => {
    const html = [
      `<head><script>${EXAMPLE}</script>`,
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      `</head><body><SCRIPT type="text/javascript">${EXAMPLE}</SCRIPT><script></script></body>`,
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([EXAMPLE_HASH]);
    expect(inlineScriptHashes(`<script> ${EXAMPLE}</script>`)).not.toEqual([EXAMPLE_HASH]);
  });

  it("reads a built SPA's index.html, and is empty when there is none", () => {
    const dir = mkdtempSync(join(tmpdir(), 'inroom-inline-'));
    try {
      expect(spaScriptHashes(dir)).toEqual([]);
      writeFileSync(join(dir, 'index.html'), `<!doctype html><script>${EXAMPLE}</script>`);
      expect(spaScriptHashes(dir)).toEqual([EXAMPLE_HASH]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
