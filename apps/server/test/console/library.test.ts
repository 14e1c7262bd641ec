import { LIBRARY_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call } from '../wallet/factories.js';
import { consoleCall } from './console-helpers.js';
import { auditOf, contentOperators, errorOf, usMemberToken } from './content-kit.js';

const PDF = Buffer.from('%PDF-1.4\n% a tiny test pdf\n%%EOF\n').toString('base64');
const NOT_PDF = Buffer.from('<html>not a pdf</html>').toString('base64');

let t: TestApp;
let content: string;
let contentMy: string;
let support: string;
let memberUs: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ content, contentMy, support } = await contentOperators(t));
  memberUs = await usMemberToken(t, 'libMember');
});
afterAll(() => t.close());

const upload = (token: string, extra: object = {}) =>
  consoleCall(t, 'POST', '/library', {
    token,
    body: {
      companyCode: 'US',
      language: 'en',
      category: 'training',
      title: 'Starter guide',
      fileName: 'starter.pdf',
      file: PDF,
      ...extra,
    },
  });
const memberIds = async () => {
  const res = await call(t, 'GET', LIBRARY_PATHS.list, { token: memberUs, locale: 'en' });
  return (res.json().data.items as { id: number }[]).map((d) => d.id);
};
const memberFile = (id: number) =>
  call(t, 'GET', LIBRARY_PATHS.download.replace(':id', String(id)), { token: memberUs });
const actionsOn = async (id: number) =>
  (await auditOf(t, `library_document:${id}`, ['action'])).map((r) => r.action);

describe('the library in the console', () => {
  it('uploads a PDF that members see and download, audited', async () => {
    const res = await upload(content);
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json().data;
    expect(doc).toMatchObject({ kind: 'pdf', state: 'published', fileName: 'starter.pdf' });
    expect(await memberIds()).toContain(doc.id);
    const file = await memberFile(doc.id);
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF-')).toBe(true);
    expect(await actionsOn(doc.id)).toEqual(['library:add']);
  });

  it('adds a video link unpublished; members see it only once published', async () => {
    const res = await upload(content, {
      file: undefined,
      fileName: undefined,
      videoUrl: 'https://video.example/w',
      published: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    expect(res.json().data.state).toBe('withdrawn');
    expect(await memberIds()).not.toContain(id);
    const pub = await consoleCall(t, 'POST', `/library/${id}/publish`, { token: content });
    expect(pub.json().data.state).toBe('published');
    expect(await memberIds()).toContain(id);
  });

  it('edits, withdraws and deletes; the member library follows', async () => {
    const id = (await upload(content, { title: 'To change' })).json().data.id as number;
    const edit = await consoleCall(t, 'POST', `/library/${id}`, {
      token: content,
      body: { title: 'Changed', category: 'product', language: 'id', description: 'Baru' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ title: 'Changed', category: 'product', lang: 'id' });
    // now Indonesian: an English reader of the library no longer has it
    expect(await memberIds()).not.toContain(id);
    await consoleCall(t, 'POST', `/library/${id}`, {
      token: content,
      body: { title: 'Changed', category: 'product', language: 'en' },
    });
    expect(await memberIds()).toContain(id);
    const out = await consoleCall(t, 'POST', `/library/${id}/withdraw`, { token: content });
    expect(out.json().data.state).toBe('withdrawn');
    expect(await memberIds()).not.toContain(id);
    expect((await memberFile(id)).statusCode).toBe(404);
    const del = await consoleCall(t, 'POST', `/library/${id}/delete`, { token: content });
    expect(del.statusCode, del.body).toBe(200);
    const again = await consoleCall(t, 'POST', `/library/${id}/delete`, { token: content });
    expect(again.statusCode).toBe(404);
    expect(await actionsOn(id)).toEqual([
      'library:add',
      'library:update',
      'library:update',
      'library:withdraw',
      'library:delete',
    ]);
  });

  it('lists pages by company, category, language and state', async () => {
    const res = await consoleCall(t, 'GET', '/library', {
      token: content,
      query: { companyCode: 'US', state: 'withdrawn', pageSize: '10' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.list).toEqual([]);
    const pdfs = await consoleCall(t, 'GET', '/library', {
      token: content,
      query: { category: 'training', language: 'en', pageNum: '1', pageSize: '1' },
    });
    expect(pdfs.json().data.total).toBeGreaterThanOrEqual(2);
    expect(pdfs.json().data.list).toHaveLength(1);
  });

  it('refuses what the CLI refuses: an unknown type, a PDF that is none, a plain-http link', async () => {
    const exe = await upload(content, { fileName: 'tool.exe' });
    expect(errorOf(exe)).toBe('libraryFileInvalid');
    const fake = await upload(content, { file: NOT_PDF });
    expect(errorOf(fake)).toBe('libraryFileInvalid');
    const http = await upload(content, {
      file: undefined,
      videoUrl: 'http://video.example/w',
    });
    expect(errorOf(http)).toBe('libraryFileInvalid');
    const both = await upload(content, { videoUrl: 'https://video.example/w' });
    expect(errorOf(both)).toBe('libraryFileInvalid');
    const empty = await upload(content, { title: ' ' });
    expect(empty.statusCode).toBe(400);
    const total = await t.db
      .selectFrom('library_document')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('title', '=', 'Starter guide')
      .executeTakeFirstOrThrow();
    // the PDF and the video link of the first tests, nothing of these
    expect(Number(total.n)).toBe(2);
  });

  it("keeps another company's documents out of reach", async () => {
    const id = (await upload(content)).json().data.id as number;
    expect((await upload(contentMy)).statusCode).toBe(403);
    for (const step of ['publish', 'withdraw', 'delete']) {
      const res = await consoleCall(t, 'POST', `/library/${id}/${step}`, { token: contentMy });
      expect(res.statusCode).toBe(404);
    }
    const list = await consoleCall(t, 'GET', '/library', { token: contentMy });
    expect(list.json().data.list).toEqual([]);
    expect((await consoleCall(t, 'GET', '/library', { token: support })).statusCode).toBe(403);
    expect(await memberIds()).toContain(id);
  });
});
