import { NEWS_LIMITS } from '@portal/contract';
import { readImage, storeImage } from '../../lib/stored-images.js';

/** Stores a cover picture under DATA_DIR/news with a random name; returns that name. */
export function storeNewsImage(dataDir: string, bytes: Buffer): Promise<string> {
  return storeImage(dataDir, 'news', bytes, NEWS_LIMITS.imageMaxBytes);
}

/** A stored cover picture and its content type, or null when there is none by that name. */
export function readNewsImage(dataDir: string, name: string) {
  return readImage(dataDir, 'news', name);
}
