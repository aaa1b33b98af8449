/**
 * Hand-made image headers for the images tests (imported only by tests). Each is the start of a
 * file exactly as an encoder writes it, built field by field so the tests say what they contain.
 */

/** A real 3 × 2 PNG made by infra/local/seed/png.ts (encodePng), the whole file. */
export const TINY_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAFElEQVR4nGNkUPXKBwNG36LpEBYAPlYG/NLgtrMAAAAASUVORK5CYII=',
    'base64',
  ),
);

const fromBase64 = (base64: string) => Uint8Array.from(Buffer.from(base64, 'base64'));

/**
 * Real 5 × 3 WebP files, whole, made by libwebp (the encoder inside Chromium, here through the
 * seed's @jsquash/webp): lossy (a VP8 chunk), lossless (VP8L), and lossy with alpha (VP8X, then
 * ALPH and VP8), as canvas.toBlob('image/webp') makes them.
 */
export const REAL_WEBP = {
  lossy: fromBase64(
    'UklGRkoAAABXRUJQVlA4ID4AAADQAQCdASoFAAMAAUAmJagCdLoB+AADsAD+7OMv/KVeCxujz691/u//ObdH6m2nP67/zZtf6m8w2Aj5tAAAAA==',
  ),
  lossless: fromBase64(
    'UklGRjoAAABXRUJQVlA4TC0AAAAvBIAAAHcgJEj+LyYavTARozX/mWWgoJGk5nuha8ETWvCEFoRF9D/WlnPz/QEA',
  ),
  alpha: fromBase64(
    'UklGRnQAAABXRUJQVlA4WAoAAAAQAAAABAAAAgAAQUxQSBAAAAAAABAgMEBQYHCAkKCwwNDgVlA4ID4AAADQAQCdASoFAAMAAUAmJagCdLoB+AADsAD+7OMv/KVeCxujz+WZ/l/46ub/JuQR+bf8YFv+TeYbAvH48AAAAA==',
  ),
} as const;

const u16be = (value: number) => [(value >> 8) & 0xff, value & 0xff];
const u16le = (value: number) => [value & 0xff, (value >> 8) & 0xff];
const u24le = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff];
const u32le = (value: number) => [...u16le(value & 0xffff), ...u16le(value >>> 16)];
const u32be = (value: number) => [...u16be(value >>> 16), ...u16be(value & 0xffff)];
const text = (value: string) => [...value].map((char) => char.charCodeAt(0));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG signature and an IHDR chunk: 8-bit truecolour, no interlace, CRC zeros (not checked). */
export function pngHeader(width: number, height: number): Uint8Array {
  const ihdr = [...u32be(width), ...u32be(height), 8, 2, 0, 0, 0];
  return Uint8Array.from([...PNG_SIGNATURE, ...u32be(13), ...text('IHDR'), ...ihdr, 0, 0, 0, 0]);
}

/** One JPEG marker segment: FF, marker, big-endian length (which counts itself), payload. */
export const jpegSegment = (marker: number, payload: number[]): number[] => [
  0xff,
  marker,
  ...u16be(payload.length + 2),
  ...payload,
];

/** The component count (3), then each component's id, sampling factors and quantisation table. */
const COMPONENTS = [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];

/** A start-of-frame segment (SOF0 by default): precision 8, height, width, the components. */
export const jpegFrame = (width: number, height: number, marker = 0xc0): number[] =>
  jpegSegment(marker, [8, ...u16be(height), ...u16be(width), ...COMPONENTS]);

/** SOI, a JFIF APP0, a quantisation table, a Huffman table, then `frame` and a start of scan. */
export function jpegHeader(frame: number[] = jpegFrame(640, 480)): Uint8Array {
  return Uint8Array.from([
    0xff,
    0xd8,
    ...jpegSegment(0xe0, [...text('JFIF'), 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...jpegSegment(0xdb, [0, ...new Array<number>(64).fill(1)]),
    ...jpegSegment(0xc4, [0, ...new Array<number>(16).fill(0), 0]),
    ...frame,
    ...jpegSegment(0xda, [1, 1, 0, 0, 0x3f, 0]),
    0x12,
    0x34,
  ]);
}

const riff = (chunk: string, payload: number[]): Uint8Array =>
  Uint8Array.from([
    ...text('RIFF'),
    ...u32le(payload.length + 12),
    ...text('WEBP'),
    ...text(chunk),
    ...u32le(payload.length),
    ...payload,
  ]);

/** Lossy WebP: a key-frame tag, the start code 9D 01 2A, 14-bit sizes with 2 scale bits above. */
export const webpVp8 = (width: number, height: number, options: { keyFrame?: boolean } = {}) => {
  const frameTag = [options.keyFrame === false ? 0x01 : 0x00, 0x00, 0x00];
  // The scale bits (top two of each size) must be ignored, so they are set here.
  const sizes = [...u16le(width | 0xc000), ...u16le(height | 0x4000)];
  return riff('VP8 ', [...frameTag, 0x9d, 0x01, 0x2a, ...sizes, 0, 0, 0, 0]);
};

/** Lossless WebP: signature 2F, then width - 1 and height - 1 in 14 bits each, alpha, version. */
export const webpVp8l = (width: number, height: number) => {
  const bits = ((width - 1) | ((height - 1) << 14) | (1 << 28)) >>> 0;
  return riff('VP8L', [0x2f, ...u32le(bits), 0, 0, 0]);
};

/** Extended WebP: flags, 3 reserved bytes, canvas width - 1 and height - 1 in 24 bits each. */
export const webpVp8x = (width: number, height: number) =>
  riff('VP8X', [0x10, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)]);
