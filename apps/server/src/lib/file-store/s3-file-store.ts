import { AwsClient } from 'aws4fetch';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { checkedKey, FileExists, isFileKey, type ByteRange, type FileStore } from './file-store.js';
import { parseS3ListPage, s3ListUrl } from './s3-list.js';

export async function bytesOf(body: Buffer | Readable): Promise<Buffer> {
  if (Buffer.isBuffer(body)) return body;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Files in an S3-compatible bucket (AWS, MinIO, R2…), path-style, each request signed with
 * SigV4 by aws4fetch (a small maintained signer over fetch). `url` is
 * `https://ACCESS_KEY:SECRET_KEY@host[:port]/bucket?region=us-east-1`; the object's name is the
 * key (`library/US/….pdf`). A file is read into memory to upload it (S3 wants its length);
 * downloads are streamed.
 */
export function s3FileStore(url: string): FileStore {
  const u = new URL(url);
  const client = new AwsClient({
    accessKeyId: decodeURIComponent(u.username),
    secretAccessKey: decodeURIComponent(u.password),
    service: 's3',
    region: u.searchParams.get('region') ?? 'us-east-1',
  });
  const base = `${u.protocol}//${u.host}${u.pathname.replace(/\/+$/, '')}`;
  const objectUrl = (key: string) => `${base}/${checkedKey(key)}`;
  const failed = (what: string, status: number) =>
    new Error(`file store: ${what} answered HTTP ${status}`);
  const exists = async (key: string) => {
    const head = await client.fetch(objectUrl(key), { method: 'HEAD' });
    if (head.status === 404) return null;
    if (!head.ok) throw failed('HEAD', head.status);
    return Number(head.headers.get('content-length') ?? 0);
  };
  return {
    async put(key, body, contentType) {
      // names are random, so this only guards against a bug; a store that knows
      // If-None-Match refuses the overwrite itself, even between the two requests
      if ((await exists(key)) !== null) {
        if (!Buffer.isBuffer(body)) body.destroy();
        throw new FileExists(key);
      }
      const bytes = await bytesOf(body);
      const res = await client.fetch(objectUrl(key), {
        method: 'PUT',
        headers: {
          'if-none-match': '*',
          ...(contentType ? { 'content-type': contentType } : {}),
        },
        body: new Uint8Array(bytes),
      });
      await res.body?.cancel();
      if (res.status === 412) throw new FileExists(key);
      if (!res.ok) throw failed('PUT', res.status);
      return bytes.length;
    },
    async get(key, pick) {
      // a part is asked by its size, so the size comes first (HEAD), then the part (Range)
      let range: ByteRange | null = null;
      if (pick) {
        const size = await exists(key);
        if (size === null) return null;
        range = pick(size);
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
    async *list(namespace) {
      let token: string | null = null;
      do {
        const res = await client.fetch(s3ListUrl(base, namespace, token));
        if (!res.ok) {
          await res.body?.cancel();
          throw failed('LIST', res.status);
        }
        const page = parseS3ListPage(await res.text());
        // an object another program put in the bucket is never the server's to sweep
        for (const file of page.files) if (isFileKey(file.key)) yield file;
        token = page.next;
      } while (token);
    },
  };
}
