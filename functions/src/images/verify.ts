import { IMAGE_MAX_BYTES } from '@inroom/shared';
import type { Dependencies } from '../dependencies';
import { BadRequestError } from '../http/errors';
import { inspectImage, type ImageFormat } from './inspect';
import type { ImageHead } from './port';

/** Where uploads go: `uploads/<uuid>.<ext>`, the extension from the declared content type. */
export const UPLOAD_KEY_PATTERN =
  /^uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

/** The longest side and the pixel count an image may have (phones show them a few hundred wide). */
export const IMAGE_MAX_SIDE = 8000;
export const IMAGE_MAX_PIXELS = 40_000_000;
/** How much of the file is read to find its format and size: a JPEG's frame header comes early. */
export const IMAGE_HEAD_BYTES = 64 * 1024;

const FORMAT_OF_EXTENSION: Record<string, ImageFormat> = { jpg: 'jpeg', png: 'png', webp: 'webp' };
const FORMAT_NAMES: Record<ImageFormat, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP' };

/**
 * Checks a record's image key before it is saved. An unchanged key or an empty one passes without
 * I/O; a new key must be an upload under the upload prefix whose bytes are a real JPEG, PNG or WebP
 * of the key's type within the size and pixel limits. Neither S3 nor s3rver looks inside a file,
 * so this is where a text file renamed .png is caught. Otherwise it throws a 400 with the message
 * at `field`.
 */
export async function assertImageKey(
  deps: Dependencies,
  key: string,
  previousKey: string | undefined,
  field = 'image',
): Promise<void> {
  if (key === '' || key === previousKey) return;
  const reject = (message: string, fieldMessage = message): never => {
    throw new BadRequestError(message, { [field]: fieldMessage });
  };

  const match = UPLOAD_KEY_PATTERN.exec(key);
  if (!match) return reject('The image is not an upload', 'Upload the image first');
  const expected = FORMAT_OF_EXTENSION[match[1] as string] as ImageFormat;

  const object = await deps.images.readHead(key, IMAGE_HEAD_BYTES);
  if (!object) return reject('The image was not uploaded');
  const problem = problemOf(object, expected);
  if (problem) {
    // Bytes that are not the image they claim to be are never served: S3 and s3rver serve any
    // object under /images/*, whatever is inside.
    await deps.images.delete(key);
    return reject(problem);
  }
}

/** Why an uploaded object is not an image of its key's type within the limits, or undefined. */
function problemOf(object: ImageHead, expected: ImageFormat): string | undefined {
  if (object.size > IMAGE_MAX_BYTES) return 'Images must be at most 5 MB';
  const info = inspectImage(object.head);
  if (!info) return 'The file is not a JPEG, PNG or WebP image';
  // The object is served with the type it was uploaded as (the key's extension), so it must be it.
  if (info.format !== expected)
    return `The file is a ${FORMAT_NAMES[info.format]} image but was uploaded as ${FORMAT_NAMES[expected]}`;
  if (!info.size) return 'The image is damaged: its pixel size cannot be read';
  const { width, height } = info.size;
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE)
    return 'The image is too large (at most 8000 × 8000 pixels)';
  if (width * height > IMAGE_MAX_PIXELS) return 'The image is too large (at most 40 megapixels)';
  return undefined;
}
