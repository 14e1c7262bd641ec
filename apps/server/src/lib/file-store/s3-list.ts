import { XMLParser } from 'fast-xml-parser';
import type { ListedFile } from './file-store.js';

/** One answer of S3's ListObjectsV2: its objects and the token of the next page, if any. */
export interface S3ListPage {
  files: ListedFile[];
  next: string | null;
}

// tag values stay text: a key of hex digits must not come back as a number
const parser = new XMLParser({ parseTagValue: false, isArray: (name) => name === 'Contents' });

interface ListBucketResult {
  Contents?: { Key: string; LastModified: string }[];
  IsTruncated?: string;
  NextContinuationToken?: string;
}

/** The objects and continuation of a ListObjectsV2 answer's XML. */
export function parseS3ListPage(xml: string): S3ListPage {
  const result = (parser.parse(xml) as { ListBucketResult?: ListBucketResult }).ListBucketResult;
  if (!result) throw new Error('file store: the bucket listing is not a ListBucketResult');
  const files = (result.Contents ?? []).map((object) => ({
    key: object.Key,
    storedAt: new Date(object.LastModified),
  }));
  const truncated = result.IsTruncated === 'true' && result.NextContinuationToken;
  return { files, next: truncated ? result.NextContinuationToken! : null };
}

/** The listing's URL of a namespace's page: `list-type=2`, the namespace as its prefix. */
export function s3ListUrl(bucketUrl: string, namespace: string, token: string | null): string {
  const query = new URLSearchParams({ 'list-type': '2', prefix: `${namespace}/` });
  if (token) query.set('continuation-token', token);
  return `${bucketUrl}?${query.toString()}`;
}
