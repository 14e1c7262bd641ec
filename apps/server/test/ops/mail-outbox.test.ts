import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOpsCommand } from '../helpers/ops-runner.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const run = (...args: string[]) =>
  runOpsCommand(t, ['mail:outbox', ...args], { operator: 'carol' });

describe('ops mail:outbox', () => {
  it('prints the newest mails to the address only, naming the operator', async () => {
    await t.deps.mailer.send({ to: 'ana@example.com', subject: 'Welcome', text: 'link one' });
    await t.deps.mailer.send({ to: 'ana@example.com', subject: 'Again', text: 'link two' });
    await t.deps.mailer.send({ to: 'bob@example.com', subject: 'Other', text: 'not yours' });
    const { code, out } = await run('ana@example.com');
    expect(code).toBe(0);
    expect(out.indexOf('link two')).toBeLessThan(out.indexOf('link one'));
    expect(out).not.toContain('not yours');
    expect(out).toContain('read by carol');
  });

  it('names the files a mail carries, with their sizes, not their bytes', async () => {
    const content = Buffer.from('%PDF-1.4 the invoice');
    await t.deps.mailer.send({
      to: 'cy@example.com',
      subject: 'Invoice',
      text: 'attached',
      attachments: [{ fileName: 'invoice-A1.pdf', contentType: 'application/pdf', content }],
    });
    await t.deps.mailer.send({ to: 'cy@example.com', subject: 'Plain', text: 'no file' });
    const { lines } = await run('cy@example.com');
    expect(lines.filter((line) => line.startsWith('attached:'))).toEqual([
      `attached: invoice-A1.pdf (${content.length} bytes)`,
    ]);
    expect(lines.join('\n')).not.toContain('the invoice');
  });

  it('exits 1 for an address without mail and 2 without one', async () => {
    expect((await run('nobody@example.com')).code).toBe(1);
    expect((await run()).code).toBe(2);
  });
});
