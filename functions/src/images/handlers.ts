import { imageUploadRequestSchema } from '@inroom/shared';
import { defineHandler } from '../http/handler';
import { createImageUpload as createUpload } from './upload';

/** POST /api/image/upload (admin): a presigned S3 PUT for one JPEG, PNG or WebP of at most 5 MB. */
export const createImageUpload = defineHandler(
  { body: imageUploadRequestSchema },
  async ({ body, deps }) => createUpload(deps, body),
);
