import { describe, expect, it } from 'vitest';
import { errorsOf } from '../testing/errors';
import {
  IMAGE_CONTENT_TYPES,
  IMAGE_MAX_BYTES,
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

describe('imageUploadSchema', () => {
  it('parses a presigned upload', () => {
    expect(imageUploadSchema.parse(upload())).toEqual(upload());
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
