import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The CSP sources (`'sha256-...'`) of the inline scripts in an HTML page: the content security
 * policy allows exactly these (the SPA's boot script, web/vite/boot-script.ts) and no other inline
 * script. The hash covers the script's text between the tags, byte for byte, as browsers hash it.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    const text = match[2] ?? '';
    if (/\bsrc\s*=/i.test(attributes) || text === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The inline script hashes of a built SPA's index.html; none when it is not built. */
export function spaScriptHashes(spaDir: string): string[] {
  const index = join(spaDir, 'index.html');
  return existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}
