import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { drawPicture, encodePng, parseHexColour } from './png';

interface Chunk {
  type: string;
  data: Buffer;
}

function readChunks(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('ascii', offset + 4, offset + 8);
    chunks.push({ type, data: png.subarray(offset + 8, offset + 8 + length) });
    offset += 12 + length;
  }
  return chunks;
}

/** Undoes the PNG filters (all five types) of 8-bit RGB scanlines. */
function unfilter(raw: Buffer, width: number, height: number): Uint8Array {
  const stride = width * 3;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const value = raw[y * (stride + 1) + 1 + x] ?? 0;
      const a = x >= 3 ? (out[y * stride + x - 3] ?? 0) : 0;
      const b = y > 0 ? (out[(y - 1) * stride + x] ?? 0) : 0;
      const c = x >= 3 && y > 0 ? (out[(y - 1) * stride + x - 3] ?? 0) : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter ?? -1];
      if (predictor === undefined) throw new Error(`Unknown filter ${filter}`);
      out[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  return out;
}

const decode = (png: Buffer) => {
  const chunks = readChunks(png);
  const header = chunks.find((chunk) => chunk.type === 'IHDR')?.data;
  if (!header) throw new Error('No IHDR');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const raw = inflateSync(
    Buffer.concat(chunks.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data)),
  );
  return { chunks, header, width, height, raw, pixels: unfilter(raw, width, height) };
};

describe('encodePng', () => {
  it('writes the signature, an 8-bit RGB header, IDAT and IEND', () => {
    const png = encodePng(2, 1, new Uint8Array([255, 0, 0, 0, 0, 255]));
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const { chunks, header } = decode(png);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([...header.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
  });

  it('round-trips the pixels', () => {
    const pixels = new Uint8Array(4 * 3 * 3).map((_, i) => (i * 37) % 256);
    const { pixels: decoded, width, height } = decode(encodePng(4, 3, pixels));
    expect([width, height]).toEqual([4, 3]);
    expect([...decoded]).toEqual([...pixels]);
  });

  it('gives every chunk a correct CRC', async () => {
    const { crc32 } = await import('node:zlib');
    const png = encodePng(3, 2, new Uint8Array(18).fill(128));
    let offset = 8;
    while (offset < png.length) {
      const length = png.readUInt32BE(offset);
      const expected = png.readUInt32BE(offset + 8 + length);
      expect(crc32(png.subarray(offset + 4, offset + 8 + length))).toBe(expected);
      offset += 12 + length;
    }
    expect(offset).toBe(png.length);
  });

  it('rejects a pixel buffer of the wrong size', () => {
    expect(() => encodePng(2, 2, new Uint8Array(11))).toThrow(RangeError);
    expect(() => encodePng(0, 2, new Uint8Array(0))).toThrow(RangeError);
  });
});

describe('drawPicture', () => {
  const options = { width: 160, height: 90, from: '#1d3557', to: '#e9c46a', seed: 7 };

  it('makes a PNG of the asked size whose image data inflates to the expected length', () => {
    const png = drawPicture(options);
    const { width, height, raw } = decode(png);
    expect([width, height]).toEqual([160, 90]);
    expect(raw.length).toBe(90 * (1 + 160 * 3));
  });

  it('paints a gradient from the first colour to the second, under the circles', () => {
    // Without circles near the corners the corner pixels are the gradient's ends; the circles are
    // translucent, so each corner stays closer to its own colour than to the other one.
    const { pixels } = decode(drawPicture(options));
    const topLeft = [...pixels.subarray(0, 3)];
    const bottomRight = [...pixels.subarray(pixels.length - 3)];
    const distance = (a: number[], b: readonly number[]) =>
      a.reduce((sum, value, i) => sum + Math.abs(value - (b[i] ?? 0)), 0);
    const from = parseHexColour(options.from);
    const to = parseHexColour(options.to);
    expect(distance(topLeft, from)).toBeLessThan(distance(topLeft, to));
    expect(distance(bottomRight, to)).toBeLessThan(distance(bottomRight, from));
  });

  it('draws the accent dish in the middle', () => {
    const { pixels } = decode(
      drawPicture({ ...options, width: 200, height: 200, accent: '#8d5524' }),
    );
    const centre = (100 * 200 + 100) * 3;
    const [r = 0, g = 0, b = 0] = pixels.subarray(centre, centre + 3);
    // The centre is the dish colour or one of its garnishes: warm brown, never the blue background.
    expect(r).toBeGreaterThan(b);
    expect(r).toBeGreaterThan(g);
  });

  it('is deterministic for a seed and varies between seeds', () => {
    expect(drawPicture(options).equals(drawPicture(options))).toBe(true);
    expect(drawPicture(options).equals(drawPicture({ ...options, seed: 8 }))).toBe(false);
  });

  it('rejects a malformed colour', () => {
    expect(() => drawPicture({ ...options, from: 'blue' })).toThrow(RangeError);
    expect(parseHexColour('#0a0B0c')).toEqual([10, 11, 12]);
  });
});
