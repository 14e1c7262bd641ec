import { menuTreeSchema, NO_ACTION_TOP_MENU, type MenuNode, type MenuTree } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMenus } from '../../src/seed/menus.js';
import { messagesFor } from '../../src/lib/i18n.js';
import { openSession } from '../../src/modules/auth/session.service.js';
import { createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

const TREE = '/frontend-server/sys/menu/tree';
let t: TestApp;
const token: Record<string, string> = {};

async function signIn(login: string, company: string) {
  const member = await createMember(t.db, { login_name: login, company_code: company });
  token[company] = (
    await openSession(t.deps, member.id, false, { ip: null, userAgent: null })
  ).token;
}

async function treeOf(company: string, query = '', headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    url: `${TREE}${query}`,
    headers: { token: token[company]!, ...headers },
  });
  expect(res.statusCode, res.body).toBe(200);
  return menuTreeSchema.parse(res.json().data);
}

const flatten = (nodes: MenuTree): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
const byName = (nodes: MenuTree, name: string) => flatten(nodes).find((n) => n.name === name);
const paths = (nodes: MenuTree) => flatten(nodes).map((n) => n.path);

beforeAll(async () => {
  t = await createTestApp();
  for (const company of ['US', 'WT', 'HJ', 'IT']) await signIn(`menu-${company}`, company);
  await seedMenus(t.db);
  await t.db
    .insertInto('sys_config')
    .values([
      { company_code: '*', key: 'hide.dashboardMessage.menu', value: 'N' },
      { company_code: 'HJ', key: 'hide.dashboardMessage.menu', value: 'Y' },
    ])
    .execute();
});
afterAll(async () => t.close());

describe('GET /sys/menu/tree', () => {
  it('answers the main (bzz) tree of spec "Main mode" for US', async () => {
    const tree = await treeOf('US', '?platform=bzz');
    expect(tree.map((n) => n.name)).toEqual([
      'dashboard',
      'shopping',
      'memberBenefit',
      'myAccount',
    ]);
    expect(tree.every((n) => n.meta.position === 'top' && !n.meta.leaf && n.meta.icon)).toBe(true);
    expect(byName(tree, 'dashboard')!.children.map((n) => n.name)).toEqual([
      'SystemIndex',
      'DashboardMessage',
      'DashboardNews',
      'myOrganization',
      'myPromotion',
      'QuickPurchase',
      'ProductLibrary',
      'enroll',
    ]);
    expect(byName(tree, 'myOrganization')!.children.map((n) => n.name)).toEqual([
      'PlacementChat',
      'SponsorChat',
      'DirectlyRecommend',
    ]);
    expect(paths(tree)).toEqual(
      expect.arrayContaining([
        '/dashboard/SystemIndex',
        '/dashboard/myPromotion/promotionQuarter',
        '/shopping/subHistoryOrders',
        '/shopping/AutoOrder/History',
        '/memberBenefit/BonusReport/bnIndex',
        '/memberBenefit/bnEstimatedBonus/bnIndex',
        '/myAccount/MyEwallet',
        '/myAccount/Bankaccountinformation',
      ]),
    );
    expect(paths(tree).some((p) => p.startsWith('/wpm'))).toBe(false);
  });

  it('marks the hidden entries and the leaves', async () => {
    const tree = await treeOf('US', '?platform=bzz');
    for (const name of ['AutoOrder', 'vCard', 'ewalletControl']) {
      expect(byName(tree, name)!.meta).toMatchObject({ show: false, position: 'hidden' });
    }
    expect(byName(tree, 'AutoOrder')!.children.map((n) => n.name)).toEqual([
      'Mall',
      'Cart',
      'History',
    ]);
    expect(byName(tree, 'MyEwallet')!.meta).toMatchObject({
      leaf: true,
      show: true,
      position: 'left',
      showName: 'menu.MyEwallet',
    });
    expect(byName(tree, 'ShoppingCart')!.meta.keepAlive).toBe(false);
    expect(byName(tree, 'ShoppingMall')!.meta.keepAlive).toBe(true);
    expect(byName(tree, 'DashboardMessage')!.meta.show).toBe(true);
  });

  it('names every no-action top-menu entry and translates every label', async () => {
    const tree = await treeOf('US', '?platform=bzz');
    for (const name of NO_ACTION_TOP_MENU) expect(byName(tree, name), name).toBeDefined();
    const en = messagesFor('en');
    const wt = await treeOf('WT');
    const missing = [...flatten(tree), ...flatten(wt)].filter((n) => !en[n.meta.showName]);
    expect(missing.map((n) => n.meta.showName)).toEqual([]);
  });

  it('answers the marketplace (wpm) tree of spec "Marketplace mode" for US', async () => {
    const tree = await treeOf('US', '?platform=wpm');
    expect(tree.map((n) => n.name)).toEqual([
      'dashboard',
      'shopping',
      'memberBenefit',
      'myAccount',
    ]);
    expect(paths(tree).every((p) => p.startsWith('/wpm/'))).toBe(true);
    expect(paths(tree)).toEqual(
      expect.arrayContaining([
        '/wpm/dashboard/SystemIndex',
        '/wpm/enroll',
        '/wpm/shopping/OrderHistory',
        '/wpm/memberBenefit/BonusReport',
        '/wpm/myAccount/MyEwallet',
        '/wpm/myAccount/Bankaccountinformation',
      ]),
    );
    expect(byName(tree, 'wtMyAccount')).toBeUndefined();
    expect(byName(tree, 'myPromotion')!.children).toHaveLength(3);
  });

  it('takes the platform from the platformName header when the query has none', async () => {
    const wpm = await treeOf('US', '', { platformName: 'wpm' });
    expect(wpm[0]!.path).toBe('/wpm/dashboard');
    const bzz = await treeOf('US');
    expect(bzz[0]!.path).toBe('/dashboard');
  });

  it('always gives WT the marketplace tree with wtMyAccount instead of myAccount', async () => {
    const tree = await treeOf('WT', '?platform=bzz');
    expect(tree.map((n) => n.name)).toEqual([
      'dashboard',
      'shopping',
      'memberBenefit',
      'wtMyAccount',
    ]);
    expect(byName(tree, 'myAccount')).toBeUndefined();
    expect(byName(tree, 'wtMyAccount')!.children.map((n) => n.path)).toEqual([
      '/wpm/wtMyAccount/MyEwallet',
      '/wpm/wtMyAccount/Withdraw',
      '/wpm/wtMyAccount/Transfer',
      '/wpm/wtMyAccount/TransactionHistory',
      '/wpm/wtMyAccount/Securitysetting',
      '/wpm/wtMyAccount/Bankaccountinformation',
      '/wpm/wtMyAccount/PersonalProfile',
      '/wpm/wtMyAccount/Logisticmanagerment',
    ]);
  });

  it('hides DashboardMessage for the company whose hide.dashboardMessage.menu is Y', async () => {
    const hj = await treeOf('HJ', '?platform=bzz');
    expect(byName(hj, 'DashboardMessage')!.meta.show).toBe(false);
    expect(byName(hj, 'DashboardNews')!.meta.show).toBe(true);
    const it = await treeOf('IT', '?platform=bzz');
    expect(byName(it, 'DashboardMessage')!.meta.show).toBe(true);
  });

  it('refuses a request without a live session (401)', async () => {
    const none = await t.app.inject({ url: TREE });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 401, data: { error: 'unauthorized' } });
    const bad = await t.app.inject({ url: TREE, headers: { token: 'not-a-token' } });
    expect(bad.statusCode).toBe(401);
  });

  it('refuses an unknown platform (400) with the field named', async () => {
    for (const platform of ['shop', 'BZZ', '']) {
      const res = await t.app.inject({
        url: `${TREE}?platform=${platform}`,
        headers: { token: token.US! },
      });
      expect(res.statusCode, platform).toBe(400);
      expect(res.json().data.fields[0]).toMatchObject({ path: 'querystring.platform' });
    }
  });

  it('carries a private ETag: an unchanged tree is a 304, a changed one a new body', async () => {
    const url = `${TREE}?platform=bzz`;
    const first = await t.app.inject({ url, headers: { token: token.US! } });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await t.app.inject({
      url,
      headers: { token: token.US!, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // another company's tree differs: the same tag does not match it
    const other = await t.app.inject({
      url,
      headers: { token: token.HJ!, 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
    expect(menuTreeSchema.parse(other.json().data).length).toBeGreaterThan(0);
  });
});
