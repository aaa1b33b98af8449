import { randomUUID } from 'node:crypto';
import type { ImageUpload, ImageUploadRequest } from '@inroom/shared';
import type { Dependencies } from '../dependencies';

/** How long the browser has to start the PUT. */
export const UPLOAD_EXPIRES_SECONDS = 10 * 60;

const EXTENSIONS: Record<ImageUploadRequest['contentType'], string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * A presigned PUT for one new image under a server-chosen key (`uploads/<uuid>.<ext>`), signed for
 * exactly the declared type and size. The record that uses it is checked by assertImageKey.
 */
export async function createImageUpload(
  deps: Pick<Dependencies, 'images'>,
  request: ImageUploadRequest,
): Promise<ImageUpload> {
  const key = `uploads/${randomUUID()}.${EXTENSIONS[request.contentType]}`;
  const upload = await deps.images.createUpload({
    key,
    contentType: request.contentType,
    contentLength: request.contentLength,
    expiresInSeconds: UPLOAD_EXPIRES_SECONDS,
  });
  return { key, ...upload };
}
