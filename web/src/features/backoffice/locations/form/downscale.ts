import { derivativeSizes, type DerivativeTarget, type PixelSize } from '@inroom/shared';

// The browser's half of an image upload (docs/api.md): every picked image is decoded, scaled so
// its longest side is at most MAX_IMAGE_SIDE and encoded again, so phone photos (EXIF, 12 MP, many
// MB) shrink before they are sent, and smaller WebP copies are made for the guest pages' boxes
// (shared/src/images/derivatives.ts). The canvas code lives here alone so component tests can mock
// it (jsdom has no canvas).

/** The longest side, in pixels, of an uploaded image. */
export const MAX_IMAGE_SIDE = 1600;
/** WebP (and fallback JPEG) quality of the re-encoded image. */
export const IMAGE_QUALITY = 0.82;

/** The size that fits `width` x `height` inside `max` x `max`, keeping the aspect ratio; never larger. */
export function fitWithin(
  width: number,
  height: number,
  max = MAX_IMAGE_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height, 1));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

function canvasToBlob(canvas: HTMLCanvasElement, type: string): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, type, IMAGE_QUALITY));
}

/** Thrown when the file cannot be decoded as an image (not an image, or a broken one). */
export class ImageDecodeError extends Error {
  constructor() {
    super('This file could not be read as an image');
    this.name = 'ImageDecodeError';
  }
}

/** The message when the browser cannot draw or encode the resized image. */
export const CANNOT_RESIZE_MESSAGE = 'This browser cannot resize images. Try another browser.';

/** The image to upload, and its smaller copies. */
export interface PreparedImage extends PixelSize {
  /** WebP, or JPEG where the browser cannot encode WebP. */
  original: Blob;
  /** WebP, narrowest first: the targets narrower than the original; none without WebP. */
  derivatives: (PixelSize & { blob: Blob })[];
}

/** A canvas of this size with the whole bitmap drawn into it, smoothed as well as it can. */
function drawn(bitmap: ImageBitmap, { width, height }: PixelSize) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(CANNOT_RESIZE_MESSAGE);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return { canvas, context };
}

/**
 * The image as WebP (quality 0.82, longest side at most 1600 px) with a WebP copy at each of the
 * `targets` narrower than it, each drawn from the decoded file itself; or, when the browser cannot
 * encode WebP, JPEG on a white background and no copies (the server takes copies only as WebP, and
 * the guest pages show the original alone). Small images are re-encoded too, which drops their
 * metadata. The orientation recorded in EXIF is applied before scaling.
 */
export async function prepareImage(
  file: Blob,
  targets: readonly DerivativeTarget[] = [],
): Promise<PreparedImage> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new ImageDecodeError();
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    const { canvas, context } = drawn(bitmap, size);

    // A browser that cannot encode WebP hands back PNG instead: check the type it really made.
    const webp = await canvasToBlob(canvas, 'image/webp');
    if (webp && webp.type === 'image/webp') {
      const derivatives: PreparedImage['derivatives'] = [];
      for (const copy of derivativeSizes(size, targets)) {
        const blob = await canvasToBlob(drawn(bitmap, copy).canvas, 'image/webp');
        // A copy that fails is left out: the page then picks the next larger one, or the original.
        if (blob && blob.type === 'image/webp') derivatives.push({ ...copy, blob });
      }
      return { original: webp, ...size, derivatives };
    }

    // JPEG has no transparency: paint white behind the picture so transparent parts are not black.
    context.globalCompositeOperation = 'destination-over';
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    const jpeg = await canvasToBlob(canvas, 'image/jpeg');
    if (jpeg && jpeg.type === 'image/jpeg') return { original: jpeg, ...size, derivatives: [] };
    throw new Error(CANNOT_RESIZE_MESSAGE);
  } finally {
    bitmap.close();
  }
}
