import { z } from 'zod';
import { derivativeSizesProblem, IMAGE_MAX_DERIVATIVES } from '../images/derivatives';
import { lazySchema } from '../schema/lazy';

/** Image types the back office may upload; browsers downscale to one of these before sending. */
export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The longest side and the pixel count an image may have (phones show them a few hundred wide). */
export const IMAGE_MAX_SIDE = 8000;
export const IMAGE_MAX_PIXELS = 40_000_000;

const contentLengthSchema = lazySchema(() =>
  z
    .number('Image size is required')
    .int('Image size must be whole bytes')
    .min(1, 'The image is empty')
    .max(IMAGE_MAX_BYTES, 'Images must be at most 5 MB'),
);

const pixelsSchema = (name: 'Width' | 'Height') =>
  z
    .number(`${name} must be a number of pixels`)
    .int(`${name} must be whole pixels`)
    .min(1, `${name} must be at least 1 pixel`)
    .max(IMAGE_MAX_SIDE, `${name} must be at most ${IMAGE_MAX_SIDE} pixels`);

/** One smaller copy of the image (always WebP): its pixel size and its bytes. */
export const imageDerivativeRequestSchema = lazySchema(() =>
  z.strictObject({
    width: pixelsSchema('Width'),
    height: pixelsSchema('Height'),
    contentLength: contentLengthSchema,
  }),
);
export type ImageDerivativeRequest = z.infer<typeof imageDerivativeRequestSchema>;

/**
 * Body of the admin route that hands out presigned S3 PUTs for one image: the original's type and
 * bytes, and optionally its pixel size and the smaller WebP copies made of it (docs/api.md). With a
 * size, the key the server chooses names the sizes; without, it is a plain `uploads/<uuid>.<ext>`.
 */
export const imageUploadRequestSchema = lazySchema(() =>
  z
    .strictObject({
      contentType: z.enum(IMAGE_CONTENT_TYPES, 'Images must be JPEG, PNG or WebP'),
      contentLength: contentLengthSchema,
      width: pixelsSchema('Width').optional(),
      height: pixelsSchema('Height').optional(),
      derivatives: z
        .array(imageDerivativeRequestSchema, 'Smaller copies must be a list')
        .max(IMAGE_MAX_DERIVATIVES, `An image has at most ${IMAGE_MAX_DERIVATIVES} smaller copies`)
        .optional(),
    })
    .superRefine((request, context) => {
      const { width, height, derivatives = [] } = request;
      if (width === undefined && height !== undefined)
        context.addIssue({ code: 'custom', path: ['width'], message: 'Give the width too' });
      if (height === undefined && width !== undefined)
        context.addIssue({ code: 'custom', path: ['height'], message: 'Give the height too' });
      if (width === undefined || height === undefined) {
        if (derivatives.length > 0)
          context.addIssue({
            code: 'custom',
            path: ['derivatives'],
            message: "Smaller copies need the image's own size",
          });
        return;
      }
      if (width * height > IMAGE_MAX_PIXELS)
        context.addIssue({
          code: 'custom',
          path: ['width'],
          message: 'The image is too large (at most 40 megapixels)',
        });
      const problem = derivativeSizesProblem({ width, height }, derivatives);
      if (problem) context.addIssue({ code: 'custom', path: ['derivatives'], message: problem });
    }),
);
export type ImageUploadRequest = z.infer<typeof imageUploadRequestSchema>;

const presignedPutShape = () => ({
  /** Absolute (S3 on AWS), or a path on the site itself (the embedded stack's upload gate). */
  uploadUrl: z.union([z.url(), z.string().regex(/^\/(?!\/)/, 'Expected a URL or a path')]),
  headers: z.record(z.string(), z.string()),
});

/**
 * The presigned uploads: PUT the file to uploadUrl with these headers, each derivative to its own,
 * then save `key` (which names the derivatives, when there are any).
 */
export const imageUploadSchema = lazySchema(() =>
  z.object({
    key: z.string(),
    ...presignedPutShape(),
    expiresAt: z.iso.datetime(),
    /** In the order requested, each with the key it is served at. */
    derivatives: z.array(
      z.object({ key: z.string(), width: z.number(), height: z.number(), ...presignedPutShape() }),
    ),
  }),
);
export type ImageUpload = z.infer<typeof imageUploadSchema>;
