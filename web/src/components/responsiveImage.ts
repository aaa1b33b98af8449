import { imageVariants } from '@inroom/shared';

// The one place that turns an image key into <img> sources (docs/api.md, Images): the key names the
// original's size and its smaller WebP copies, so `srcset` lists them all with their widths and the
// browser picks the smallest that fills the box at its pixel density. A key that names no sizes (an
// image from before derivatives) gives the original alone.

/** One entry of `sizes`: the width of the image's box while `media` holds (none: otherwise). */
export interface SizeRule {
  media?: string;
  /** A CSS length, e.g. '88px' or 'calc(100vw - 2rem)'. */
  width: string;
}

export interface ImageLayout {
  /** As in `sizes`: the first rule whose media holds gives the box's width; the last has none. */
  sizes: readonly SizeRule[];
  /**
   * The box's width / height when the image covers it (object-fit: cover): a picture wider than the
   * box is drawn wider than the box, by as much, and needs that many more pixels.
   */
  coverAspect?: number;
}

export interface ResponsiveImageAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
}

export const imageUrl = (key: string): string => `/images/${key}`;

const PIXELS = /^(\d+(?:\.\d+)?)px$/;

/**
 * `width` drawn `factor` times as wide: in pixels rounded up to a hundredth (whole pixels would
 * round a 234.7 px need up to 236 and pass over a 235 px copy), else a calc().
 */
function widen(width: string, factor: number): string {
  if (factor === 1) return width;
  const pixels = PIXELS.exec(width);
  if (pixels) return `${Math.ceil(Number(pixels[1]) * factor * 100 - 1e-6) / 100}px`;
  return `calc(${width} * ${Number(factor.toFixed(3))})`;
}

/** `src`, `srcSet` and `sizes` for an <img> of this key laid out like this. */
export function responsiveImage(key: string, layout: ImageLayout): ResponsiveImageAttributes {
  const src = imageUrl(key);
  const variants = imageVariants(key);
  if (!variants || variants.derivatives.length === 0) return { src };
  const { original, derivatives } = variants;
  const aspect = original.width / original.height;
  const factor =
    layout.coverAspect !== undefined && aspect > layout.coverAspect
      ? aspect / layout.coverAspect
      : 1;
  return {
    src,
    srcSet: [...derivatives, original]
      .map((file) => `${imageUrl(file.key)} ${file.width}w`)
      .join(', '),
    sizes: layout.sizes
      .map(({ media, width }) =>
        media ? `${media} ${widen(width, factor)}` : widen(width, factor),
      )
      .join(', '),
  };
}
