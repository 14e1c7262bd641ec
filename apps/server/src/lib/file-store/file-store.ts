import { STORED_IMAGE_NAME } from '@portal/contract';
import type { Readable } from 'node:stream';

/** The bytes `start`..`end` (both inclusive) of a file. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files are kept, whichever server took them: the disk under DATA_DIR (one
 * server), PostgreSQL or an S3-compatible bucket (every server of the portal reads the same).
 * Keys are made by the server, never by a member or an operator, and every implementation
 * refuses any other shape. A key is written once: a put under a key already stored fails.
 */
export interface FileStore {
  /** stores the bytes under `key`; answers their size */
  put(key: string, body: Buffer | Readable, contentType?: string): Promise<number>;
  /**
   * The bytes as a stream, or null when no such file is stored; `pick` chooses a part of the
   * file once its size is known (a video player seeking), `range` says which part came back.
   */
  get(key: string, pick?: (size: number) => ByteRange | null): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /**
   * Every file of a namespace with when it was stored, in key order, read a page at a time so
   * a large store is never held whole (the unnamed-picture sweep walks it).
   */
  list(namespace: FileNamespace): AsyncIterable<ListedFile>;
}

/** The namespaces the server stores files under (the first part of a key). */
export type FileNamespace = 'news' | 'products' | 'library';

export interface ListedFile {
  key: string;
  storedAt: Date;
}

export interface StoredFile {
  stream: Readable;
  /** the whole file's size */
  size: number;
  /** the part streamed, null for the whole file */
  range: ByteRange | null;
}

const IMAGE = STORED_IMAGE_NAME.source.replace(/^\^/, '').replace(/\$$/, '');

/**
 * The shapes of the keys the server makes, one namespace each: pictures operators upload
 * (`news/`, `products/`: a random name) and library files (`library/<company>/<uuid>.<ext>`).
 * Something uploaded later gets its own namespace here.
 */
const KEY_SHAPES = [
  new RegExp(`^news/${IMAGE}$`),
  new RegExp(`^products/${IMAGE}$`),
  /^library\/[A-Z]{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/,
];

export const isFileKey = (key: string) => KEY_SHAPES.some((shape) => shape.test(key));

/** The key, when it has a shape the server makes; any other is refused before it is used. */
export function checkedKey(key: string): string {
  if (!isFileKey(key)) throw new Error(`not a file store key: ${JSON.stringify(key)}`);
  return key;
}

/** Raised by a put under a key already stored: a stored file is never overwritten. */
export class FileExists extends Error {
  readonly code = 'EEXIST';
  constructor(key: string) {
    super(`file store: ${key} is already stored`);
  }
}
