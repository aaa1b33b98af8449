import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  client: S3Client;
  bucket: string;
  putObject: (key: string, body: Buffer, contentType: string) => Promise<void>;
  /** The object's bytes and content type, or undefined when there is none. */
  getObject: (key: string) => Promise<{ body: Buffer; contentType: string } | undefined>;
  stop: () => Promise<void>;
}

// The browser uploads straight to the bucket with presigned PUTs, so the bucket answers CORS: the
// same rule as the bucket on AWS (infra/lib/data.ts), any origin since the local site's host and
// port vary, and only the headers the signed PUT carries.
const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>PUT</AllowedMethod><AllowedMethod>GET</AllowedMethod><AllowedHeader>content-type</AllowedHeader><AllowedHeader>content-length</AllowedHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

/** s3rver (S3's API on files) on a free loopback port, with the images bucket. */
export async function startS3(options: {
  directory: string;
  bucket: string;
  region: string;
}): Promise<LocalS3> {
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: options.directory,
    silent: true,
    configureBuckets: [{ name: options.bucket, configs: [CORS] }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const client = new S3Client({
    endpoint,
    region: options.region,
    forcePathStyle: true,
    // s3rver checks no signatures, but its access key must be S3RVER; the checksum settings keep
    // streamed bodies from being stored with their chunk framing.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  return {
    endpoint,
    client,
    bucket: options.bucket,
    async putObject(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
        }),
      );
    },
    async getObject(key) {
      try {
        const output = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: key }),
        );
        const body = Buffer.from(await output.Body!.transformToByteArray());
        return { body, contentType: output.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
          return undefined;
        throw error;
      }
    },
    async stop() {
      client.destroy();
      await server.close();
    },
  };
}
