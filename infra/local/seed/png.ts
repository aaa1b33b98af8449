import { crc32, deflateSync } from 'node:zlib';

// A tiny PNG encoder (8-bit truecolour, no alpha) and a generated-picture painter, so the demo seed
// makes its own images: no downloads and no image packages.

export type Rgb = readonly [red: number, green: number, blue: number];

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BYTES_PER_PIXEL = 3;

function chunk(type: string, data: Buffer): Buffer {
  const typeBytes = Buffer.from(type, 'ascii');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(typeBytes)));
  return Buffer.concat([length, typeBytes, data, crc]);
}

/**
 * Encodes RGB pixels (row-major, 3 bytes a pixel, top row first) as a PNG. Every row uses the Sub
 * filter, which suits smooth gradients well.
 */
export function encodePng(width: number, height: number, rgb: Uint8Array): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`Invalid PNG size ${width}x${height}`);
  }
  const stride = width * BYTES_PER_PIXEL;
  if (rgb.length !== stride * height) {
    throw new RangeError(`Expected ${stride * height} bytes of pixels, got ${rgb.length}`);
  }
  const filtered = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const rowIn = y * stride;
    const rowOut = y * (stride + 1);
    filtered[rowOut] = 1; // Sub: each byte minus the same channel of the pixel to its left.
    for (let x = 0; x < stride; x++) {
      const left = x >= BYTES_PER_PIXEL ? (rgb[rowIn + x - BYTES_PER_PIXEL] ?? 0) : 0;
      filtered[rowOut + 1 + x] = ((rgb[rowIn + x] ?? 0) - left) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  header[10] = 0; // compression: deflate
  header[11] = 0; // filter method 0
  header[12] = 0; // no interlace
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(filtered, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Parses '#rrggbb' (or 'rrggbb'). */
export function parseHexColour(hex: string): Rgb {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new RangeError(`Invalid colour ${hex}`);
  return [
    parseInt(match[1] ?? '0', 16),
    parseInt(match[2] ?? '0', 16),
    parseInt(match[3] ?? '0', 16),
  ];
}

/**
 * A small seeded pseudo-random generator (mulberry32): the same seed paints the same picture (and
 * the crash test kills at the same points).
 */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PictureOptions {
  width: number;
  height: number;
  /** Top-left colour of the diagonal gradient, '#rrggbb'. */
  from: string;
  /** Bottom-right colour of the diagonal gradient, '#rrggbb'. */
  to: string;
  /** Colour of the centre motif (a dish on a plate), '#rrggbb'; without it, only the background. */
  accent?: string;
  /** Places the soft circles; the same seed gives the same picture. */
  seed: number;
}

interface Disc {
  cx: number;
  cy: number;
  radius: number;
  colour: Rgb;
  alpha: number;
  /** Width of the blurred edge in pixels; 1 gives a crisp, anti-aliased edge. */
  softness: number;
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/** The picture as a PNG: see paintPicture. */
export function drawPicture(options: PictureOptions): Buffer {
  return encodePng(options.width, options.height, paintPicture(options));
}

/**
 * Paints a diagonal two-colour gradient with a few soft, translucent circles and, given an accent,
 * a plate seen from above with the accent-coloured dish on it. Returns the RGB pixels (as
 * encodePng takes them). Everything is placed and sized in proportion to the picture, so one seed
 * painted at a smaller size is the same picture, smaller: how the seed makes its WebP copies.
 */
export function paintPicture(options: PictureOptions): Uint8Array {
  const { width, height, seed } = options;
  const from = parseHexColour(options.from);
  const to = parseHexColour(options.to);
  const next = random(seed);
  const short = Math.min(width, height);

  const discs: Disc[] = [];
  const count = 5 + Math.floor(next() * 4);
  for (let i = 0; i < count; i++) {
    discs.push({
      cx: next() * width,
      cy: next() * height,
      radius: short * (0.08 + next() * 0.22),
      colour: next() < 0.6 ? WHITE : mix(from, to, next()),
      alpha: 0.08 + next() * 0.16,
      softness: 1 + next() * short * 0.03,
    });
  }
  if (options.accent !== undefined) {
    const accent = parseHexColour(options.accent);
    const cx = width / 2;
    const cy = height / 2;
    const plate = short * 0.36;
    const porcelain: Rgb = [250, 248, 244];
    discs.push(
      {
        cx: cx + short * 0.02,
        cy: cy + short * 0.03,
        radius: plate,
        colour: BLACK,
        alpha: 0.22,
        softness: plate * 0.12,
      },
      { cx, cy, radius: plate, colour: porcelain, alpha: 1, softness: 1 },
      { cx, cy, radius: plate * 0.8, colour: [236, 232, 226], alpha: 1, softness: 1.5 },
      { cx, cy, radius: plate * 0.77, colour: porcelain, alpha: 1, softness: 1.5 },
      { cx, cy, radius: plate * 0.55, colour: accent, alpha: 1, softness: 1.5 },
    );
    const garnishes = 3 + Math.floor(next() * 4);
    for (let i = 0; i < garnishes; i++) {
      const angle = next() * Math.PI * 2;
      const distance = plate * 0.3 * next();
      discs.push({
        cx: cx + Math.cos(angle) * distance,
        cy: cy + Math.sin(angle) * distance,
        radius: plate * (0.07 + next() * 0.1),
        colour: mix(accent, next() < 0.5 ? WHITE : BLACK, 0.25 + next() * 0.25),
        alpha: 0.9,
        softness: 1.5,
      });
    }
  }

  // Paint in floating point, then round once: the gradient first, then each disc over its own box.
  const canvas = new Float32Array(width * height * BYTES_PER_PIXEL);
  const span = width + height - 2 || 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x + y) / span;
      const offset = (y * width + x) * BYTES_PER_PIXEL;
      canvas[offset] = from[0] + (to[0] - from[0]) * t;
      canvas[offset + 1] = from[1] + (to[1] - from[1]) * t;
      canvas[offset + 2] = from[2] + (to[2] - from[2]) * t;
    }
  }
  for (const disc of discs) {
    const reach = disc.radius + disc.softness;
    const top = Math.max(0, Math.floor(disc.cy - reach));
    const bottom = Math.min(height, Math.ceil(disc.cy + reach));
    const left = Math.max(0, Math.floor(disc.cx - reach));
    const right = Math.min(width, Math.ceil(disc.cx + reach));
    const [red, green, blue] = disc.colour;
    for (let y = top; y < bottom; y++) {
      const dy = y + 0.5 - disc.cy;
      for (let x = left; x < right; x++) {
        const dx = x + 0.5 - disc.cx;
        const distance = Math.sqrt(dx * dx + dy * dy);
        const coverage = Math.min(1, Math.max(0, (disc.radius - distance) / disc.softness + 0.5));
        if (coverage === 0) continue;
        const weight = coverage * disc.alpha;
        const offset = (y * width + x) * BYTES_PER_PIXEL;
        const r = canvas[offset] ?? 0;
        const g = canvas[offset + 1] ?? 0;
        const b = canvas[offset + 2] ?? 0;
        canvas[offset] = r + (red - r) * weight;
        canvas[offset + 1] = g + (green - g) * weight;
        canvas[offset + 2] = b + (blue - b) * weight;
      }
    }
  }
  const pixels = new Uint8Array(canvas.length);
  for (let i = 0; i < canvas.length; i++) pixels[i] = Math.round(canvas[i] ?? 0);
  return pixels;
}
