import { randomUUID } from 'node:crypto';
import {
  derivativeKey,
  sizedImageKey,
  type ImageUpload,
  type ImageUploadRequest,
} from '@inroom/shared';
import type { Dependencies } from '../dependencies';

/** How long the browser has to start the PUT. */
export const UPLOAD_EXPIRES_SECONDS = 10 * 60;

const EXTENSIONS: Record<ImageUploadRequest['contentType'], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Presigned PUTs for one new image under a server-chosen key, each signed for exactly its declared
 * type and size: the original at `uploads/<uuid>.<ext>`, or, when its pixel size is given,
 * `uploads/<uuid>_<W>x<H>[_<w>x<h>]....<ext>`, and each smaller copy at `uploads/<uuid>.<w>x<h>.webp`
 * (shared/src/images/derivatives.ts). The record that uses the key is checked by assertImageKey.
 */
export async function createImageUpload(
  deps: Pick<Dependencies, 'images'>,
  request: ImageUploadRequest,
): Promise<ImageUpload> {
  const base = `uploads/${randomUUID()}`;
  const extension = EXTENSIONS[request.contentType];
  const { width, height, derivatives = [] } = request;
  const key =
    width === undefined || height === undefined
      ? `${base}.${extension}`
      : sizedImageKey(base, extension, { width, height }, derivatives);
  const presign = (objectKey: string, contentType: string, contentLength: number) =>
    deps.images.createUpload({
      key: objectKey,
      contentType,
      contentLength,
      expiresInSeconds: UPLOAD_EXPIRES_SECONDS,
    });
  const [upload, copies] = await Promise.all([
    presign(key, request.contentType, request.contentLength),
    Promise.all(
      derivatives.map(async (derivative) => {
        const copyKey = derivativeKey(base, derivative);
        const { uploadUrl, headers } = await presign(
          copyKey,
          'image/webp',
          derivative.contentLength,
        );
        const { width: copyWidth, height: copyHeight } = derivative;
        return { key: copyKey, width: copyWidth, height: copyHeight, uploadUrl, headers };
      }),
    ),
  ]);
  const { uploadUrl, headers, expiresAt } = upload;
  return { key, uploadUrl, headers, expiresAt, derivatives: copies };
}
