import { describe, expect, it } from 'vitest';
import { inspectImage } from '../../../functions/src/images/inspect';
import { encodePng, paintPicture } from './png';
import { encodeWebp } from './webp';

describe('encodeWebp', () => {
  it('makes a lossy WebP of the asked size that the server reads as one', async () => {
    const rgb = new Uint8Array(30 * 20 * 3).map((_, index) => (index * 13) & 0xff);
    const webp = await encodeWebp(30, 20, rgb);
    expect(webp.toString('latin1', 0, 4)).toBe('RIFF');
    expect(webp.readUInt32LE(4) + 8).toBe(webp.length);
    expect(webp.toString('latin1', 8, 16)).toBe('WEBPVP8 ');
    expect(inspectImage(webp)).toEqual({ format: 'webp', size: { width: 30, height: 20 } });
  });

  it('makes a demo picture a small fraction of its PNG', async () => {
    const options = { width: 480, height: 320, from: '#1d3557', to: '#e9c46a', seed: 7 };
    const pixels = paintPicture(options);
    const webp = await encodeWebp(480, 320, pixels);
    expect(webp.length).toBeLessThan(encodePng(480, 320, pixels).length / 4);
    // The same pixels give the same file: the seed writes the same bytes on every start.
    expect((await encodeWebp(480, 320, pixels)).equals(webp)).toBe(true);
  });

  it('rejects a size that does not match the pixels', async () => {
    await expect(encodeWebp(2, 2, new Uint8Array(11))).rejects.toThrow(RangeError);
    await expect(encodeWebp(0, 2, new Uint8Array(0))).rejects.toThrow(RangeError);
  });
});
