import { NEWS_LIMITS } from '@portal/contract';
import type { FileStore } from '../../lib/file-store/index.js';
import { discardImage, readImage, storeImage } from '../../lib/stored-images.js';

/** Stores a cover picture under `news/` with a random name; returns that name. */
export function storeNewsImage(files: FileStore, bytes: Buffer): Promise<string> {
  return storeImage(files, 'news', bytes, NEWS_LIMITS.imageMaxBytes);
}

/** A stored cover picture and its content type, or null when there is none by that name. */
export function readNewsImage(files: FileStore, name: string) {
  return readImage(files, 'news', name);
}

/**
 * Runs the write that names a picture just stored; when it fails no row names the picture, so
 * it is deleted again rather than kept for nothing.
 */
export async function namingImage<T>(
  files: FileStore,
  name: string | null,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (name) await discardImage(files, 'news', name);
    throw error;
  }
}
