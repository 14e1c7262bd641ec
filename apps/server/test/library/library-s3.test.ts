import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LIBRARY_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../src/modules/auth/session.service.js';
import {
  addLibraryDocument,
  removeLibraryDocument,
  sourceFromBytes,
} from '../../src/modules/library/index.js';
import { createCompany, createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call } from '../wallet/factories.js';

/** A bucket in memory that, like S3, refuses a request not signed with SigV4 for its key. */
function fakeS3() {
  const objects = new Map<string, Buffer>();
  const seen: string[] = [];
  const server = createServer(async (req: IncomingMessage, res) => {
    const auth = req.headers.authorization ?? '';
    seen.push(`${req.method} ${req.url}`);
    if (!/^AWS4-HMAC-SHA256 Credential=AKTEST\/\d{8}\/eu-west-1\/s3\/aws4_request/.test(auth)) {
      res.writeHead(403).end();
      return;
    }
    const key = req.url ?? '';
    if (req.method === 'PUT') {
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      objects.set(key, Buffer.concat(chunks));
      res.writeHead(200).end();
    } else if (req.method === 'GET') {
      const body = objects.get(key);
      if (!body) res.writeHead(404).end();
      else res.writeHead(200, { 'content-length': body.length }).end(body);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
  return { server, objects, seen };
}

let t: TestApp;
let s3: ReturnType<typeof fakeS3>;
let server: Server;

beforeAll(async () => {
  s3 = fakeS3();
  server = s3.server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({
    LIBRARY_S3_URL: `http://AKTEST:sk%2Fsecret@127.0.0.1:${port}/library-bucket?region=eu-west-1`,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('library files in an S3-compatible bucket (LIBRARY_S3_URL)', () => {
  it('stores, streams and deletes through signed requests', async () => {
    await createCompany(t.db, { code: 'US' });
    const pdf = Buffer.from('%PDF-1.4\n% in a bucket\n');
    const doc = await addLibraryDocument(
      t.db,
      t.deps.config,
      { name: 'test', command: 'test' },
      {
        company: 'US',
        lang: 'en',
        category: 'tools',
        title: 'Bucket guide',
        file: sourceFromBytes('bucket guide.pdf', pdf),
      },
    );
    const [key] = [...s3.objects.keys()];
    expect(key).toMatch(/^\/library-bucket\/US\/[0-9a-f-]{36}\.pdf$/);

    const m = await createMember(t.db, { company_code: 'US' });
    const { token } = await openSession(t.deps, m.id, false, { ip: null, userAgent: null });
    const res = await call(t, 'GET', LIBRARY_PATHS.download.replace(':id', String(doc.id)), {
      token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(pdf)).toBe(true);

    await removeLibraryDocument(t.db, t.deps.config, { name: 'test', command: 'test' }, doc.id);
    expect(s3.objects.size).toBe(0);
    expect(s3.seen.map((r) => r.split(' ')[0])).toEqual(['PUT', 'GET', 'DELETE']);
  });
});
