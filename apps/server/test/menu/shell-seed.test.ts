import {
  COMPANY_CODES,
  CONFIG_DEFAULT_COMPANY,
  CONFIG_KEY,
  MARKETPLACE_ONLY_COMPANY,
  PAGE_CODES,
  SWITCH,
  type MenuNode,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession } from '../../src/modules/auth/session.service.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/** The whole demo seed (companies, settings, members, then the shell's data) on a fresh DB. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: true });
}, 600_000);
afterAll(async () => t.close());

async function tokenOf(login: string) {
  const m = await t.db
    .selectFrom('member')
    .select('id')
    .where('login_name', '=', login)
    .executeTakeFirstOrThrow();
  return (await openSession(t.deps, m.id, false, { ip: null, userAgent: null })).token;
}

const flatten = (nodes: MenuNode[]): MenuNode[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);
const find = (nodes: MenuNode[], name: string) => flatten(nodes).find((n) => n.name === name);

describe('seeded shell', () => {
  it('gives the demo login unread messages', async () => {
    const res = await t.app.inject({
      url: '/frontend-server/api/messageCenter/unreadQuantity/3',
      headers: { token: await tokenOf('demo') },
    });
    expect(res.json().data).toBeGreaterThan(0);
  });

  it('gives the demo logins their menus, WT the marketplace one', async () => {
    const url = '/frontend-server/sys/menu/tree';
    const demo = await t.app.inject({ url, headers: { token: await tokenOf('demo') } });
    expect(find(demo.json().data, 'myAccount')?.path).toBe('/myAccount');
    const wt = await t.app.inject({ url, headers: { token: await tokenOf('wtdemo') } });
    expect(find(wt.json().data, 'wtMyAccount')?.path).toBe('/wpm/wtMyAccount');
  });

  it('hides DashboardMessage exactly for the companies whose setting says so', async () => {
    const rows = await t.db
      .selectFrom('sys_config')
      .select(['company_code', 'value'])
      .where('key', '=', CONFIG_KEY.hideDashboardMessageMenu)
      .execute();
    // WT has no main-platform tree, so its setting has nothing to hide
    const skip = [CONFIG_DEFAULT_COMPANY, MARKETPLACE_ONLY_COMPANY];
    const hiding = rows.filter((r) => r.value === SWITCH.on && !skip.includes(r.company_code));
    expect(hiding.length).toBeGreaterThan(0);
    for (const { company_code } of hiding) {
      const member = await t.db
        .selectFrom('member')
        .select('login_name')
        .where('company_code', '=', company_code)
        .limit(1)
        .executeTakeFirstOrThrow();
      const res = await t.app.inject({
        url: '/frontend-server/sys/menu/tree?platform=bzz',
        headers: { token: await tokenOf(member.login_name) },
      });
      expect(find(res.json().data, 'DashboardMessage')?.meta.show, company_code).toBe(false);
    }
  });

  it('has every public page for every company in English', async () => {
    for (const companyCode of COMPANY_CODES) {
      for (const pageCode of PAGE_CODES) {
        const res = await t.app.inject(
          `/frontend-server/sys/page/${pageCode}?companyCode=${companyCode}`,
        );
        expect(res.statusCode, `${companyCode} ${pageCode}`).toBe(200);
      }
    }
  });
});
