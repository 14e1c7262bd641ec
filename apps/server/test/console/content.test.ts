import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { consoleCall } from './console-helpers.js';
import { auditOf, contentOperators, errorOf, usMemberToken } from './content-kit.js';

const MINUTE = 60_000;
// a 1×1 PNG
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

let t: TestApp;
let content: string;
let contentMy: string;
let support: string;
let memberUs: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ content, contentMy, support } = await contentOperators(t));
  memberUs = await usMemberToken(t, 'cnMember');
});
afterAll(() => t.close());

const inMinutes = (n: number) => new Date(t.clock.now.getTime() + n * MINUTE).toISOString();
const draft = (extra: object = {}) => ({
  companyCode: 'US',
  language: 'en',
  title: 'Spring kick-off',
  body: ['**Join us**', '', '<script>alert(1)</script><a href="javascript:x()">x</a>'],
  publishAt: inMinutes(2),
  ...extra,
});
const create = (token: string, body: object) => consoleCall(t, 'POST', '/news', { token, body });

const memberNews = () =>
  t.app.inject({
    url: '/frontend-server/dashboard/news/page',
    headers: { token: memberUs, 'accept-language': 'en' },
  });

const auditOn = (id: number) =>
  auditOf(t, `news_item:${id}`, ['action', 'operator', 'company_code']);

describe('news in the console', () => {
  it('writes a scheduled item, sanitized, that members see from its publish time', async () => {
    const res = await create(content, draft({ image: PNG }));
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.id as number;
    const item = await consoleCall(t, 'GET', `/news/${id}`, { token: content });
    const data = item.json().data;
    expect(data.state).toBe('scheduled');
    expect(data.html).toContain('<strong>Join us</strong>');
    expect(data.html).not.toContain('script');
    expect(data.html).not.toContain('javascript:');
    expect(data.imageUrl).toMatch(/\/dashboard\/news\/image\//);
    expect((await memberNews()).json().data.list.map((n: { id: number }) => n.id)).not.toContain(
      id,
    );
    t.clock.advance(3 * MINUTE);
    expect((await memberNews()).json().data.list.map((n: { id: number }) => n.id)).toContain(id);
    const after = await consoleCall(t, 'GET', `/news/${id}`, { token: content });
    expect(after.json().data.state).toBe('published');
    expect(await auditOn(id)).toEqual([
      { action: 'news:create', operator: expect.any(String), company_code: 'US' },
    ]);
  });

  it('refuses an empty title, an end before the start and a picture that is none', async () => {
    const empty = await create(content, draft({ title: '  ' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().data.fields[0].key).toBe('validation.required');
    const ends = await create(content, draft({ expireAt: inMinutes(1) }));
    expect(errorOf(ends)).toBe('newsExpireBeforePublish');
    const image = await create(
      content,
      draft({ image: Buffer.from('not a picture').toString('base64') }),
    );
    expect(errorOf(image)).toBe('newsImageInvalid');
    const company = await create(content, draft({ companyCode: 'XX' }));
    expect(company.statusCode).toBe(400);
  });

  it("keeps an operator of one company to that company's news", async () => {
    const foreign = await create(contentMy, draft());
    expect(foreign.statusCode).toBe(403);
    const us = (await create(content, draft({ title: 'US only' }))).json().data.id as number;
    for (const [method, path] of [
      ['GET', `/news/${us}`],
      ['POST', `/news/${us}/withdraw`],
      ['GET', `/news/${us}/preview?language=en`],
    ] as const) {
      const res = await consoleCall(t, method, path, { token: contentMy });
      expect(errorOf(res), path).toBe('notFound');
    }
    const update = await consoleCall(t, 'POST', `/news/${us}`, {
      token: contentMy,
      body: { ...draft(), companyCode: undefined },
    });
    expect(errorOf(update)).toBe('notFound');
    const list = await consoleCall(t, 'GET', '/news', { token: contentMy });
    expect(list.json().data.list.map((n: { companyCode: string }) => n.companyCode)).not.toContain(
      'US',
    );
    const listUs = await consoleCall(t, 'GET', '/news', {
      token: contentMy,
      query: { companyCode: 'US' },
    });
    expect(listUs.statusCode).toBe(403);
    expect((await consoleCall(t, 'GET', '/news', { token: support })).statusCode).toBe(403);
  });

  it('edits, previews as a member and withdraws an item, each audited', async () => {
    const id = (
      await create(content, draft({ title: 'Draft title', publishAt: inMinutes(10) }))
    ).json().data.id as number;
    const { companyCode: _c, ...fields } = draft();
    const edit = await consoleCall(t, 'POST', `/news/${id}`, {
      token: content,
      body: { ...fields, title: 'Final title', publishAt: inMinutes(10), pinned: true },
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const preview = await consoleCall(t, 'GET', `/news/${id}/preview`, {
      token: content,
      query: { language: 'en' },
    });
    const seen = preview.json().data;
    expect(seen.at).toBe(inMinutes(10));
    expect(seen.item.title).toBe('Final title');
    expect(seen.list[0]).toMatchObject({ id, pinned: true });
    // a member reading Chinese sees the English news while the company has none in Chinese
    const zh = await consoleCall(t, 'GET', `/news/${id}/preview`, {
      token: content,
      query: { language: 'zh-CN' },
    });
    expect(zh.json().data).toMatchObject({ language: 'en', item: { id } });
    // the preview changed nothing: members still do not see it
    expect((await memberNews()).json().data.list.map((n: { id: number }) => n.id)).not.toContain(
      id,
    );

    const scheduled = await consoleCall(t, 'GET', '/news', {
      token: content,
      query: { state: 'scheduled', companyCode: 'US' },
    });
    expect(scheduled.json().data.list.map((n: { id: number }) => n.id)).toContain(id);

    const withdrawn = await consoleCall(t, 'POST', `/news/${id}/withdraw`, { token: content });
    expect(withdrawn.statusCode).toBe(200);
    t.clock.advance(11 * MINUTE);
    expect((await memberNews()).json().data.list.map((n: { id: number }) => n.id)).not.toContain(
      id,
    );
    const again = await consoleCall(t, 'POST', `/news/${id}/withdraw`, { token: content });
    expect(errorOf(again)).toBe('newsWithdrawn');
    const late = await consoleCall(t, 'POST', `/news/${id}`, {
      token: content,
      body: { ...fields, publishAt: inMinutes(1) },
    });
    expect(errorOf(late)).toBe('newsWithdrawn');
    const list = await consoleCall(t, 'GET', '/news', {
      token: content,
      query: { state: 'withdrawn' },
    });
    expect(list.json().data.list).toEqual([expect.objectContaining({ id, state: 'withdrawn' })]);
    expect((await auditOn(id)).map((a) => a.action)).toEqual([
      'news:create',
      'news:update',
      'news:withdraw',
    ]);
  });

  it('answers notFound for an item that does not exist', async () => {
    const res = await consoleCall(t, 'GET', '/news/999999', { token: content });
    expect(errorOf(res)).toBe('notFound');
  });
});

describe('the dashboard carousel in the console', () => {
  const slide = (title: string, extra: object = {}) => ({
    title,
    imageUrl: `/img/${title}.png`,
    linkUrl: null,
    platform: 'bzz',
    startsAt: null,
    endsAt: null,
    ...extra,
  });
  const save = (token: string, companyCode: string, slides: object[]) =>
    consoleCall(t, 'POST', '/carousel', { token, body: { companyCode, slides } });
  const titles = async (token: string, companyCode: string) =>
    (await consoleCall(t, 'GET', '/carousel', { token, query: { companyCode } }))
      .json()
      .data.slides.map((s: { title: string }) => s.title);

  it('adds, reorders and removes slides as one list, audited', async () => {
    expect((await save(content, 'US', [slide('a'), slide('b'), slide('c')])).statusCode).toBe(200);
    expect(await titles(content, 'US')).toEqual(['a', 'b', 'c']);
    const res = await save(content, 'US', [slide('c'), slide('a')]);
    expect(res.json().data.slides.map((s: { title: string }) => s.title)).toEqual(['c', 'a']);
    const audit = await t.db
      .selectFrom('audit_entry')
      .select(['action', 'before', 'after'])
      .where('target', '=', 'company:US')
      .where('action', '=', 'carousel:set')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.before).toEqual({ slides: ['a', 'b', 'c'] });
  });

  it('refuses a slide without a title or with a script link, and changes nothing', async () => {
    expect((await save(content, 'US', [slide('')])).statusCode).toBe(400);
    const script = await save(content, 'US', [slide('x', { linkUrl: 'javascript:alert(1)' })]);
    expect(script.statusCode).toBe(400);
    expect(await titles(content, 'US')).toEqual(['c', 'a']);
  });

  it("keeps an operator of one company off another company's carousel", async () => {
    expect((await save(contentMy, 'US', [])).statusCode).toBe(403);
    const read = await consoleCall(t, 'GET', '/carousel', {
      token: contentMy,
      query: { companyCode: 'US' },
    });
    expect(read.statusCode).toBe(403);
    expect(await titles(content, 'US')).toEqual(['c', 'a']);
    expect((await save(contentMy, 'MY', [slide('my')])).statusCode).toBe(200);
  });
});
