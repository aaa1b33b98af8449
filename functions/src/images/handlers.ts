import { imageUploadRequestSchema } from '@inroom/shared';
import { defineHandler } from '../http/handler';
import { createImageUpload as createUpload } from './upload';

/** POST /api/image/upload (admin): a presigned S3 PUT for one JPEG, PNG or WebP of at most 5 MB. */
export const createImageUpload = defineHandler(
  // Any signed-in user: the key is a new random one, which becomes a location's picture only when
  // a record of that location is saved with it (and that save is scoped); an upload can neither
  // overwrite nor delete another location's picture.
  { body: imageUploadRequestSchema, scope: 'signed-in' },
  async ({ body, deps }) => createUpload(deps, body),
);
