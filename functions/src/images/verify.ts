import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  imageVariants,
  type ImageFile,
} from '@inroom/shared';
import type { Dependencies } from '../dependencies';
import { BadRequestError } from '../http/errors';
import { inspectImage, type ImageFormat } from './inspect';
import type { ImageHead } from './port';

export { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE };

/**
 * Where uploads go: `uploads/<uuid>.<ext>`, or `uploads/<uuid>_<W>x<H>[_<w>x<h>]....<ext>` when the
 * key names the original's size and its smaller WebP copies (shared/src/images/derivatives.ts); the
 * extension is the declared content type's.
 */
export const UPLOAD_KEY_PATTERN =
  /^uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}((?:_[0-9]+x[0-9]+)*)\.(jpg|png|webp)$/;

/** How much of the file is read to find its format and size: a JPEG's frame header comes early. */
export const IMAGE_HEAD_BYTES = 64 * 1024;

const FORMAT_OF_EXTENSION: Record<string, ImageFormat> = { jpg: 'jpeg', png: 'png', webp: 'webp' };
const FORMAT_NAMES: Record<ImageFormat, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP' };

/**
 * Checks a record's image key before it is saved. An unchanged key or an empty one passes without
 * I/O; a new key must be an upload under the upload prefix whose bytes are a real JPEG, PNG or WebP
 * of the key's type within the size and pixel limits, of the size the key names if it names one,
 * and every smaller copy the key names must be a WebP of exactly its named size. Neither S3 nor
 * s3rver looks inside a file, so this is where a text file renamed .png is caught. Otherwise it
 * throws a 400 with the message at `field`.
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
  const expected = FORMAT_OF_EXTENSION[match[2] as string] as ImageFormat;
  const variants = imageVariants(key);
  if (match[1] && !variants) return reject('The image sizes in its key do not fit together');
  const derivatives = variants?.derivatives ?? [];

  const [original, ...copies] = await Promise.all(
    [key, ...derivatives.map((derivative) => derivative.key)].map((each) =>
      deps.images.readHead(each, IMAGE_HEAD_BYTES),
    ),
  );
  if (!original) return reject('The image was not uploaded');
  const problem =
    problemOf(original, expected, variants?.original) ??
    derivatives
      .map((derivative, index) => copyProblemOf(copies[index], derivative))
      .find((message) => message !== undefined);
  if (problem) {
    // Bytes that are not the image they claim to be are never served: S3 and s3rver serve any
    // object under /images/*, whatever is inside. The copies go too: no record can name them now.
    await Promise.all(
      [key, ...derivatives.map((each) => each.key)].map((each) => deps.images.delete(each)),
    );
    return reject(problem);
  }
}

const sizeText = ({ width, height }: { width: number; height: number }) => `${width} × ${height}`;

/**
 * Why an uploaded object is not an image of its key's type within the limits (and of the size the
 * key names, if any), or undefined.
 */
function problemOf(
  object: ImageHead,
  expected: ImageFormat,
  named: ImageFile | undefined,
): string | undefined {
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
  // The page lays the image out and picks a copy by the sizes in its key, so they must be true.
  if (named && (named.width !== width || named.height !== height))
    return `The image is ${sizeText(info.size)} pixels but was uploaded as ${sizeText(named)}`;
  return undefined;
}

/** Why a smaller copy is missing or not a WebP of exactly the size its key names, or undefined. */
function copyProblemOf(object: ImageHead | undefined, named: ImageFile): string | undefined {
  const which = `The ${named.width} px wide copy of the image`;
  if (!object) return `${which} was not uploaded`;
  if (object.size > IMAGE_MAX_BYTES) return `${which} is over 5 MB`;
  const info = inspectImage(object.head);
  if (info?.format !== 'webp') return `${which} is not a WebP image`;
  if (!info.size) return `${which} is damaged: its pixel size cannot be read`;
  if (info.size.width !== named.width || info.size.height !== named.height)
    return `${which} is ${sizeText(info.size)} pixels, not ${sizeText(named)}`;
  return undefined;
}
