/**
 * Responsive images (docs/api.md, Images). Besides its original, an uploaded image may have up to
 * four smaller WebP copies, its derivatives, made in the browser at upload. Which ones exist is
 * written into the record's image key, so the key alone gives every URL and pixel size without a
 * read, and a key without sizes (every image uploaded before derivatives existed) means the
 * original alone:
 *
 *   uploads/<uuid>_<W>x<H>[_<w>x<h>]....<ext>   the original, W x H, stored under the key itself
 *   uploads/<uuid>.<w>x<h>.webp                 each derivative, w x h
 *
 * A derivative key has a dot in its name, which no record key may have (imageKeySchema), so a
 * derivative can never be saved as a record's image in its own right.
 */

export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

/** One stored file of an image: its key under /images/ and its pixel size. */
export interface ImageFile extends PixelSize {
  readonly key: string;
}

export interface ImageVariants {
  /** Stored under the record key itself, so anything that ignores derivatives still works. */
  readonly original: ImageFile;
  /** WebP, narrowest first; may be empty (an original too small to shrink). */
  readonly derivatives: readonly ImageFile[];
}

export const IMAGE_MAX_DERIVATIVES = 4;

/** Path segments as imageKeySchema has them; the last one's stem ends at the first underscore. */
const SIZED_KEY =
  /^((?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9-]*)((?:_[1-9][0-9]{0,4}x[1-9][0-9]{0,4})+)\.(png|jpg|jpeg|webp)$/;

const sizeText = ({ width, height }: PixelSize) => `${width}x${height}`;

function parseSize(text: string): PixelSize {
  const [width = '', height = ''] = text.split('x');
  return { width: Number(width), height: Number(height) };
}

/** `uploads/<uuid>` + 176x132 is `uploads/<uuid>.176x132.webp`. */
export const derivativeKey = (base: string, size: PixelSize): string =>
  `${base}.${sizeText(size)}.webp`;

/**
 * The record key of an image stored as `<base>_<sizes>.<extension>`: `base` is the path without the
 * extension (its last segment without underscores, e.g. `uploads/<uuid>`), the original's size
 * first, then each derivative's.
 */
export function sizedImageKey(
  base: string,
  extension: string,
  original: PixelSize,
  derivatives: readonly PixelSize[],
): string {
  return `${base}${[original, ...derivatives].map((size) => `_${sizeText(size)}`).join('')}.${extension}`;
}

/**
 * Why these derivative sizes cannot belong to an original of this size, or undefined: at most four,
 * narrowest first with no width twice, each narrower than the original and as tall as its width
 * gives, within a pixel (a browser rounds the height of a scaled canvas).
 */
export function derivativeSizesProblem(
  original: PixelSize,
  derivatives: readonly PixelSize[],
): string | undefined {
  if (derivatives.length > IMAGE_MAX_DERIVATIVES)
    return `An image has at most ${IMAGE_MAX_DERIVATIVES} smaller copies`;
  let previousWidth = 0;
  for (const derivative of derivatives) {
    if (derivative.width <= previousWidth)
      return 'Smaller copies must be listed narrowest first, each width once';
    if (derivative.width >= original.width) return 'A smaller copy must be narrower than the image';
    const drift = Math.abs(derivative.height * original.width - derivative.width * original.height);
    if (drift >= original.width) return "A smaller copy must keep the image's proportions";
    previousWidth = derivative.width;
  }
  return undefined;
}

/**
 * The original and derivatives a record key names, or undefined for a key without sizes (or with
 * sizes that break the rules above): then the original alone is known, not even its size.
 */
export function imageVariants(key: string): ImageVariants | undefined {
  const match = SIZED_KEY.exec(key);
  if (!match) return undefined;
  const [, base = '', sizes = ''] = match;
  const [original, ...derivatives] = sizes.slice(1).split('_').map(parseSize);
  if (!original || derivativeSizesProblem(original, derivatives)) return undefined;
  return {
    original: { key, ...original },
    derivatives: derivatives.map((size) => ({ key: derivativeKey(base, size), ...size })),
  };
}

/** A derivative the browser makes: this many pixels wide, or this many on its shorter side. */
export type DerivativeTarget = { readonly width: number } | { readonly shortSide: number };

/**
 * What the back office makes of each kind of image (the boxes are in web/src/components and the
 * guest pages' CSS). A target at least as wide as the original is skipped: the original serves.
 */
export const IMAGE_DERIVATIVES = {
  /**
   * The child-location list's 96 x 72 box at 2x (short side 144), then the page header's widths:
   * a phone at 1x (480), a 390-430 px phone at 2x (800), a 3x phone or a desktop (1200).
   */
  location: [{ shortSide: 144 }, { width: 480 }, { width: 800 }, { width: 1200 }],
  /** The menu row's 88 px square at 2x (short side 176), the item modal on a phone and at 2x. */
  menuItem: [{ shortSide: 176 }, { width: 480 }, { width: 960 }],
} as const satisfies Record<string, readonly DerivativeTarget[]>;

/**
 * The derivative sizes for an original, narrowest first: each target scaled to the original's
 * proportions (a short-side target rounds up, so the short side is never below it), keeping only
 * those narrower than the original, each width once.
 */
export function derivativeSizes(
  original: PixelSize,
  targets: readonly DerivativeTarget[],
): PixelSize[] {
  const { width, height } = original;
  const sizes = new Map<number, PixelSize>();
  for (const target of targets) {
    const targetWidth =
      'width' in target
        ? target.width
        : width <= height
          ? target.shortSide
          : Math.ceil((target.shortSide * width) / height);
    if (targetWidth < 1 || targetWidth >= width) continue;
    const targetHeight = Math.max(1, Math.round((targetWidth * height) / width));
    sizes.set(targetWidth, { width: targetWidth, height: targetHeight });
  }
  return [...sizes.values()].sort((a, b) => a.width - b.width);
}
