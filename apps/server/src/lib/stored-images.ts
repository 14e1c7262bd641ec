import { randomBytes } from 'node:crypto';
import { STORED_IMAGE_NAME } from '@portal/contract';
import type { FastifyReply } from 'fastify';
import type { FileStore } from './file-store/index.js';

/**
 * Pictures operators upload (news covers, product pictures), one namespace of the file store
 * per kind (`news/`, `products/`), each under a random name. The one door for both: the kind is read from the bytes,
 * the name is never the operator's, and a read takes only a name of that shape.
 */

/** Content types of the pictures taken, by stored extension. */
export const IMAGE_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;
type ImageExt = keyof typeof IMAGE_TYPES;

/** The namespaces of the file store that hold pictures. */
export type ImageFolder = 'news' | 'products';

/** Why a picture was not stored; each caller answers it with its own coded error. */
export class ImageRefused extends Error {
  constructor(readonly reason: 'tooLarge' | 'notImage') {
    super(
      reason === 'tooLarge' ? 'image over its size limit' : 'image is not PNG, JPEG, WebP or GIF',
    );
  }
}

/** The picture's kind from its first bytes; the file name an operator gave is not trusted. */
export function imageKind(bytes: Buffer): ImageExt | null {
  const hex = bytes.subarray(0, 12).toString('hex');
  if (hex.startsWith('89504e470d0a1a0a')) return 'png';
  if (hex.startsWith('ffd8ff')) return 'jpg';
  if (hex.startsWith('47494638')) return 'gif';
  if (hex.startsWith('52494646') && hex.slice(16, 24) === '57454250') return 'webp';
  return null;
}

const keyOf = (folder: ImageFolder, name: string) => `${folder}/${name}`;

/** Stores a picture in the file store under `<folder>/` with a random name; returns that name. */
export async function storeImage(
  files: FileStore,
  folder: ImageFolder,
  bytes: Buffer,
  maxBytes: number,
): Promise<string> {
  if (bytes.length > maxBytes) throw new ImageRefused('tooLarge');
  const kind = imageKind(bytes);
  if (!kind) throw new ImageRefused('notImage');
  const name = `${randomBytes(16).toString('hex')}.${kind}`;
  await files.put(keyOf(folder, name), bytes, IMAGE_TYPES[kind]);
  return name;
}

/** A stored picture and its content type, or null when there is none by that name. */
export async function readImage(files: FileStore, folder: ImageFolder, name: string) {
  // the contract's pattern already refuses anything else; checked again as it names a file
  if (!STORED_IMAGE_NAME.test(name)) return null;
  const ext = name.slice(name.lastIndexOf('.') + 1) as ImageExt;
  const stored = await files.get(keyOf(folder, name));
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), type: IMAGE_TYPES[ext] };
}

/** Deletes a stored picture no row came to name (its transaction rolled back). */
export async function discardImage(files: FileStore, folder: ImageFolder, name: string) {
  if (!STORED_IMAGE_NAME.test(name)) return;
  await files.delete(keyOf(folder, name));
}

// names are random and never reused, so a picture may be cached for good
const IMAGE_CACHE_SECONDS = 31_536_000;

/** Answers a stored picture with its content type, cacheable by anyone for a year. */
export function sendStoredImage(reply: FastifyReply, image: { bytes: Buffer; type: string }) {
  return reply
    .type(image.type)
    .header('cache-control', `public, max-age=${IMAGE_CACHE_SECONDS}, immutable`)
    .send(image.bytes);
}
