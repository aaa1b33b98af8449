import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { s3ClientConfig } from '../../functions/src/images/s3-adapter';
import { isServerToServer } from './loopback-guard';
import { checkS3Signature, type S3Credentials } from './s3-signature';

export interface LocalS3 {
  endpoint: string;
  client: S3Client;
  bucket: string;
  /** What every client of the stand-in signs with (the access key id s3rver knows, our secret). */
  credentials: S3Credentials;
  putObject: (key: string, body: Buffer, contentType: string) => Promise<void>;
  /** The object's bytes and content type, or undefined when there is none. */
  getObject: (key: string) => Promise<{ body: Buffer; contentType: string } | undefined>;
  stop: () => Promise<void>;
}

/** s3rver knows one account, whose access key id is S3RVER; only the secret is ours. */
const ACCESS_KEY_ID = 'S3RVER';

/** Koa's context, as much of it as the signature check reads and writes. */
interface KoaContext {
  req: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };
  status: number;
  type: string;
  body: unknown;
}

/**
 * Refuses every request that is not signed with the stack's secret, before s3rver sees it: s3rver
 * itself accepts unsigned requests and any V4 signature. S3 error XML, as S3 answers.
 */
function signatureCheck(credentials: S3Credentials, region: string, port: () => number) {
  return async (context: KoaContext, next: () => Promise<unknown>) => {
    const [rawPath = '', rawQuery = ''] = (context.req.url ?? '').split('?');
    const refused = !isServerToServer(context.req.headers, port())
      ? 'Only the Inroom server may call this stand-in'
      : checkS3Signature(
          { method: context.req.method ?? '', rawPath, rawQuery, headers: context.req.headers },
          credentials,
          region,
        );
    if (!refused) return next();
    context.status = 403;
    context.type = 'application/xml';
    context.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code><Message>${refused}</Message></Error>`;
    return undefined;
  };
}

/**
 * s3rver (S3's API on files) on a free loopback port, with the images bucket. Only signed requests
 * reach it: the server's own calls and the browser's presigned uploads, which come through the
 * server (infra/local/s3-upload-gate.ts), so the bucket answers no CORS.
 */
export async function startS3(options: {
  directory: string;
  bucket: string;
  region: string;
  secretAccessKey: string;
}): Promise<LocalS3> {
  const credentials = { accessKeyId: ACCESS_KEY_ID, secretAccessKey: options.secretAccessKey };
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: options.directory,
    silent: true,
    configureBuckets: [{ name: options.bucket }],
  });
  let port = 0;
  // First in the chain: Koa composes its middleware when the server starts listening.
  (server as unknown as { middleware: unknown[] }).middleware.unshift(
    signatureCheck(credentials, options.region, () => port),
  );
  const address = await server.run();
  port = address.port;
  const endpoint = `http://127.0.0.1:${address.port}`;
  const client = new S3Client(
    s3ClientConfig({ bucket: options.bucket, region: options.region, endpoint, credentials }),
  );

  return {
    endpoint,
    client,
    bucket: options.bucket,
    credentials,
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
