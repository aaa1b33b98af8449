import { describe, expect, it } from 'vitest';
import { errorsOf } from '../testing/errors';
import {
  IMAGE_CONTENT_TYPES,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_SIDE,
  imageUploadRequestSchema,
  imageUploadSchema,
} from './image-upload';

const request = (changes: Record<string, unknown> = {}) => ({
  contentType: 'image/jpeg',
  contentLength: 250_000,
  ...changes,
});

const upload = (changes: Record<string, unknown> = {}) => ({
  key: 'uploads/1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d.jpg',
  uploadUrl: 'https://images.example.com/uploads/1b2c3d4e.jpg?X-Amz-Signature=abc',
  headers: { 'Content-Type': 'image/jpeg' },
  expiresAt: '2025-11-21T18:05:00.000Z',
  derivatives: [],
  ...changes,
});

describe('imageUploadRequestSchema', () => {
  it('allows JPEG, PNG and WebP up to 5 MB', () => {
    expect(IMAGE_CONTENT_TYPES).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    expect(IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
  });

  it.each(IMAGE_CONTENT_TYPES)('accepts %s', (contentType) => {
    expect(imageUploadRequestSchema.parse(request({ contentType }))).toEqual(
      request({ contentType }),
    );
  });

  it.each(['image/gif', 'image/svg+xml', 'IMAGE/JPEG', 'image/jpg', '', 5, undefined])(
    'rejects the content type %j',
    (contentType) => {
      expect(errorsOf(imageUploadRequestSchema, request({ contentType }))).toEqual({
        contentType: 'Images must be JPEG, PNG or WebP',
      });
    },
  );

  it('accepts 1 byte and exactly 5 MB', () => {
    expect(imageUploadRequestSchema.parse(request({ contentLength: 1 })).contentLength).toBe(1);
    expect(
      imageUploadRequestSchema.parse(request({ contentLength: 5 * 1024 * 1024 })).contentLength,
    ).toBe(5 * 1024 * 1024);
  });

  it.each([
    [5 * 1024 * 1024 + 1, 'Images must be at most 5 MB'],
    [0, 'The image is empty'],
    [-1, 'The image is empty'],
    [1.5, 'Image size must be whole bytes'],
    ['1000', 'Image size is required'],
    [undefined, 'Image size is required'],
  ])('rejects the size %j', (contentLength, message) => {
    expect(errorsOf(imageUploadRequestSchema, request({ contentLength }))).toEqual({
      contentLength: message,
    });
  });

  it('rejects an unknown field', () => {
    expect(errorsOf(imageUploadRequestSchema, request({ fileName: 'x.jpg' }))).toEqual({
      '': 'Unrecognized key: "fileName"',
    });
  });
});

describe('imageUploadRequestSchema: the size and smaller copies', () => {
  const sized = (changes: Record<string, unknown> = {}) =>
    request({ contentType: 'image/webp', width: 1600, height: 1200, ...changes });
  const copy = (width: number, height: number) => ({ width, height, contentLength: 900 });

  it('accepts no size, a size alone, and a size with up to four proportional copies', () => {
    expect(imageUploadRequestSchema.parse(request())).toEqual(request());
    expect(imageUploadRequestSchema.parse(sized())).toEqual(sized());
    const derivatives = [copy(235, 176), copy(480, 360), copy(960, 720), copy(1200, 900)];
    expect(imageUploadRequestSchema.parse(sized({ derivatives }))).toEqual(sized({ derivatives }));
    expect(imageUploadRequestSchema.parse(sized({ derivatives: [] }))).toEqual(
      sized({ derivatives: [] }),
    );
    const largest = { width: IMAGE_MAX_SIDE, height: 5000 };
    expect(imageUploadRequestSchema.parse(sized(largest))).toEqual(sized(largest));
  });

  it.each([
    [{ width: undefined }, { width: 'Give the width too' }],
    [{ height: undefined }, { height: 'Give the height too' }],
    [
      { width: undefined, height: undefined, derivatives: [copy(480, 360)] },
      { derivatives: "Smaller copies need the image's own size" },
    ],
    [{ width: 0 }, { width: 'Width must be at least 1 pixel' }],
    [{ height: 8001 }, { height: 'Height must be at most 8000 pixels' }],
    [{ width: 10.5 }, { width: 'Width must be whole pixels' }],
    [{ height: '1200' }, { height: 'Height must be a number of pixels' }],
    [{ width: 8000, height: 8000 }, { width: 'The image is too large (at most 40 megapixels)' }],
    [
      { derivatives: [copy(480, 200)] },
      { derivatives: "A smaller copy must keep the image's proportions" },
    ],
    [
      { derivatives: [copy(1600, 1200)] },
      { derivatives: 'A smaller copy must be narrower than the image' },
    ],
    [
      { derivatives: [100, 200, 300, 400, 500].map((width) => copy(width, (width * 3) / 4)) },
      { derivatives: 'An image has at most 4 smaller copies' },
    ],
    [{ derivatives: 'all' }, { derivatives: 'Smaller copies must be a list' }],
    [
      { derivatives: [{ ...copy(480, 360), contentLength: 0 }] },
      { 'derivatives.0.contentLength': 'The image is empty' },
    ],
    [
      { derivatives: [{ ...copy(480, 360), type: 'image/png' }] },
      { 'derivatives.0': 'Unrecognized key: "type"' },
    ],
  ])('refuses %j', (changes, errors) => {
    expect(errorsOf(imageUploadRequestSchema, sized(changes))).toEqual(errors);
  });
});

describe('imageUploadSchema', () => {
  it('parses a presigned upload', () => {
    expect(imageUploadSchema.parse(upload())).toEqual(upload());
  });

  it('parses one with the presigned uploads of its smaller copies', () => {
    const derivatives = [
      {
        key: 'uploads/1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c5d.480x360.webp',
        width: 480,
        height: 360,
        uploadUrl: '/local/s3/inroom-images/images/uploads/1b2c3d4e.480x360.webp?X-Amz-Signature=a',
        headers: { 'content-type': 'image/webp' },
      },
    ];
    expect(imageUploadSchema.parse(upload({ derivatives }))).toEqual(upload({ derivatives }));
  });

  it.each([
    ['uploadUrl', 'not a url'],
    ['expiresAt', '21 Nov 18:05'],
    ['headers', { 'Content-Length': 5 }],
    ['key', undefined],
  ])('rejects %s %j', (field, value) => {
    const errors = errorsOf(imageUploadSchema, upload({ [field]: value }));
    expect(Object.keys(errors)[0]?.startsWith(field)).toBe(true);
  });
});
