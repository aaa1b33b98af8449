import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Environment } from '../dependencies';
import { bucketKeyOf, unconfiguredImageStore, type ImageStore } from './port';

export interface S3ImageStoreOptions {
  bucket: string;
  region: string;
  /**
   * Only for the embedded stack (s3rver). With an endpoint the client uses path-style URLs and
   * static credentials; without one the SDK finds S3 and the Lambda role's credentials itself.
   */
  endpoint?: string;
  /** The static credentials used with `endpoint`; s3rver knows only S3RVER / S3RVER. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** The signing clock (tests); the real time otherwise. */
  now?: () => Date;
}

export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** The options every S3 client of the product uses, with or without a local endpoint. */
export function s3ClientConfig(options: S3ImageStoreOptions) {
  return {
    region: options.region,
    // Without these the SDK adds CRC checksums by default: a presigned PUT would then carry the
    // checksum of an empty body, and s3rver would store streamed bodies with their chunk framing.
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
    ...(options.endpoint
      ? {
          endpoint: options.endpoint,
          forcePathStyle: true,
          credentials: options.credentials ?? LOCAL_S3_CREDENTIALS,
        }
      : {}),
  };
}

/** HTTP status of an SDK error (S3's HEAD errors carry no code, only the status). */
const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;

/** The images port on S3: presigned PUTs for the browser, HEAD and a ranged GET to check them. */
export function createS3ImageStore(
  options: S3ImageStoreOptions,
  // How the client's calls are traced on Lambda (lambda/tracing.ts); untouched elsewhere.
  traced: (client: S3Client) => S3Client = (client) => client,
): ImageStore {
  const client = traced(new S3Client(s3ClientConfig(options)));
  const now = options.now ?? (() => new Date());

  return {
    async createUpload({ key, contentType, contentLength, expiresInSeconds }) {
      const signingDate = now();
      const command = new PutObjectCommand({
        Bucket: options.bucket,
        Key: bucketKeyOf(key),
        ContentType: contentType,
        ContentLength: contentLength,
      });
      const uploadUrl = await getSignedUrl(client, command, {
        expiresIn: expiresInSeconds,
        signingDate,
        // Signed, so S3 refuses a PUT of another type or size than the server agreed to. The
        // presigner leaves content-type out by default, and content-length is only signed when
        // named here.
        signableHeaders: new Set(['content-type', 'content-length']),
      });
      return {
        uploadUrl,
        headers: { 'content-type': contentType },
        expiresAt: new Date(signingDate.getTime() + expiresInSeconds * 1000).toISOString(),
      };
    },

    async readHead(key, bytes) {
      const Key = bucketKeyOf(key);
      let size: number;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key }));
        size = head.ContentLength ?? 0;
      } catch (error) {
        // 404 when missing. On AWS the admin role has no s3:ListBucket (it may not list other
        // uploads), and S3 then answers a missing key with 403; the keys read here are always
        // under the granted images/uploads/ prefix, so a 403 means the object is not there.
        const status = statusOf(error);
        if (status === 404 || status === 403) return undefined;
        throw error;
      }
      if (size === 0 || bytes <= 0) return { size, head: new Uint8Array(0) };
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key, Range: `bytes=0-${bytes - 1}` }),
        );
        const head = object.Body ? await object.Body.transformToByteArray() : new Uint8Array(0);
        // A server that ignores Range sends the whole object; keep only what was asked for.
        return { size, head: head.length > bytes ? head.subarray(0, bytes) : head };
      } catch (error) {
        // Deleted between the two calls.
        const status = statusOf(error);
        if (status === 404 || status === 403) return undefined;
        throw error;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: bucketKeyOf(key) }));
    },

    close() {
      client.destroy();
    },
  };
}

/** The S3 images store the environment names (IMAGES_BUCKET, and S3_ENDPOINT locally), if any. */
export function imageStoreFromEnvironment(
  env: Environment = process.env,
  traced?: (client: S3Client) => S3Client,
): ImageStore {
  if (!env.IMAGES_BUCKET) return unconfiguredImageStore();
  return createS3ImageStore(
    {
      bucket: env.IMAGES_BUCKET,
      region: env.AWS_REGION ?? 'eu-north-1',
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    },
    traced,
  );
}
