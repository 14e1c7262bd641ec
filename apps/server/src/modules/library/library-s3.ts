import { AwsClient } from 'aws4fetch';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { ByteRange } from './byte-range.js';
import { isStorageKey, type LibraryStorage } from './library-storage.js';

async function bytesOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Library files in an S3-compatible bucket (AWS, MinIO, R2…), path-style, each request signed
 * with SigV4 by aws4fetch (a small maintained signer over fetch). `url` is
 * `https://ACCESS_KEY:SECRET_KEY@host[:port]/bucket?region=us-east-1`. A file is read into
 * memory to upload it (S3 wants its length); downloads are streamed.
 */
export function s3Storage(url: string): LibraryStorage {
  const u = new URL(url);
  const client = new AwsClient({
    accessKeyId: decodeURIComponent(u.username),
    secretAccessKey: decodeURIComponent(u.password),
    service: 's3',
    region: u.searchParams.get('region') ?? 'us-east-1',
  });
  const base = `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, '')}`;
  const objectUrl = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`not a library storage key: ${JSON.stringify(key)}`);
    return `${base}/${key}`;
  };
  const failed = (what: string, status: number) =>
    new Error(`library store: ${what} answered HTTP ${status}`);
  return {
    async put(key, body) {
      const bytes = await bytesOf(body);
      const res = await client.fetch(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
      });
      if (!res.ok) throw failed('PUT', res.status);
      await res.body?.cancel();
      return bytes.length;
    },
    async get(key, pick) {
      // a part is asked by its size, so the size comes first (HEAD), then the part (Range)
      let range: ByteRange | null = null;
      if (pick) {
        const head = await client.fetch(objectUrl(key), { method: 'HEAD' });
        if (head.status === 404) return null;
        if (!head.ok) throw failed('HEAD', head.status);
        range = pick(Number(head.headers.get('content-length') ?? 0));
      }
      const res = await client.fetch(objectUrl(key), {
        headers: range ? { range: `bytes=${range.start}-${range.end}` } : {},
      });
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok || !res.body) throw failed('GET', res.status);
      const total = /\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1];
      return {
        stream: Readable.fromWeb(res.body as WebReadableStream<Uint8Array>),
        size: Number(total ?? res.headers.get('content-length') ?? 0),
        // a store that ignored the Range header sent the whole file
        range: res.status === 206 ? range : null,
      };
    },
    async delete(key) {
      const res = await client.fetch(objectUrl(key), { method: 'DELETE' });
      await res.body?.cancel();
      if (!res.ok && res.status !== 404) throw failed('DELETE', res.status);
    },
  };
}
