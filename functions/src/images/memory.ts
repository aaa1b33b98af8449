import { bucketKeyOf, type ImageStore } from './port';

export interface MemoryImageStore extends ImageStore {
  /** Stores an object as if the browser had PUT it (record key, e.g. `uploads/<uuid>.png`). */
  put(key: string, bytes: Uint8Array): void;
  /** Every createUpload call, in order. */
  readonly uploads: { key: string; contentType: string; contentLength: number }[];
}

/** An in-memory images port for service and handler tests; no network. */
export function createMemoryImageStore(): MemoryImageStore {
  const objects = new Map<string, Uint8Array>();
  const uploads: MemoryImageStore['uploads'] = [];
  return {
    uploads,
    put(key, bytes) {
      objects.set(key, bytes);
    },
    async createUpload({ key, contentType, contentLength, expiresInSeconds }) {
      uploads.push({ key, contentType, contentLength });
      return {
        uploadUrl: `https://images.test/${bucketKeyOf(key)}`,
        headers: { 'content-type': contentType },
        expiresAt: new Date(Date.now() + expiresInSeconds * 1000).toISOString(),
      };
    },
    async readHead(key, bytes) {
      const object = objects.get(key);
      return object && { size: object.length, head: object.subarray(0, bytes) };
    },
    async delete(key) {
      objects.delete(key);
    },
    close() {},
  };
}
