import { describe, expect, it } from 'vitest';
import { parseS3ListPage, s3ListUrl } from '../../src/lib/file-store/s3-list.js';

const object = (key: string, at: string) =>
  `<Contents><Key>${key}</Key><LastModified>${at}</LastModified><Size>5</Size></Contents>`;
const page = (body: string, truncated: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
  <ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
    <Name>portal</Name><Prefix>news/</Prefix><KeyCount>2</KeyCount><MaxKeys>2</MaxKeys>
    ${body}${truncated}
  </ListBucketResult>`;

describe("S3's ListObjectsV2 answer", () => {
  it('gives each object with when it was stored, and the next page', () => {
    const xml = page(
      object('news/1234.png', '2026-12-01T10:00:00.000Z') +
        object('news/00000000000000000000000000000001.png', '2026-12-02T11:30:00.000Z'),
      '<IsTruncated>true</IsTruncated><NextContinuationToken>tok/en=</NextContinuationToken>',
    );
    expect(parseS3ListPage(xml)).toEqual({
      files: [
        // a key of digits stays text
        { key: 'news/1234.png', storedAt: new Date('2026-12-01T10:00:00.000Z') },
        {
          key: 'news/00000000000000000000000000000001.png',
          storedAt: new Date('2026-12-02T11:30:00.000Z'),
        },
      ],
      next: 'tok/en=',
    });
  });

  it('has no next page when the answer is whole, and one object is still a list', () => {
    const xml = page(
      object('news/a.png', '2026-12-01T10:00:00Z'),
      '<IsTruncated>false</IsTruncated>',
    );
    expect(parseS3ListPage(xml)).toMatchObject({ files: [{ key: 'news/a.png' }], next: null });
    expect(parseS3ListPage(page('', '<IsTruncated>false</IsTruncated>')).files).toEqual([]);
  });

  it('refuses an answer that is not a listing', () => {
    expect(() => parseS3ListPage('<Error><Code>AccessDenied</Code></Error>')).toThrow(
      /not a ListBucketResult/,
    );
  });

  it('asks for a namespace as its prefix, with the token of the page', () => {
    const url = new URL(s3ListUrl('http://s3.local/portal', 'news', 'tok/en='));
    expect(url.pathname).toBe('/portal');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'list-type': '2',
      prefix: 'news/',
      'continuation-token': 'tok/en=',
    });
  });
});
