import { randomBytes } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CACHE_CONTROL } from '@inroom/functions/routes';
import { DEMO_IDS } from '../../infra/local/seed/demo-data';
import type { Location } from '@inroom/shared';
import { UNKNOWN_ID, adminClient, expectOk, useTestStack } from '../support/api';
import { locationBody, locationInputOf } from '../support/locations';
import { rawRequest } from '../support/raw-http';

// The embedded stack's answers as CloudFront would send them: text compressed (brotli, else gzip)
// for clients that accept it, Vary: Accept-Encoding, hashed assets immutable, index.html and
// config.json revalidated, the API's Cache-Control passed through, and robots.txt as a text file.
// CloudFront compresses only what it may cache; every other answer comes compressed from the API
// itself (functions/src/http/compression.ts), which the embedded stack passes on as it is.

const REPO_ROOT = join(import.meta.dirname, '..', '..');
const ROBOTS = readFileSync(join(REPO_ROOT, 'web', 'public', 'robots.txt'), 'utf8');

/** Text that compresses, over CloudFront's 1,000-byte floor. */
const text = (line: string, times = 200) => Array.from({ length: times }, () => line).join('\n');

const webRoot = mkdtempSync(join(tmpdir(), 'inroom-web-'));
const INDEX = `<!doctype html><title>Inroom</title>\n<!-- ${text('stand-in page', 100)} -->`;
const SCRIPT = text('console.log("a hashed chunk");');
const STYLE = text('.location { color: #1f3a5f; }');
const ICON = `<svg xmlns="http://www.w3.org/2000/svg">${text('<path d="M0 0h1v1z"/>', 80)}</svg>`;
const PHOTO = randomBytes(4000);
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'index.html'), INDEX);
writeFileSync(join(webRoot, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
writeFileSync(join(webRoot, 'assets', 'index-Ab12Cd34.css'), STYLE);
writeFileSync(join(webRoot, 'assets', 'icon-Ab12Cd34.svg'), ICON);
writeFileSync(join(webRoot, 'assets', 'tiny-Ab12Cd34.js'), 'console.log(1)');
writeFileSync(join(webRoot, 'assets', 'photo-Ab12Cd34.png'), PHOTO);
writeFileSync(join(webRoot, 'robots.txt'), ROBOTS);

const stack = useTestStack({ webRoot });

afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

/** A request to the stack with exactly these headers. */
const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(`${stack.baseUrl}${path}`, headers, method);

const BOTH = { 'accept-encoding': 'gzip, deflate, br' };

describe('static files', () => {
  it.each([
    ['/assets/index-Ab12Cd34.js', SCRIPT, 'text/javascript'],
    ['/assets/index-Ab12Cd34.css', STYLE, 'text/css'],
    ['/assets/icon-Ab12Cd34.svg', ICON, 'image/svg+xml'],
  ])('sends %s in brotli when accepted, and immutable', async (path, content, type) => {
    const answer = await get(path, BOTH);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain(type);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
    expect(answer.raw.length).toBeLessThan(Buffer.byteLength(content) / 5);
    expect(answer.body.toString()).toBe(content);
  });

  it('sends gzip to a client without brotli, and plain bytes to one that accepts neither', async () => {
    const gzip = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.toString()).toBe(SCRIPT);
    const refused = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': '*;q=0' },
    ];
    for (const headers of variants) {
      const plain = await get('/assets/index-Ab12Cd34.js', headers);
      expect(plain.headers['content-encoding'], JSON.stringify(headers)).toBeUndefined();
      // The answer still depends on the header, for any cache between.
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.raw.toString()).toBe(SCRIPT);
      expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(SCRIPT));
    }
  });

  it('sends index.html compressed and revalidated, for / and for client routes', async () => {
    for (const path of ['/', '/index.html', `/location/${DEMO_IDS.location.hotel}`]) {
      const answer = await get(path, BOTH);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(answer.headers['cache-control'], path).toBe('no-cache');
      expect(answer.body.toString(), path).toBe(INDEX);
    }
  });

  it('answers a browser holding index.html 304 with no body, until a deployment changes it', async () => {
    const file = join(webRoot, 'revalidated.html');
    writeFileSync(file, text('<p>the first deployment</p>'));
    const first = await get('/revalidated.html', BOTH);
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/"/);
    const held = await get('/revalidated.html', { ...BOTH, 'if-none-match': tag });
    expect(held.status).toBe(304);
    expect(held.raw.length).toBe(0);
    expect(held.headers).toMatchObject({ etag: tag, 'cache-control': 'no-cache' });

    writeFileSync(file, text('<p>the next deployment, a little longer</p>'));
    const deployed = await get('/revalidated.html', { ...BOTH, 'if-none-match': tag });
    expect(deployed.status).toBe(200);
    expect(deployed.headers.etag).not.toBe(tag);
    expect(deployed.body.toString()).toContain('the next deployment');
    // A file streamed as it is gets a tag of its size and time, and the same 304.
    const photo = await get('/assets/photo-Ab12Cd34.png');
    const photoTag = String(photo.headers.etag);
    expect(photoTag).toMatch(/^W\/"/);
    expect((await get('/assets/photo-Ab12Cd34.png', { 'if-none-match': photoTag })).status).toBe(
      304,
    );
  });

  it('sends images and tiny files as they are', async () => {
    const photo = await get('/assets/photo-Ab12Cd34.png', BOTH);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.headers.vary).toBeUndefined();
    expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(photo.raw.equals(PHOTO)).toBe(true);
    const tiny = await get('/assets/tiny-Ab12Cd34.js', BOTH);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.raw.toString()).toBe('console.log(1)');
  });

  it('answers HEAD with the headers of the compressed file and no body', async () => {
    const full = await get('/assets/index-Ab12Cd34.css', BOTH);
    const head = await get('/assets/index-Ab12Cd34.css', BOTH, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
    expect(head.raw.length).toBe(0);
  });

  it('compresses a file once and keeps it until the file changes', async () => {
    const file = join(webRoot, 'assets', 'kept-Ab12Cd34.js');
    const first = text('console.log("first version");');
    writeFileSync(file, first);
    // Whole seconds, which every file system keeps exactly.
    const mtime = new Date(Math.floor(statSync(file).mtimeMs / 1000) * 1000);
    utimesSync(file, mtime, mtime);
    expect((await get('/assets/kept-Ab12Cd34.js', BOTH)).body.toString()).toBe(first);
    // Same size and time: the server does not read or compress it again.
    writeFileSync(file, first.replaceAll('first', 'other'));
    utimesSync(file, mtime, mtime);
    expect((await get('/assets/kept-Ab12Cd34.js', BOTH)).body.toString()).toBe(first);
    // A rebuild changes the time: the new bytes are served.
    const later = new Date(mtime.getTime() + 5_000);
    utimesSync(file, later, later);
    const changed = await get('/assets/kept-Ab12Cd34.js', BOTH);
    expect(changed.body.toString()).toBe(first.replaceAll('first', 'other'));
  });
});

describe('config.json', () => {
  it('is revalidated on every load, as the deployed copy is', async () => {
    const answer = await get('/config.json', BOTH);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });
});

describe('robots.txt', () => {
  it('is the web’s robots.txt as text, not the app’s page', async () => {
    const answer = await get('/robots.txt', BOTH);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body.toString()).toBe(ROBOTS);
    expect(answer.body.toString()).not.toContain('<!doctype html>');
  });
});

describe('API answers', () => {
  const hotelView = `/api/location/get/${DEMO_IDS.location.hotel}/en-GB`;

  it('sends the guest view compressed with its short shared-cache lifetime', async () => {
    const answer = await get(hotelView, BOTH);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe(CACHE_CONTROL['guest-view']);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
    expect(answer.raw.length).toBeLessThan(answer.body.length / 3);
    const view = JSON.parse(answer.body.toString()) as { id: string };
    expect(view.id).toBe(DEMO_IDS.location.hotel);

    const plain = await get(hotelView);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.equals(answer.body)).toBe(true);
    const gzip = await get(hotelView, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(answer.body)).toBe(true);
  });

  it('lets the guest menu and the reference lists be kept, and no other answer', async () => {
    const menu = await get(`/api/menu/get/${DEMO_IDS.menu.hotelAllDay}/en`, BOTH);
    expect(menu.status).toBe(200);
    expect(menu.headers['cache-control']).toBe(CACHE_CONTROL['guest-view']);
    for (const path of ['/api/country/getall', '/api/country/GetAll', '/api/language/getall']) {
      const answer = await get(path, BOTH);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['cache-control'], path).toBe(CACHE_CONTROL.reference);
    }
    // The back office lists locations too, and must see a save at once.
    expect((await get('/api/location/getall', BOTH)).headers['cache-control']).toBe('no-store');
    expect((await get('/api/order/active', BOTH)).headers['cache-control']).toBe('no-store');
  });

  it('answers a copy that is still the same 304 with no body, until the location changes', async () => {
    const admin = adminClient(stack);
    const created = await expectOk<Location>(admin.post('/api/location/create', locationBody()));
    const view = `/api/location/get/${created.id}/en`;
    const first = await get(view, BOTH);
    expect(first.status).toBe(200);
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/"/);

    const unchanged = await get(view, { ...BOTH, 'if-none-match': tag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.raw.length).toBe(0);
    expect(unchanged.headers.etag).toBe(tag);
    expect(unchanged.headers['cache-control']).toBe(CACHE_CONTROL['guest-view']);
    expect(unchanged.headers['content-encoding']).toBeUndefined();

    const saved = await expectOk<Location>(admin.get(`/api/location/be/get/${created.id}`));
    await expectOk(
      admin.post('/api/location/update', locationInputOf(saved, { description: 'Now with a bar' })),
    );
    const changed = await get(view, { ...BOTH, 'if-none-match': tag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).toMatch(/^W\/"/);
    expect(changed.headers.etag).not.toBe(tag);
    expect(JSON.parse(changed.body.toString())).toMatchObject({ description: 'Now with a bar' });
    // An answer no one may keep has no tag to come back with.
    expect((await get('/api/location/getall', BOTH)).headers.etag).toBeUndefined();
  });

  it('sends no-store on errors of cached routes', async () => {
    const missing = await get(`/api/location/get/${UNKNOWN_ID}/en-GB`, BOTH);
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    const badMenu = await get('/api/menu/get/not-an-id', BOTH);
    expect(badMenu.status).toBe(404);
    expect(badMenu.headers['cache-control']).toBe('no-store');
  });

  it('sends admin answers no-store, compressed by the API itself', async () => {
    const admin = adminClient(stack);
    const signedIn = { authorization: `Bearer ${await stack.adminToken()}` };
    const path = `/api/location/be/get/${DEMO_IDS.location.hotel}`;
    const answer = await get(path, { ...BOTH, ...signedIn });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
    expect(answer.raw.length).toBeLessThan(answer.body.length / 3);
    expect((JSON.parse(answer.body.toString()) as Location).id).toBe(DEMO_IDS.location.hotel);

    const gzip = await get(path, { 'accept-encoding': 'gzip', ...signedIn });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(answer.body)).toBe(true);
    const plain = await get(path, signedIn);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.raw.equals(answer.body)).toBe(true);
    expect((await admin.get('/api/location/getnew')).headers.get('cache-control')).toBe('no-store');
  });
});
