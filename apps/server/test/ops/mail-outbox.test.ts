import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPS_COMMANDS } from '../../src/ops/commands/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function run(...args: string[]) {
  const command = OPS_COMMANDS.find((c) => c.name === 'mail:outbox')!;
  const lines: string[] = [];
  const code = await command.run(
    {
      config: { ...t.deps.config, silentLoginSecret: 'x'.repeat(32) },
      db: t.db,
      out: (line) => lines.push(line),
      operator: 'carol',
    },
    args,
  );
  return { code, out: lines.join('\n') };
}

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
