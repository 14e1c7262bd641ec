import { LOW_STOCK_DEFAULT } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockAlertJob } from '../../src/flows/stock-alert.job.js';
import { listOutboxFor } from '../../src/modules/mail/index.js';
import { createCompany } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { makeShop } from '../order/order-test-kit.js';
import { codeNow, consoleCall, operatorSession } from './console-helpers.js';

/**
 * A company's own low-stock default: the threshold of its SKUs without their own, saved on
 * Company settings, and read by the Stock page, the home's count and the daily alert.
 */
let t: TestApp;
let admin: string;
let adminMy: string;
let sku: Record<'twenty' | 'forty' | 'own', number>;

const save = (token: string, company: string, body: Record<string, unknown>) => {
  t.clock.advance(30_000);
  return consoleCall(t, 'PUT', `/company-settings/${company}`, {
    token,
    body: {
      adjustmentApprovalAbove: '1000.00',
      cycleClose: 'automatic',
      reason: 'the warehouse reorders by the pallet',
      code: codeNow(t),
      ...body,
    },
  });
};
const settingOf = async (company: string) =>
  (
    (await consoleCall(t, 'GET', '/company-settings', { token: admin })).json().data.list as {
      companyCode: string;
      lowStockDefault: number;
    }[]
  ).find((s) => s.companyCode === company)!;
const stockOf = async (company: string, low?: boolean) =>
  (
    await consoleCall(t, 'GET', '/stock', {
      token: admin,
      query: { companyCode: company, ...(low ? { low: 'true' } : {}) },
    })
  ).json().data.list as { skuId: number; threshold: number; lowStockThreshold: number | null }[];
const lowCountOf = async (company: string) =>
  (
    (await consoleCall(t, 'GET', '/home', { token: admin })).json().data.lowStock as {
      companyCode: string;
      skus: number;
    }[]
  ).find((l) => l.companyCode === company)?.skus ?? 0;
const savedDefault = async (company: string) =>
  (
    await t.db
      .selectFrom('console_company_setting')
      .select('low_stock_default')
      .where('company_code', '=', company)
      .executeTakeFirst()
  )?.low_stock_default;

beforeAll(async () => {
  t = await createTestApp();
  await createCompany(t.db, { code: 'MY', currency: 'MYR' });
  const us = await makeShop(t.db, [
    { name: 'Twenty', stock: 20 },
    { name: 'Forty', stock: 40 },
    { name: 'Own', stock: 20 },
  ]);
  sku = { twenty: us.get('Twenty')!, forty: us.get('Forty')!, own: us.get('Own')! };
  // a SKU with a threshold of its own keeps it whatever the company's default
  await t.db
    .updateTable('product_sku')
    .set({ low_stock_threshold: 5 })
    .where('id', '=', sku.own)
    .execute();
  // another company's SKU at 20: its threshold stays the constant
  await makeShop(t.db, [{ name: 'Tonic', stock: 20 }], { company: 'MY' });
  admin = (await operatorSession(t, ['admin'])).token;
  adminMy = (await operatorSession(t, ['admin'], { companies: ['MY'] })).token;
});
afterAll(() => t.close());

describe("a company's low-stock default", () => {
  it('is the constant until set, and then is the threshold of every SKU without its own', async () => {
    expect(await settingOf('US')).toMatchObject({ lowStockDefault: LOW_STOCK_DEFAULT });
    expect((await stockOf('US', true)).map((r) => r.skuId)).toEqual([]);
    const lowBefore = await lowCountOf('US');

    const res = await save(admin, 'US', { lowStockDefault: 25 });
    expect(res.json()).toMatchObject({ code: 0, data: { lowStockDefault: 25 } });
    expect(await savedDefault('US')).toBe(25);
    const byId = new Map((await stockOf('US')).map((r) => [r.skuId, r]));
    expect(byId.get(sku.twenty)).toMatchObject({ threshold: 25, lowStockThreshold: null });
    expect(byId.get(sku.forty)).toMatchObject({ threshold: 25, lowStockThreshold: null });
    expect(byId.get(sku.own)).toMatchObject({ threshold: 5, lowStockThreshold: 5 });
    // only the SKU at 20 without its own threshold is now low
    expect((await stockOf('US', true)).map((r) => r.skuId)).toEqual([sku.twenty]);
    expect(await lowCountOf('US')).toBe(lowBefore + 1);
    // the other company is untouched
    expect((await stockOf('MY'))[0]).toMatchObject({ threshold: LOW_STOCK_DEFAULT });
    expect(await lowCountOf('MY')).toBe(0);
  });

  it('is audited with its before and after, and kept by a save without it', async () => {
    const audit = await t.db
      .selectFrom('audit_entry')
      .select(['before', 'after'])
      .where('target', '=', 'company:US')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      before: { lowStockDefault: LOW_STOCK_DEFAULT },
      after: { lowStockDefault: 25 },
    });
    expect((await save(admin, 'US', {})).json().data.lowStockDefault).toBe(25);
    expect(await savedDefault('US')).toBe(25);
  });

  it('refuses a value that is not a whole number from 0 up, and changes nothing', async () => {
    for (const [value, key] of [
      [-1, 'validation.tooSmall'],
      [2.5, 'validation.notInteger'],
      [10_000_000, 'validation.tooLarge'],
      ['12', 'validation.notNumber'],
    ] as const) {
      const bad = await save(admin, 'US', { lowStockDefault: value });
      expect(bad.statusCode, String(value)).toBe(400);
      expect(bad.json().data.fields[0]).toMatchObject({ path: 'body.lowStockDefault', key });
      expect(bad.json().msg).toBeTruthy();
    }
    expect(await savedDefault('US')).toBe(25);
    // another company's operator cannot set it
    expect((await save(adminMy, 'US', { lowStockDefault: 0 })).statusCode).toBe(404);
    expect(await savedDefault('US')).toBe(25);
    // zero is allowed: only SKUs out of stock are then low
    expect((await save(admin, 'MY', { lowStockDefault: 0 })).json().data.lowStockDefault).toBe(0);
    expect((await stockOf('MY'))[0]).toMatchObject({ threshold: 0 });
  });

  it('names the SKUs under it in the daily low-stock alert', async () => {
    expect((await save(admin, 'US', { stockAlertEmail: 'stock@us.example' })).statusCode).toBe(200);
    await stockAlertJob.handler(t.deps, {});
    const mails = await listOutboxFor(t.db, 'stock@us.example');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body_text).toContain('Twenty: stock 20, threshold 25');
    // the SKU at 40 and the one at 20 with its own threshold of 5 are not named
    expect(mails[0]!.body_text).not.toContain('Forty');
    expect(mails[0]!.body_text).not.toContain('Own:');
    expect(mails[0]!.subject).toContain('1 SKU(s)');
  });
});
