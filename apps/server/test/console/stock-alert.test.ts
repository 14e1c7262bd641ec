import { addDays, businessDay } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockAlertJob } from '../../src/flows/stock-alert.job.js';
import { listOutboxFor } from '../../src/modules/mail/index.js';
import { createCompany } from '../helpers/factories.js';
import { opsRunner } from '../helpers/ops-runner.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { jobsOf } from '../jobs/job-test-kit.js';
import { makeShop, productOfSku } from '../order/order-test-kit.js';
import { walletMember } from '../wallet/factories.js';
import { codeNow, consoleCall, operatorSession } from './console-helpers.js';

const US_TO = 'stock-us@example.com';
const MY_TO = 'stock-my@example.com';

let t: TestApp;
let admin: string;
let sku: Record<'serum' | 'cream' | 'hidden', number>;
const ops = opsRunner(() => t);

const codeOf = async (id: number) =>
  (
    await t.db
      .selectFrom('product_sku')
      .select('code')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).code;
const setAddress = (company: string, stockAlertEmail: string, stockAlertLocale?: string) => {
  t.clock.advance(30_000);
  return consoleCall(t, 'PUT', `/company-settings/${company}`, {
    token: admin,
    body: {
      adjustmentApprovalAbove: '1000.00',
      cycleClose: 'automatic',
      stockAlertEmail,
      ...(stockAlertLocale ? { stockAlertLocale } : {}),
      reason: 'stock alerts to the warehouse',
      code: codeNow(t),
    },
  });
};
const runJob = () => stockAlertJob.handler(t.deps, {});
const alertRows = () =>
  t.db.selectFrom('stock_alert').selectAll().orderBy('business_day').execute();

beforeAll(async () => {
  t = await createTestApp();
  await createCompany(t.db, { code: 'MY', currency: 'MYR' });
  await createCompany(t.db, { code: 'CA', currency: 'CAD' });
  const us = await makeShop(t.db, [
    { name: 'Serum', stock: 3 },
    { name: 'Cream', stock: 50 },
    { name: 'Hidden', stock: 1 },
  ]);
  sku = { serum: us.get('Serum')!, cream: us.get('Cream')!, hidden: us.get('Hidden')! };
  // withdrawn from the shop: not published, so not in the alert however low
  await t.db
    .updateTable('product_sku')
    .set({ active: false })
    .where('id', '=', sku.hidden)
    .execute();
  await makeShop(t.db, [{ name: 'Tonic', stock: 50 }], { company: 'MY' });
  // low, but the company named no address
  await makeShop(t.db, [{ name: 'Gel', stock: 0 }], { company: 'CA' });
  admin = (await operatorSession(t, ['admin'])).token;
  expect((await setAddress('US', US_TO)).statusCode).toBe(200);
  expect((await setAddress('MY', MY_TO)).statusCode).toBe(200);
  // an active autoship takes 4 of the serum in the next 7 days
  const member = await walletMember(t);
  const autoship = await t.db
    .insertInto('autoship')
    .values({
      member_id: member.member.id,
      company_code: 'US',
      status: 'active',
      schedule_kind: 'everyWeeks',
      schedule_value: 2,
      next_run_date: addDays(businessDay(t.clock.now), 1),
      delivery_mode: 'none',
      card_token: 'tok',
      card_brand: 'visa',
      card_last4: '4242',
      card_exp_month: 12,
      card_exp_year: 2040,
      quoted_total: 0n,
      locale: 'en',
      idempotency_key: 'stock-alert-test',
      request_hash: 'x',
      created_at: t.clock.now,
      updated_at: t.clock.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('autoship_line')
    .values({ autoship_id: autoship.id, product_sku_id: sku.serum, qty: 4, position: 0 })
    .execute();
});
afterAll(() => t.close());

describe('the daily low-stock alert', () => {
  it('mails each company with an address its published low SKUs, once per business day', async () => {
    const mailJobsBefore = (await jobsOf(t, 'mail_send')).length;
    await runJob();
    const mails = await listOutboxFor(t.db, US_TO);
    expect(mails).toHaveLength(1);
    const day = businessDay(t.clock.now);
    expect(mails[0]!.subject).toContain(`Low stock at US on ${day}: 1 SKU(s)`);
    const text = mails[0]!.body_text;
    expect(text).toContain(`${await codeOf(sku.serum)}  Serum: stock 3, threshold 10, autoship 4`);
    expect(text).toContain(`from ${day} to ${addDays(day, 6)}`);
    expect(text).not.toContain(await codeOf(sku.cream));
    expect(text).not.toContain(await codeOf(sku.hidden));
    // the mail is sent by the outbox's job, queued with it
    expect((await jobsOf(t, 'mail_send')).length).toBe(mailJobsBefore + 1);
    // nothing low at MY, no address at CA: no mail, no alert row
    expect(await listOutboxFor(t.db, MY_TO)).toEqual([]);
    expect(await alertRows()).toMatchObject([
      { company_code: 'US', business_day: day, to_address: US_TO, skus: 1 },
    ]);

    // a second run of the same day (a retry, another server) sends nothing
    await runJob();
    expect(await listOutboxFor(t.db, US_TO)).toHaveLength(1);
    expect(await alertRows()).toHaveLength(1);
  });

  it('runs by hand for a day with ops stock:alert, once per day as well', async () => {
    const next = addDays(businessDay(t.clock.now), 1);
    const mailJobsBefore = (await jobsOf(t, 'mail_send')).length;
    const first = await ops('stock:alert', '--date', next);
    // the command queues the mail's send on the portal's queue, in the mail's transaction
    expect((await jobsOf(t, 'mail_send')).length).toBe(mailJobsBefore + 1);
    expect(first.code).toBe(0);
    expect(first.out).toContain(`US ${next}: mailed 1 low SKU(s) to ${US_TO}`);
    expect(first.out).toContain(`MY ${next}: nothing low, nothing sent`);
    expect(first.out).not.toContain('CA ');
    const again = await ops('stock:alert', '--date', next);
    expect(again.out).toContain(`US ${next}: already alerted that day, nothing sent`);
    expect(again.out).toContain('0 alert(s) sent');
    const mails = await listOutboxFor(t.db, US_TO);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toContain(`on ${next}`);
    expect((await ops('stock:alert', '--date', '2026-13-45')).code).toBe(2);
    expect((await ops('stock:alert')).code).toBe(2);
  });

  it("writes the alert in the company's chosen language, the products' names too", async () => {
    const day = addDays(businessDay(t.clock.now), 3);
    await t.db
      .updateTable('product_text')
      .set({ name: '精华液' })
      .where('product_id', '=', await productOfSku(t.db, sku.serum))
      .where('locale', '=', 'zh-CN')
      .execute();
    // the cream low as well: without a Chinese name, the mail keeps its English one
    await t.db
      .deleteFrom('product_text')
      .where('product_id', '=', await productOfSku(t.db, sku.cream))
      .where('locale', '=', 'zh-CN')
      .execute();
    await t.db.updateTable('product_sku').set({ stock: 2 }).where('id', '=', sku.cream).execute();
    const set = await setAddress('US', US_TO, 'zh-CN');
    expect(set.json().data).toMatchObject({ stockAlertEmail: US_TO, stockAlertLocale: 'zh-CN' });
    // absent keeps the saved language; an unknown one is refused and changes nothing
    expect((await setAddress('US', US_TO)).json().data.stockAlertLocale).toBe('zh-CN');
    const bad = await setAddress('US', US_TO, 'fr');
    expect(bad.statusCode).toBe(400);
    expect((await setAddress('US', US_TO)).json().data.stockAlertLocale).toBe('zh-CN');

    await ops('stock:alert', '--date', day);
    const mail = (await listOutboxFor(t.db, US_TO)).find((m) => m.subject.includes(day))!;
    expect(mail.subject).toBe(`US 在 ${day} 的低库存提醒：2 个 SKU 已达到或低于阈值`);
    expect(mail.body_text).toContain(`${await codeOf(sku.serum)}  精华液：库存 3，阈值 10`);
    expect(mail.body_text).toContain(`${await codeOf(sku.cream)}  Cream：库存 2，阈值 10`);
    expect(mail.body_text).toContain('控制台的“库存”页面（“仅显示低库存”）');
    expect(mail.body_text).not.toMatch(/Low stock|threshold/);
    // back to English for the tests after this one
    await t.db.updateTable('product_sku').set({ stock: 50 }).where('id', '=', sku.cream).execute();
    expect((await setAddress('US', US_TO, 'en')).json().data.stockAlertLocale).toBe('en');
  });

  it('sends nothing once the address is cleared or nothing is low', async () => {
    const day = addDays(businessDay(t.clock.now), 2);
    expect((await setAddress('US', '')).json().data.stockAlertEmail).toBeNull();
    await ops('stock:alert', '--date', day);
    expect(await listOutboxFor(t.db, US_TO)).toHaveLength(3);
    // an address again, and the serum restocked above its threshold: nothing low, no mail
    await setAddress('US', US_TO);
    await t.db.updateTable('product_sku').set({ stock: 40 }).where('id', '=', sku.serum).execute();
    const run = await ops('stock:alert', '--date', day);
    expect(run.out).toContain(`US ${day}: nothing low, nothing sent`);
    expect(await listOutboxFor(t.db, US_TO)).toHaveLength(3);
    expect(await alertRows()).toHaveLength(3);
  });
});
