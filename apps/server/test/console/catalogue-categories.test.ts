import { CATALOG_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeShop } from '../order/order-test-kit.js';
import { call, walletMember } from '../wallet/factories.js';
import { consoleCall, operatorSession } from './console-helpers.js';

let t: TestApp;
let member: Awaited<ReturnType<typeof walletMember>>;
const tokens = { content: '', contentMy: '', support: '' };
/** the category makeShop wrote (named C in every language) and its product */
let seeded = 0;
let myCategory = 0;
const made: Record<string, number> = {};

type Res = { statusCode: number; body: string; json: () => { data: { error: string } } };
const errorOf = (res: Res) => res.json().data.error;
const get = (token: string, path: string, query?: Record<string, string>) =>
  consoleCall(t, 'GET', path, { token, query });
const post = (token: string, path: string, body?: object) =>
  consoleCall(t, 'POST', path, { token, body });
const US_BZZ = { companyCode: 'US', platform: 'bzz' } as const;

interface Row {
  id: number;
  code: string;
  names: Record<string, string>;
  position: number;
  productCount: number;
}
const list = async (token = tokens.content, owner: object = US_BZZ) => {
  const res = await get(token, '/catalogue/categories', owner as Record<string, string>);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as unknown as { list: Row[] };
};
const create = (names: object, owner: object = US_BZZ, token = tokens.content) =>
  post(token, '/catalogue/categories', { ...owner, names });
const auditsOf = (target: string) =>
  t.db
    .selectFrom('audit_entry')
    .select(['action', 'before', 'after', 'permission'])
    .where('target', '=', target)
    .orderBy('id')
    .execute();
const auditCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('audit_entry')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
/** The member mall's categories (the shop's filter), as a member of US sees them. */
const mallCategories = async () => {
  const res = await call(t, 'GET', CATALOG_PATHS.list.replace(':platform', 'bzz'), {
    token: member.token,
    query: { pageNum: '1', pageSize: '10' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.categories as { id: number; name: string }[];
};

beforeAll(async () => {
  t = await createTestApp();
  await createCompany(t.db, { code: 'US' });
  await createCompany(t.db, { code: 'MY', currency: 'MYR' });
  await makeShop(t.db, [{ name: 'Serum' }, { name: 'Cream' }]);
  await makeShop(t.db, [{ name: 'Tonic' }], { company: 'MY' });
  member = await walletMember(t);
  tokens.content = (await operatorSession(t, ['content'])).token;
  tokens.contentMy = (await operatorSession(t, ['content'], { companies: ['MY'] })).token;
  tokens.support = (await operatorSession(t, ['support'])).token;
  seeded = (await list()).list[0]!.id;
  myCategory = (await list(tokens.content, { companyCode: 'MY', platform: 'bzz' })).list[0]!.id;
});
afterAll(() => t.close());

describe('the categories of a company and platform', () => {
  it('lists them in the mall order with their names and product counts', async () => {
    expect((await list()).list).toEqual([
      {
        id: seeded,
        code: expect.any(String),
        names: { en: 'C', id: 'C', ms: 'C', 'zh-CN': 'C' },
        position: 1,
        productCount: 2,
      },
    ]);
    expect((await list(tokens.content, { companyCode: 'US', platform: 'wpm' })).list).toEqual([]);
  });

  it('creates one last in the order, audited; the mall lists it at once', async () => {
    const res = await create({ en: '  Skin care ', ms: 'Penjagaan kulit' });
    expect(res.statusCode, res.body).toBe(200);
    made.skin = (res.json().data as unknown as { id: number }).id;
    const row = (await list()).list.at(-1)!;
    expect(row).toEqual({
      id: made.skin,
      code: `category-${made.skin}`,
      names: { en: 'Skin care', ms: 'Penjagaan kulit' },
      position: 2,
      productCount: 0,
    });
    expect(await auditsOf(`category:category-${made.skin}`)).toEqual([
      {
        action: 'catalogue:category-create',
        permission: 'catalogue:edit',
        before: null,
        after: { platform: 'bzz', names: { en: 'Skin care', ms: 'Penjagaan kulit' }, position: 2 },
      },
    ]);
    expect(await mallCategories()).toEqual([
      { id: seeded, name: 'C' },
      { id: made.skin, name: 'Skin care' },
    ]);
  });

  it('refuses a missing, blank or too long English name, and a name already used', async () => {
    const before = await auditCount();
    for (const names of [{ ms: 'Kulit' }, { en: '   ' }, { en: 'x'.repeat(101) }, {}]) {
      const res = await create(names);
      expect(res.statusCode, JSON.stringify(names)).toBe(400);
    }
    // letter case aside, in any language, against another category of the platform
    for (const names of [{ en: 'skin CARE' }, { en: 'Body', ms: 'penjagaan kulit' }]) {
      const res = await create(names);
      expect(errorOf(res), JSON.stringify(names)).toBe('catalogueCategoryNameTaken');
      expect(res.statusCode).toBe(409);
    }
    expect((await create({ en: 'c' })).json().msg).toContain('“C”');
    expect((await list()).list).toHaveLength(2);
    expect(await auditCount()).toBe(before);
    // the same name on the other platform or company is another category
    const wpm = await create({ en: 'Skin care' }, { companyCode: 'US', platform: 'wpm' });
    expect(wpm.statusCode, wpm.body).toBe(200);
    const noCompany = await create({ en: 'Skin care' }, { companyCode: 'ID', platform: 'bzz' });
    expect(errorOf(noCompany)).toBe('notFound');
  });

  it('gives one of two creations of the same name at once, refusing the other', async () => {
    const [a, b] = await Promise.all([create({ en: 'Twins' }), create({ en: 'Twins' })]);
    const errors = [a, b].map((r) => r.json().data.error ?? 'ok').sort();
    expect(errors).toEqual(['catalogueCategoryNameTaken', 'ok']);
    const twins = (await list()).list.filter((r) => r.names.en === 'Twins');
    expect(twins).toHaveLength(1);
    made.twins = twins[0]!.id;
  });

  it('renames one in every language, audited with before and after; the mall shows it', async () => {
    const res = await post(tokens.content, `/catalogue/categories/${made.skin}/names`, {
      names: { en: 'Skincare', 'zh-CN': '护肤' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = (await list()).list.find((r) => r.id === made.skin)!;
    expect(row.names).toEqual({ en: 'Skincare', 'zh-CN': '护肤' });
    expect((await auditsOf(`category:category-${made.skin}`)).at(-1)).toMatchObject({
      action: 'catalogue:category-names',
      before: { names: { en: 'Skin care', ms: 'Penjagaan kulit' } },
      after: { names: { en: 'Skincare', 'zh-CN': '护肤' } },
    });
    expect(await mallCategories()).toContainEqual({ id: made.skin, name: 'Skincare' });
    // its own name again (another case) is no clash; another category's is
    const same = await post(tokens.content, `/catalogue/categories/${made.skin}/names`, {
      names: { en: 'SKINCARE', 'zh-CN': '护肤' },
    });
    expect(same.json().data.error).toBeUndefined();
    const clash = await post(tokens.content, `/catalogue/categories/${made.skin}/names`, {
      names: { en: 'twins' },
    });
    expect(errorOf(clash)).toBe('catalogueCategoryNameTaken');
    const blank = await post(tokens.content, `/catalogue/categories/${made.skin}/names`, {
      names: { ms: 'Kulit' },
    });
    expect(blank.statusCode).toBe(400);
    const unknown = await post(tokens.content, '/catalogue/categories/999999/names', {
      names: { en: 'Nothing' },
    });
    expect(errorOf(unknown)).toBe('notFound');
    expect((await list()).list.find((r) => r.id === made.skin)!.names.en).toBe('SKINCARE');
  });
});

describe('the order of the categories', () => {
  const order = async () => (await list()).list.map((r) => r.id);

  it('moves one to a place, the others keeping theirs around it; the mall follows', async () => {
    expect(await order()).toEqual([seeded, made.skin, made.twins]);
    const res = await post(tokens.content, `/catalogue/categories/${made.twins}/move`, {
      position: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await order()).toEqual([made.twins, seeded, made.skin]);
    expect((await mallCategories()).map((c) => c.id)).toEqual([made.twins, seeded, made.skin]);
    expect((await auditsOf(`category:category-${made.twins}`)).at(-1)).toMatchObject({
      action: 'catalogue:category-move',
      before: { position: 3 },
      after: { position: 1 },
    });
    // past the end is last; where it already is changes and audits nothing
    await post(tokens.content, `/catalogue/categories/${made.twins}/move`, { position: 50 });
    expect(await order()).toEqual([seeded, made.skin, made.twins]);
    const audits = await auditCount();
    await post(tokens.content, `/catalogue/categories/${made.twins}/move`, { position: 3 });
    expect(await auditCount()).toBe(audits);
    expect((await list()).list.map((r) => r.position)).toEqual([1, 2, 3]);
  });

  it('refuses a place under 1 or a category that does not exist', async () => {
    const zero = await post(tokens.content, `/catalogue/categories/${made.skin}/move`, {
      position: 0,
    });
    expect(zero.statusCode).toBe(400);
    const unknown = await post(tokens.content, '/catalogue/categories/999999/move', {
      position: 1,
    });
    expect(errorOf(unknown)).toBe('notFound');
    expect(await order()).toEqual([seeded, made.skin, made.twins]);
  });
});

describe('removing a category', () => {
  it('refuses one products are listed under; removes an empty one, audited', async () => {
    const inUse = await post(tokens.content, `/catalogue/categories/${seeded}/remove`);
    expect(errorOf(inUse)).toBe('catalogueCategoryInUse');
    const res = await post(tokens.content, `/catalogue/categories/${made.skin}/remove`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await list()).list.map((r) => [r.id, r.position])).toEqual([
      [seeded, 1],
      [made.twins, 2],
    ]);
    expect((await auditsOf(`category:category-${made.skin}`)).at(-1)).toMatchObject({
      action: 'catalogue:category-remove',
      before: { platform: 'bzz', names: { en: 'SKINCARE' }, position: 2 },
    });
    expect((await mallCategories()).map((c) => c.id)).not.toContain(made.skin);
    const again = await post(tokens.content, `/catalogue/categories/${made.skin}/remove`);
    expect(errorOf(again)).toBe('notFound');
  });
});

describe("another company's operator, and one without the permission", () => {
  it('reads the category as missing, may not list or add one there, and changes nothing', async () => {
    const before = await list();
    const audits = await auditCount();
    for (const [path, body] of [
      [`/catalogue/categories/${made.twins}/names`, { names: { en: 'Mine' } }],
      [`/catalogue/categories/${made.twins}/move`, { position: 1 }],
      [`/catalogue/categories/${made.twins}/remove`, undefined],
    ] as const) {
      const res = await post(tokens.contentMy, path, body);
      expect(errorOf(res), path).toBe('notFound');
      expect((await post(tokens.support, path, body)).statusCode, path).toBe(403);
    }
    expect((await get(tokens.contentMy, '/catalogue/categories', US_BZZ)).statusCode).toBe(403);
    expect((await create({ en: 'Mine' }, US_BZZ, tokens.contentMy)).statusCode).toBe(403);
    expect((await get(tokens.support, '/catalogue/categories', US_BZZ)).statusCode).toBe(403);
    expect((await create({ en: 'Mine' }, US_BZZ, tokens.support)).statusCode).toBe(403);
    expect(await list()).toEqual(before);
    expect(await auditCount()).toBe(audits);
    // its own company's categories it may change
    const own = await post(tokens.contentMy, `/catalogue/categories/${myCategory}/names`, {
      names: { en: 'Kedai' },
    });
    expect(own.statusCode, own.body).toBe(200);
  });
});
