/**
 * The images port: where back-office uploads go and how the server reads them back to check them.
 * Keys here are record keys (`uploads/<uuid>.png`, what a location or menu item stores); the S3
 * adapter stores them under the bucket prefix `images/`, which CloudFront (and the local server)
 * serve at `/images/<key>`.
 */
export interface ImageStore {
  /** A presigned PUT for one object, with Content-Type and Content-Length signed into it. */
  createUpload(input: {
    key: string;
    contentType: string;
    contentLength: number;
    expiresInSeconds: number;
  }): Promise<PresignedUpload>;
  /** The object's size and its first `bytes` bytes (fewer when it is shorter); undefined when missing. */
  readHead(key: string, bytes: number): Promise<ImageHead | undefined>;
  /** Removes an upload that failed the byte check, so it is never served; no error when missing. */
  delete(key: string): Promise<void>;
  /** Releases the client's connections (the local stack stops its servers after this). */
  close(): void;
}

export interface PresignedUpload {
  uploadUrl: string;
  /** The headers the PUT must carry, lower-case names (Content-Length is set by the browser). */
  headers: Record<string, string>;
  /** ISO time after which the URL is refused. */
  expiresAt: string;
}

export interface ImageHead {
  size: number;
  head: Uint8Array;
}

/** The bucket prefix CloudFront and the local server serve at `/images/*`. */
export const BUCKET_PREFIX = 'images/';

/** `uploads/x.png` is stored as `images/uploads/x.png`. */
export const bucketKeyOf = (key: string): string => `${BUCKET_PREFIX}${key}`;

/**
 * Stands in when a function has no images bucket (IMAGES_BUCKET unset: every group but admin), so
 * building the dependencies never fails and only an image call does, with a clear message.
 */
export function unconfiguredImageStore(): ImageStore {
  const fail = (): never => {
    throw new Error('No images bucket is configured for this function (IMAGES_BUCKET is not set)');
  };
  return {
    createUpload: async () => fail(),
    readHead: async () => fail(),
    delete: async () => fail(),
    close: () => {},
  };
}
