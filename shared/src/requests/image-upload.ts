import { z } from 'zod';

/** Image types the back office may upload; browsers downscale to one of these before sending. */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Body of the admin route that hands out a presigned S3 PUT for one image. */
export const imageUploadRequestSchema = z.strictObject({
  contentType: z.enum(IMAGE_CONTENT_TYPES, 'Images must be JPEG, PNG or WebP'),
  contentLength: z
    .number('Image size is required')
    .int('Image size must be whole bytes')
    .min(1, 'The image is empty')
    .max(IMAGE_MAX_BYTES, 'Images must be at most 5 MB'),
});
export type ImageUploadRequest = z.infer<typeof imageUploadRequestSchema>;

/** The presigned upload: PUT the file to uploadUrl with these headers, then save `key`. */
export const imageUploadSchema = z.object({
  key: z.string(),
  /** Absolute (S3 on AWS), or a path on the site itself (the embedded stack's upload gate). */
  uploadUrl: z.union([z.url(), z.string().regex(/^\/(?!\/)/, 'Expected a URL or a path')]),
  headers: z.record(z.string(), z.string()),
  expiresAt: z.iso.datetime(),
});
export type ImageUpload = z.infer<typeof imageUploadSchema>;
