import { API_BASE_PATH, LIBRARY_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3FileStore } from '../../src/lib/file-store/index.js';
import { openSession } from '../../src/modules/auth/session.service.js';
import {
  addLibraryDocument,
  removeLibraryDocument,
  sourceFromBytes,
} from '../../src/modules/library/index.js';
import { createCompany, createMember } from '../helpers/factories.js';
import { startS3Server, type S3Server } from '../helpers/s3-server.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call } from '../wallet/factories.js';

let t: TestApp;
let s3: S3Server;

beforeAll(async () => {
  // a real S3-protocol server, which refuses a request not signed with SigV4 for its keys
  s3 = await startS3Server('library-bucket');
  t = await createTestApp({ FILE_STORE_S3_URL: s3.url });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('library files in an S3-compatible bucket (FILE_STORE_S3_URL)', () => {
  it('stores under library/, streams a range and deletes through signed requests', async () => {
    expect(t.deps.config.fileStore).toBe('s3');
    await createCompany(t.db, { code: 'US' });
    const pdf = Buffer.from('%PDF-1.4\n% in a bucket\n');
    const op = { name: 'test', command: 'test' };
    const doc = await addLibraryDocument(t.db, t.deps.config, op, {
      company: 'US',
      lang: 'en',
      category: 'tools',
      title: 'Bucket guide',
      file: sourceFromBytes('bucket guide.pdf', pdf),
    });
    const { storage_key: key } = await t.db
      .selectFrom('library_document')
      .select('storage_key')
      .where('id', '=', doc.id)
      .executeTakeFirstOrThrow();
    expect(key).toMatch(/^US\/[0-9a-f-]{36}\.pdf$/);
    const bucket = s3FileStore(s3.url);
    expect((await bucket.get(`library/${key}`))?.size).toBe(pdf.length);

    const m = await createMember(t.db, { company_code: 'US' });
    const { token } = await openSession(t.deps, m.id, false, { ip: null, userAgent: null });
    const path = LIBRARY_PATHS.download.replace(':id', String(doc.id));
    const res = await call(t, 'GET', path, { token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(pdf)).toBe(true);
    const part = await t.app.inject({
      url: `${API_BASE_PATH}${path}`,
      headers: { token, range: 'bytes=2-5' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 2-5/${pdf.length}`);
    expect(part.rawPayload.equals(pdf.subarray(2, 6))).toBe(true);

    await removeLibraryDocument(t.db, t.deps.config, op, doc.id);
    expect(await bucket.get(`library/${key}`)).toBeNull();
  });
});
