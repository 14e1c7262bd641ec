import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../../src/db/migrations/0013-marketplace-bank-menu.js';
import { carouselRows } from '../../src/seed/data/carousel.js';
import { seedMenus } from '../../src/seed/menus.js';
import { createCompany } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
const BANK = ['/wpm/myAccount/Bankaccountinformation', '/wpm/wtMyAccount/Bankaccountinformation'];

beforeAll(async () => {
  t = await createTestApp();
  await seedMenus(t.db);
  await createCompany(t.db, { code: 'US' });
  await t.db.deleteFrom('carousel_item').execute();
  const us = carouselRows().filter((row) => row.company_code === 'US');
  await t.db.insertInto('carousel_item').values(us).execute();
});
afterAll(() => t.close());

const bankEntries = () =>
  t.db
    .selectFrom('menu_node as n')
    .innerJoin('menu_node as s', 's.id', 'n.parent_id')
    .select(['n.path', 'n.sort', 's.name as section'])
    .where('n.path', 'in', BANK)
    .orderBy('n.path')
    .execute();

describe('migration 0013: marketplace bank-account page on installations seeded before it', () => {
  it('the seed gives both marketplace account sections the page', async () => {
    expect((await bankEntries()).map((e) => e.section)).toEqual(['myAccount', 'wtMyAccount']);
  });

  it('adds the page where an older seed left it out, after the security settings, once', async () => {
    await t.db.deleteFrom('menu_node').where('path', 'in', BANK).execute();
    await t.db
      .updateTable('carousel_item')
      .set({ image_url: sql`replace(image_url, '-wpm-', '-')` })
      .execute();
    await up(t.db as unknown as Kysely<unknown>);
    await up(t.db as unknown as Kysely<unknown>);
    const entries = await bankEntries();
    expect(entries.map((e) => e.section)).toEqual(['myAccount', 'wtMyAccount']);
    const security = await t.db
      .selectFrom('menu_node')
      .select(['path', 'sort'])
      .where('name', '=', 'Securitysetting')
      .where('platform', '=', 'wpm')
      .orderBy('path')
      .execute();
    expect(entries.map((e) => e.sort)).toEqual(security.map((s) => s.sort + 5));
    const wpm = await t.db
      .selectFrom('carousel_item')
      .select('image_url')
      .where('platform', '=', 'wpm')
      .where('company_code', '=', 'US')
      .orderBy('sort')
      .execute();
    expect(wpm.map((r) => r.image_url)).toEqual([
      '/carousel/US-wpm-1.svg',
      '/carousel/US-wpm-2.svg',
      '/carousel/US-wpm-3.svg',
    ]);
  });
});
