import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusCloseJob, cycleName, cycleOf } from '../../src/modules/bonus/index.js';
import { recordOrders, seedNetwork, W37_PACKAGES } from '../bonus/close-kit.js';
import { W37 } from '../bonus/engine-fixtures.js';
import { createCompany } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { codeNow, consoleCall, operatorSession } from './console-helpers.js';

let t: TestApp;
let admin: string;
let adminMy: string;
let finance: string;

beforeAll(async () => {
  t = await createTestApp();
  await createCompany(t.db, { code: 'MY', currency: 'MYR' });
  admin = (await operatorSession(t, ['admin'])).token;
  adminMy = (await operatorSession(t, ['admin'], { companies: ['MY'] })).token;
  finance = (await operatorSession(t, ['finance'])).token;
});
afterAll(() => t.close());

const save = (token: string, company: string, body: Record<string, unknown>, code?: string) => {
  t.clock.advance(30_000);
  return consoleCall(t, 'PUT', `/company-settings/${company}`, {
    token,
    body: {
      adjustmentApprovalAbove: '250.00',
      cycleClose: 'reviewed',
      reason: 'the board asked for four eyes',
      code: code ?? codeNow(t),
      ...body,
    },
  });
};
const settingsOf = async (token: string) =>
  (await consoleCall(t, 'GET', '/company-settings', { token })).json().data.list as {
    companyCode: string;
    adjustmentApprovalAbove: string;
    cycleClose: string;
    saved: boolean;
  }[];
const savedRow = (company: string) =>
  t.db
    .selectFrom('console_company_setting')
    .selectAll()
    .where('company_code', '=', company)
    .executeTakeFirst();

describe('company settings', () => {
  it("lists each company's settings, the defaults where none is saved", async () => {
    const list = await settingsOf(admin);
    expect(list.find((s) => s.companyCode === 'MY')).toMatchObject({
      adjustmentApprovalAbove: '100000',
      cycleClose: 'automatic',
      saved: false,
    });
    // an operator of one company sees only that one
    expect((await settingsOf(adminMy)).map((s) => s.companyCode)).toEqual(['MY']);
  });

  it('saves with a reason and a fresh code, audited with the before and the after', async () => {
    const res = await save(admin, 'MY', {});
    expect(res.json()).toMatchObject({
      code: 0,
      data: { companyCode: 'MY', adjustmentApprovalAbove: '25000', cycleClose: 'reviewed' },
    });
    expect(await savedRow('MY')).toMatchObject({
      adjustment_approval_above: 25000n,
      cycle_close: 'reviewed',
    });
    const audit = await t.db
      .selectFrom('audit_entry')
      .selectAll()
      .where('target', '=', 'company:MY')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      action: 'company:settings',
      reason: 'the board asked for four eyes',
      before: { adjustmentApprovalAbove: '100000', cycleClose: 'automatic' },
      after: { adjustmentApprovalAbove: '25000', cycleClose: 'reviewed' },
    });
    // an adjustment threshold of zero sends every adjustment to a second operator
    const zero = await save(admin, 'MY', { adjustmentApprovalAbove: '0', cycleClose: 'automatic' });
    expect(zero.json().data).toMatchObject({
      adjustmentApprovalAbove: '0',
      cycleClose: 'automatic',
    });
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await savedRow('MY');
    const decimals = await save(admin, 'MY', { adjustmentApprovalAbove: '5.001' });
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json().data.fields[0]).toMatchObject({ path: 'adjustmentApprovalAbove' });
    expect((await save(admin, 'MY', { adjustmentApprovalAbove: '-5' })).statusCode).toBe(400);
    expect((await save(admin, 'MY', { cycleClose: 'weekly' })).statusCode).toBe(400);
    expect((await save(admin, 'MY', { reason: ' ' })).statusCode).toBe(400);
    const wrong = await save(admin, 'MY', {}, '000000');
    expect(wrong.json().code).not.toBe(0);
    expect(wrong.json().msg).toBeTruthy();
    expect(await savedRow('MY')).toEqual(before);
  });

  it('saves, keeps and clears the stock alert address, audited; a bad address changes nothing', async () => {
    const set = await save(admin, 'MY', { stockAlertEmail: ' stock@my.example.com ' });
    expect(set.json().data).toMatchObject({ stockAlertEmail: 'stock@my.example.com' });
    expect(await savedRow('MY')).toMatchObject({ stock_alert_email: 'stock@my.example.com' });
    const audit = await t.db
      .selectFrom('audit_entry')
      .selectAll()
      .where('target', '=', 'company:MY')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      before: { stockAlertEmail: null },
      after: { stockAlertEmail: 'stock@my.example.com' },
    });
    // a save without the field keeps the address
    expect((await save(admin, 'MY', {})).json().data.stockAlertEmail).toBe('stock@my.example.com');
    expect((await settingsOf(adminMy))[0]).toMatchObject({
      stockAlertEmail: 'stock@my.example.com',
    });
    const before = await savedRow('MY');
    const bad = await save(admin, 'MY', { stockAlertEmail: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields[0]).toMatchObject({
      path: 'body.stockAlertEmail',
      key: 'validation.emailFormat',
    });
    expect(bad.json().msg).toBeTruthy();
    const long = await save(admin, 'MY', { stockAlertEmail: `${'a'.repeat(250)}@x.io` });
    expect(long.statusCode).toBe(400);
    expect((await save(adminMy, 'US', { stockAlertEmail: 'a@b.example' })).statusCode).toBe(404);
    expect(await savedRow('MY')).toEqual(before);
    expect(await savedRow('US')).toBeUndefined();
    // '' clears it: no alert is sent
    const cleared = await save(admin, 'MY', { stockAlertEmail: '' });
    expect(cleared.json().data.stockAlertEmail).toBeNull();
    expect(await savedRow('MY')).toMatchObject({ stock_alert_email: null });
  });

  it("answers another company's settings as missing and refuses an operator without the permission", async () => {
    const foreign = await save(adminMy, 'US', {});
    expect(foreign.statusCode).toBe(404);
    expect((await save(admin, 'XX', {})).statusCode).toBe(404);
    expect((await save(finance, 'US', {})).statusCode).toBe(403);
    expect(await savedRow('US')).toBeUndefined();
  });
});

describe('the weekly close job and a company that closes by review', () => {
  it('leaves the cycle to the console, and closes it again once the company is automatic', async () => {
    const { ids } = await seedNetwork(t.db, 'US');
    await recordOrders(t.db, ids, W37_PACKAGES);
    await save(admin, 'US', { cycleClose: 'reviewed' });
    const realNow = t.deps.now;
    t.deps.now = () => new Date(W37 + 7 * 86_400_000 + 3_600_000);
    const cycles = () =>
      t.db.selectFrom('bonus_cycle').select(['cycle', 'state']).where('company_code', '=', 'US');
    try {
      await bonusCloseJob.handler(t.deps, {});
      expect(await cycles().where('state', '=', 'closed').execute()).toEqual([]);
      t.deps.now = realNow;
      await save(admin, 'US', { cycleClose: 'automatic' });
      t.deps.now = () => new Date(W37 + 7 * 86_400_000 + 3_600_000);
      await bonusCloseJob.handler(t.deps, {});
      expect(await cycles().execute()).toEqual([
        { cycle: cycleName(cycleOf(W37)), state: 'closed' },
      ]);
    } finally {
      t.deps.now = realNow;
    }
  });
});
