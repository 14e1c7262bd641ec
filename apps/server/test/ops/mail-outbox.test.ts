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

  it('exits 1 for an address without mail and 2 without one', async () => {
    expect((await run('nobody@example.com')).code).toBe(1);
    expect((await run()).code).toBe(2);
  });
});
