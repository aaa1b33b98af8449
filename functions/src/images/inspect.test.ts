import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REAL_WEBP,
  TINY_PNG,
  jpegFrame,
  jpegHeader,
  jpegSegment,
  pngHeader,
  webpVp8,
  webpVp8l,
  webpVp8x,
} from './headers.fixture';
import { inspectImage, sniffFormat } from './inspect';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffFormat', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffFormat(bytes(0xff, 0xd8, 0xff))).toBe('jpeg');
    expect(sniffFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png');
    expect(sniffFormat(text('RIFF\0\0\0\0WEBP'))).toBe('webp');
  });

  it('refuses anything else, whatever the file was called', () => {
    expect(sniffFormat(new Uint8Array(0))).toBeUndefined();
    expect(sniffFormat(text('just some text, renamed menu.png'))).toBeUndefined();
    expect(sniffFormat(text('GIF89a\x01\x00\x01\x00'))).toBeUndefined();
    expect(sniffFormat(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(sniffFormat(text('RIFF\0\0\0\0WAVEfmt '))).toBeUndefined();
    expect(sniffFormat(text('%PDF-1.7'))).toBeUndefined();
    expect(sniffFormat(bytes(0x42, 0x4d, 0, 0))).toBeUndefined(); // BMP
  });

  it('needs the whole magic number', () => {
    expect(sniffFormat(bytes(0xff, 0xd8))).toBeUndefined();
    expect(sniffFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a))).toBeUndefined();
    expect(sniffFormat(text('RIFF\0\0\0\0WEB'))).toBeUndefined();
    // PNG's signature with its line endings mangled (an ASCII-mode transfer) is not a PNG.
    expect(sniffFormat(bytes(0x89, 0x50, 0x4e, 0x47, 0x0a, 0x1a, 0x0a, 0x00))).toBeUndefined();
  });
});

describe('inspectImage: PNG', () => {
  it('reads the size of a real PNG from its IHDR chunk', () => {
    expect(inspectImage(TINY_PNG)).toEqual({ format: 'png', size: { width: 3, height: 2 } });
  });

  it('reads sizes up to 32 bits', () => {
    expect(inspectImage(pngHeader(8000, 5000))?.size).toEqual({ width: 8000, height: 5000 });
    expect(inspectImage(pngHeader(0xffffffff, 1))?.size).toEqual({
      width: 0xffffffff,
      height: 1,
    });
  });

  it('has no size when the header is cut short, damaged or zero', () => {
    for (let length = 8; length < 24; length++)
      expect(inspectImage(TINY_PNG.subarray(0, length)), `${length} bytes`).toEqual({
        format: 'png',
        size: undefined,
      });
    const notIhdr = Uint8Array.from(TINY_PNG);
    notIhdr.set(text('IDAT'), 12);
    expect(inspectImage(notIhdr)?.size).toBeUndefined();
    const wrongLength = Uint8Array.from(TINY_PNG);
    wrongLength[11] = 12;
    expect(inspectImage(wrongLength)?.size).toBeUndefined();
    expect(inspectImage(pngHeader(0, 10))?.size).toBeUndefined();
    expect(inspectImage(pngHeader(10, 0))?.size).toBeUndefined();
  });
});

describe('inspectImage: JPEG', () => {
  it('walks the segments to the baseline frame header (SOF0)', () => {
    expect(inspectImage(jpegHeader(jpegFrame(640, 480)))).toEqual({
      format: 'jpeg',
      size: { width: 640, height: 480 },
    });
  });

  it('reads progressive (SOF2) and other frame types, but not DHT, JPG or DAC', () => {
    for (const marker of [0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])
      expect(
        inspectImage(jpegHeader(jpegFrame(1200, 900, marker)))?.size,
        marker.toString(16),
      ).toEqual({ width: 1200, height: 900 });
    // A C4/C8/CC segment shaped like a frame is skipped; the real SOF0 after it counts.
    for (const marker of [0xc4, 0xc8, 0xcc])
      expect(
        inspectImage(jpegHeader([...jpegFrame(1, 1, marker), ...jpegFrame(300, 200)]))?.size,
      ).toEqual({ width: 300, height: 200 });
  });

  it('skips fill bytes and standalone markers between segments', () => {
    const soi = [0xff, 0xd8];
    const fill = [0xff, 0xff]; // fill bytes before the next marker's own FF
    const exif = jpegSegment(0xe1, [...text('Exif'), 0, 0, 1, 2, 3]);
    const standalone = [0xff, 0x01, 0xff, 0xd0]; // TEM and RST0, which have no length
    const file = bytes(...soi, ...fill, ...exif, ...standalone, ...jpegFrame(65535, 65535));
    expect(inspectImage(file)?.size).toEqual({ width: 65535, height: 65535 });
  });

  it('finds a frame header after a large segment (e.g. an embedded thumbnail)', () => {
    const exif = jpegSegment(0xe1, new Array<number>(60_000).fill(0xff));
    expect(inspectImage(bytes(0xff, 0xd8, ...exif, ...jpegFrame(4000, 3000)))?.size).toEqual({
      width: 4000,
      height: 3000,
    });
  });

  it('has no size when the scan or the end comes first, or the file is cut short', () => {
    const scan = jpegSegment(0xda, [1, 1, 0, 0, 0x3f, 0]);
    const scanFirst = bytes(0xff, 0xd8, ...scan, ...jpegFrame(9, 9));
    expect(inspectImage(scanFirst)).toEqual({ format: 'jpeg', size: undefined });
    expect(inspectImage(bytes(0xff, 0xd8, 0xff, 0xd9))?.size).toBeUndefined();
    expect(inspectImage(bytes(0xff, 0xd8, 0xff))).toEqual({ format: 'jpeg', size: undefined });
    const whole = jpegHeader(jpegFrame(640, 480));
    // The size is known once the frame header's marker, length, precision, height and width are.
    const sof = whole.findIndex((byte, index) => byte === 0xff && whole[index + 1] === 0xc0);
    const sizeEnds = sof + 2 + 2 + 1 + 2 + 2;
    for (let length = 3; length < sizeEnds; length++)
      expect(inspectImage(whole.subarray(0, length))?.size, `${length} bytes`).toBeUndefined();
    expect(inspectImage(whole.subarray(0, sizeEnds))?.size).toEqual({ width: 640, height: 480 });
  });

  it('has no size for damaged segments or a zero height (defined later by DNL)', () => {
    expect(inspectImage(bytes(0xff, 0xd8, 0x00, 0x00))?.size).toBeUndefined();
    expect(inspectImage(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01, 0, 0))?.size).toBeUndefined();
    expect(inspectImage(bytes(0xff, 0xd8, 0xff, 0x00))?.size).toBeUndefined();
    expect(inspectImage(bytes(0xff, 0xd8, 0xff, 0xc0, 0x00, 0x05, 8, 0, 1))?.size).toBeUndefined();
    expect(inspectImage(jpegHeader(jpegFrame(640, 0)))?.size).toBeUndefined();
    expect(inspectImage(jpegHeader(jpegFrame(0, 480)))?.size).toBeUndefined();
  });
});

describe('inspectImage: WebP', () => {
  it('reads the size of real lossy, lossless and extended (alpha) files', () => {
    for (const [kind, file] of Object.entries(REAL_WEBP)) {
      expect(inspectImage(file), kind).toEqual({ format: 'webp', size: { width: 5, height: 3 } });
      // The RIFF size counts everything after itself: the whole file is there.
      expect(Buffer.from(file).readUInt32LE(4) + 8, kind).toBe(file.length);
    }
    expect(String.fromCharCode(...REAL_WEBP.lossy.subarray(12, 16))).toBe('VP8 ');
    expect(String.fromCharCode(...REAL_WEBP.lossless.subarray(12, 16))).toBe('VP8L');
    expect(String.fromCharCode(...REAL_WEBP.alpha.subarray(12, 16))).toBe('VP8X');
  });

  it('reads the size from the first 30 bytes of a real file, and no fewer', () => {
    for (const [kind, file] of Object.entries(REAL_WEBP)) {
      expect(inspectImage(file.subarray(0, 30))?.size, kind).toEqual({ width: 5, height: 3 });
      expect(inspectImage(file.subarray(0, 24))?.size, kind).toBeUndefined();
    }
  });

  it('reads lossy (VP8) sizes without the scale bits', () => {
    expect(inspectImage(webpVp8(1024, 768))).toEqual({
      format: 'webp',
      size: { width: 1024, height: 768 },
    });
    expect(inspectImage(webpVp8(16383, 16383))?.size).toEqual({ width: 16383, height: 16383 });
  });

  it('reads lossless (VP8L) sizes', () => {
    expect(inspectImage(webpVp8l(400, 300))?.size).toEqual({ width: 400, height: 300 });
    expect(inspectImage(webpVp8l(1, 1))?.size).toEqual({ width: 1, height: 1 });
    expect(inspectImage(webpVp8l(16384, 16384))?.size).toEqual({ width: 16384, height: 16384 });
  });

  it('reads extended (VP8X) canvas sizes, up to 24 bits', () => {
    expect(inspectImage(webpVp8x(2000, 1000))?.size).toEqual({ width: 2000, height: 1000 });
    expect(inspectImage(webpVp8x(16_777_216, 1))?.size).toEqual({ width: 16_777_216, height: 1 });
  });

  it('has no size for a cut-short, damaged or unknown first chunk', () => {
    for (const file of [webpVp8(10, 10), webpVp8l(10, 10), webpVp8x(10, 10)]) {
      expect(inspectImage(file.subarray(0, 12))).toEqual({ format: 'webp', size: undefined });
      expect(inspectImage(file.subarray(0, 20))?.size).toBeUndefined();
      expect(inspectImage(file)?.size).toEqual({ width: 10, height: 10 });
    }
    expect(inspectImage(webpVp8(10, 10).subarray(0, 29))?.size).toBeUndefined();
    expect(inspectImage(webpVp8l(10, 10).subarray(0, 24))?.size).toBeUndefined();
    expect(inspectImage(webpVp8x(10, 10).subarray(0, 29))?.size).toBeUndefined();
    expect(inspectImage(webpVp8(10, 10, { keyFrame: false }))?.size).toBeUndefined();
    const badStartCode = webpVp8(10, 10);
    badStartCode[23] = 0x9c;
    expect(inspectImage(badStartCode)?.size).toBeUndefined();
    const badSignature = webpVp8l(10, 10);
    badSignature[20] = 0x2e;
    expect(inspectImage(badSignature)?.size).toBeUndefined();
    const unknownChunk = webpVp8x(10, 10);
    unknownChunk.set(text('ALPH'), 12);
    expect(inspectImage(unknownChunk)).toEqual({ format: 'webp', size: undefined });
    expect(inspectImage(webpVp8(0, 10))?.size).toBeUndefined();
  });
});

describe('inspectImage: anything', () => {
  it('refuses text renamed .png and other files', () => {
    expect(inspectImage(text('This is not an image, it is a text file called photo.png\n'))).toBe(
      undefined,
    );
    expect(inspectImage(new Uint8Array(0))).toBeUndefined();
  });

  it('never throws, and a known format keeps its name, on any bytes after any magic number', () => {
    const magic = fc.constantFrom(
      [] as number[],
      [0xff, 0xd8, 0xff],
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      [...text('RIFF\0\0\0\0WEBPVP8 ')],
      [...text('RIFF\0\0\0\0WEBPVP8L')],
      [...text('RIFF\0\0\0\0WEBPVP8X')],
    );
    fc.assert(
      fc.property(magic, fc.uint8Array({ maxLength: 200 }), (prefix, rest) => {
        const file = Uint8Array.from([...prefix, ...rest]);
        const info = inspectImage(file);
        if (prefix.length > 0) expect(info?.format).toBe(sniffFormat(file));
        if (info?.size) {
          expect(info.size.width).toBeGreaterThan(0);
          expect(info.size.height).toBeGreaterThan(0);
        }
      }),
    );
  });
});
