/**
 * What an image file's first bytes say about it: its format (by magic number, never by name or
 * declared type) and its pixel size (from the PNG IHDR chunk, the WebP VP8/VP8L/VP8X header or a
 * JPEG SOFn marker). Pure: works on whatever prefix of the file it is given.
 */

export type ImageFormat = 'jpeg' | 'png' | 'webp';

export interface PixelSize {
  width: number;
  height: number;
}

export interface ImageInfo {
  format: ImageFormat;
  /** Undefined when the header is truncated, damaged or (JPEG) the frame header was not reached. */
  size: PixelSize | undefined;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean =>
  bytes.length >= at + prefix.length && prefix.every((byte, index) => bytes[at + index] === byte);

const ascii = (bytes: Uint8Array, at: number, length: number): string =>
  bytes.length >= at + length ? String.fromCharCode(...bytes.subarray(at, at + length)) : '';

const u16be = (bytes: Uint8Array, at: number): number =>
  ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0);
const u16le = (bytes: Uint8Array, at: number): number =>
  (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u24le = (bytes: Uint8Array, at: number): number =>
  u16le(bytes, at) | ((bytes[at + 2] ?? 0) << 16);
const u32be = (bytes: Uint8Array, at: number): number =>
  u16be(bytes, at) * 0x10000 + u16be(bytes, at + 2);

/** The format by magic number: JPEG FF D8 FF, PNG's 8-byte signature, WebP RIFF....WEBP. */
export function sniffFormat(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  return undefined;
}

const sized = (width: number, height: number): PixelSize | undefined =>
  width > 0 && height > 0 ? { width, height } : undefined;

/** PNG: the first chunk must be IHDR (length 13), width and height big-endian at 16 and 20. */
function pngSize(bytes: Uint8Array): PixelSize | undefined {
  if (bytes.length < 24 || u32be(bytes, 8) !== 13 || ascii(bytes, 12, 4) !== 'IHDR')
    return undefined;
  return sized(u32be(bytes, 16), u32be(bytes, 20));
}

/** WebP: the first chunk after the RIFF header at 12 is VP8 (lossy), VP8L (lossless) or VP8X. */
function webpSize(bytes: Uint8Array): PixelSize | undefined {
  const chunk = ascii(bytes, 12, 4);
  const data = 20;
  if (chunk === 'VP8 ') {
    // Frame tag (3 bytes, key frame when bit 0 is 0), start code 9D 01 2A, then 14-bit sizes.
    if (bytes.length < data + 10 || ((bytes[data] ?? 1) & 1) !== 0) return undefined;
    if (!startsWith(bytes, [0x9d, 0x01, 0x2a], data + 3)) return undefined;
    return sized(u16le(bytes, data + 6) & 0x3fff, u16le(bytes, data + 8) & 0x3fff);
  }
  if (chunk === 'VP8L') {
    // Signature 0x2F, then width - 1 and height - 1 in 14 bits each, little-endian bit order.
    if (bytes.length < data + 5 || bytes[data] !== 0x2f) return undefined;
    const bits =
      (bytes[data + 1] ?? 0) |
      ((bytes[data + 2] ?? 0) << 8) |
      ((bytes[data + 3] ?? 0) << 16) |
      ((bytes[data + 4] ?? 0) * 0x1000000);
    return sized((bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8X') {
    // Flags (1 byte), reserved (3), then canvas width - 1 and height - 1, 24 bits each.
    if (bytes.length < data + 10) return undefined;
    return sized(u24le(bytes, data + 4) + 1, u24le(bytes, data + 7) + 1);
  }
  return undefined;
}

/** JPEG start-of-frame markers: C0 to CF except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (marker: number): boolean =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Markers that stand alone, without a length: TEM, RST0 to RST7, SOI. */
const isStandalone = (marker: number): boolean =>
  marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);

/**
 * JPEG: walks the marker segments from the start (SOI) to the first SOFn, whose payload is
 * precision (1 byte), height and width (2 bytes each, big-endian). Entropy-coded data only follows
 * SOS, so a scan or the end of the image before any SOFn means the size is not in the header.
 */
function jpegSize(bytes: Uint8Array): PixelSize | undefined {
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    // Any number of 0xFF fill bytes may precede a marker.
    while (bytes[at] === 0xff) at += 1;
    const marker = bytes[at];
    if (marker === undefined) return undefined;
    at += 1;
    if (isStandalone(marker)) continue;
    if (marker === 0xd9 || marker === 0xda || marker === 0x00) return undefined;
    if (at + 2 > bytes.length) return undefined;
    const length = u16be(bytes, at);
    if (length < 2) return undefined;
    if (isStartOfFrame(marker)) {
      if (length < 7 || at + 7 > bytes.length) return undefined;
      return sized(u16be(bytes, at + 5), u16be(bytes, at + 3));
    }
    at += length;
  }
  return undefined;
}

/** The format and, when the header holds it, the pixel size; undefined for anything else. */
export function inspectImage(bytes: Uint8Array): ImageInfo | undefined {
  const format = sniffFormat(bytes);
  if (!format) return undefined;
  const size =
    format === 'png' ? pngSize(bytes) : format === 'webp' ? webpSize(bytes) : jpegSize(bytes);
  return { format, size };
}
