// The browser's half of an image upload (docs/api.md): every picked image is decoded, scaled so
// its longest side is at most MAX_IMAGE_SIDE and encoded again, so phone photos (EXIF, 12 MP, many
// MB) shrink before they are sent. The canvas code lives here alone so component tests can mock it
// (jsdom has no canvas).

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

/**
 * The image as WebP (quality 0.82, longest side at most 1600 px), or JPEG on a white background
 * when the browser cannot encode WebP. Small images are re-encoded too, which drops their metadata.
 * The orientation recorded in EXIF is applied before scaling.
 */
export async function downscaleImage(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new ImageDecodeError();
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error(CANNOT_RESIZE_MESSAGE);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);

    // A browser that cannot encode WebP hands back PNG instead: check the type it really made.
    const webp = await canvasToBlob(canvas, 'image/webp');
    if (webp && webp.type === 'image/webp') return webp;

    // JPEG has no transparency: paint white behind the picture so transparent parts are not black.
    context.globalCompositeOperation = 'destination-over';
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    const jpeg = await canvasToBlob(canvas, 'image/jpeg');
    if (jpeg && jpeg.type === 'image/jpeg') return jpeg;
    throw new Error(CANNOT_RESIZE_MESSAGE);
  } finally {
    bitmap.close();
  }
}
