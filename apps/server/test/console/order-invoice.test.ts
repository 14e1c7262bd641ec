import { INVOICE_PATHS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf } from '../auth/auth-helpers.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { call } from '../wallet/factories.js';
import { consoleCall } from './console-helpers.js';
import { auditsOf, newOrder, orderWorld, type OrderWorld } from './orders-kit.js';

let t: TestApp;
let w: OrderWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await orderWorld(t);
  await t.db
    .updateTable('member')
    .set({ email: 'buyer@example.com' })
    .where('id', '=', w.buyer.member.id)
    .execute();
});
afterAll(() => t.close());

const resend = (token: string, orderNo: string, key?: string) =>
  consoleCall(t, 'POST', `/orders/${orderNo}/invoice/resend`, {
    token,
    headers: key ? { 'idempotency-key': key } : {},
  });

/** The files the outbox keeps with each mail to `to`, oldest mail first. */
const attachmentsTo = (to: string) =>
  t.db
    .selectFrom('mail_outbox_attachment as a')
    .innerJoin('mail_outbox as m', 'm.id', 'a.outbox_id')
    .select(['a.file_name', 'a.content_type', 'a.content'])
    .where('m.to_address', '=', to)
    .orderBy('m.id')
    .orderBy('a.seq')
    .execute();

const mailsTo = (to: string) =>
  t.db
    .selectFrom('mail_outbox')
    .select(['subject', 'body_text'])
    .where('to_address', '=', to)
    .orderBy('id')
    .execute();

describe('re-sending the invoice from the console', () => {
  it('queues one mail with the PDF and a link that opens the invoice, audited; a repeated key sends no more', async () => {
    const orderNo = await newOrder(t, w);
    const before = (await mailsTo('buyer@example.com')).length;
    const filesBefore = (await attachmentsTo('buyer@example.com')).length;
    const sent = await resend(w.tokens.support, orderNo, 'resend-one-0001');
    expect(sent.json().data).toMatchObject({ orderNo, email: 'buyer@example.com' });
    const again = await resend(w.tokens.support, orderNo, 'resend-one-0001');
    expect(again.json().data).toEqual(sent.json().data);
    const mails = (await mailsTo('buyer@example.com')).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your invoice for order ${orderNo}`);
    expect(mails[0]!.body_text).toContain('attached as a PDF');
    const files = (await attachmentsTo('buyer@example.com')).slice(filesBefore);
    expect(files.map((f) => [f.file_name, f.content_type])).toEqual([
      [`invoice-${orderNo}.pdf`, 'application/pdf'],
    ]);
    const pdf = Buffer.from(files[0]!.content);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
    const link = /https?:\/\/\S+InvoiceOss\?(\S+)/.exec(mails[0]!.body_text)!;
    const query = Object.fromEntries(new URLSearchParams(link[1]));
    const opened = await call(t, 'GET', INVOICE_PATHS.oss, { token: null, query });
    expect(opened.json().data.orderNo).toBe(orderNo);
    const audits = await auditsOf(t, orderNo);
    expect(audits.map((a) => [a.action, a.after])).toEqual([
      ['invoice:resend', expect.objectContaining({ email: 'buyer@example.com' })],
    ]);
    const other = await newOrder(t, w);
    const reused = await resend(w.tokens.support, other, 'resend-one-0001');
    expect(errorOf(reused).data.error).toBe('idempotencyConflict');
  });

  it('refuses an unpaid order, a member without an address, no key, a foreign order, no permission', async () => {
    const unpaid = await newOrder(t, w, 1, false);
    const early = await resend(w.tokens.fulfilment, unpaid, 'resend-unpaid-01');
    expect(errorOf(early).data.error).toBe('invoiceOrderUnpaid');
    const paid = await newOrder(t, w, 1);
    expect((await resend(w.tokens.fulfilment, paid)).statusCode).toBe(400);
    expect((await resend(w.tokens.fulfilmentMy, paid, 'resend-foreign-1')).statusCode).toBe(404);
    expect((await resend(w.tokens.content, paid, 'resend-content-1')).statusCode).toBe(403);
    await t.db
      .updateTable('member')
      .set({ email: null })
      .where('id', '=', w.buyer.member.id)
      .execute();
    const nowhere = await resend(w.tokens.finance, paid, 'resend-nomail-01');
    expect(errorOf(nowhere).data.error).toBe('invoiceNoEmail');
    expect(await auditsOf(t, unpaid)).toEqual([]);
    expect(await auditsOf(t, paid)).toEqual([]);
  });
});
