import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { NEWS_IMAGE_NAME, NEWS_LIMITS } from '@portal/contract';

/** Content types of the pictures a news item may have, by stored extension. */
export const NEWS_IMAGE_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;
type ImageExt = keyof typeof NEWS_IMAGE_TYPES;

/** The picture's kind from its first bytes; the file name an operator gave is not trusted. */
export function imageKind(bytes: Buffer): ImageExt | null {
  const hex = bytes.subarray(0, 12).toString('hex');
  if (hex.startsWith('89504e470d0a1a0a')) return 'png';
  if (hex.startsWith('ffd8ff')) return 'jpg';
  if (hex.startsWith('47494638')) return 'gif';
  if (hex.startsWith('52494646') && hex.slice(16, 24) === '57454250') return 'webp';
  return null;
}

const folder = (dataDir: string) => path.join(dataDir, 'news');

/** Stores a picture under DATA_DIR/news with a random name; returns that name. */
export async function storeNewsImage(dataDir: string, bytes: Buffer): Promise<string> {
  if (bytes.length > NEWS_LIMITS.imageMaxBytes) throw new Error('image over 2 MB');
  const kind = imageKind(bytes);
  if (!kind) throw new Error('image is not PNG, JPEG, WebP or GIF');
  const name = `${randomBytes(16).toString('hex')}.${kind}`;
  await mkdir(folder(dataDir), { recursive: true });
  await writeFile(path.join(folder(dataDir), name), bytes, { flag: 'wx' });
  return name;
}

/** A stored picture and its content type, or null when there is none by that name. */
export async function readNewsImage(dataDir: string, name: string) {
  // the contract's pattern already refuses anything else; checked again as it names a file
  if (!NEWS_IMAGE_NAME.test(name)) return null;
  const ext = name.slice(name.lastIndexOf('.') + 1) as ImageExt;
  try {
    return { bytes: await readFile(path.join(folder(dataDir), name)), type: NEWS_IMAGE_TYPES[ext] };
  } catch {
    return null;
  }
}
