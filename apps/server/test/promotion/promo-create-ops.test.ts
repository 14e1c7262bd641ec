import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../helpers/factories.js';
import { runOpsCommand } from '../helpers/ops-runner.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createCompany(t.db, { code: 'US' });
});
afterAll(() => t.close());

const dir = mkdtempSync(path.join(tmpdir(), 'promo-'));
function file(name: string, body: unknown) {
  const p = path.join(dir, name);
  writeFileSync(p, typeof body === 'string' ? body : JSON.stringify(body));
  return p;
}

const run = (args: string[]) => runOpsCommand(t, ['promo:create', ...args], { operator: 'alice' });

const good = {
  companyCode: 'US',
  code: 'ops-spin',
  kind: 'alphaspin',
  title: { en: 'Ops spin' },
  startsOn: '2026-10-01',
  endsOn: '2026-12-31',
  rules: {
    minOrderBv: '50',
    slots: [
      { label: 'a', weight: 1, prize: { kind: 'none' } },
      { label: 'b', weight: 1, prize: { kind: 'points', points: 5 } },
    ],
  },
};

describe('ops promo:create', () => {
  it('creates a validated promotion and audits it; a second with the same code is refused', async () => {
    const p = file('good.json', good);
    const first = await run([p]);
    expect(first.code).toBe(0);
    expect(first.lines[0]).toMatch(/^promotion \d+ created/);
    const again = await run([p]);
    expect(again.code).toBe(1);
    const audit = await t.db.selectFrom('promotion_audit').selectAll().orderBy('id').execute();
    expect(audit.map((a) => [a.operator, a.outcome])).toEqual([
      ['alice', 'ok'],
      ['alice', 'refused'],
    ]);
  });

  it('refuses a file that is not valid, naming the field, and audits the refusal', async () => {
    const bad = await run([file('bad.json', { ...good, code: 'x2', endsOn: '2026-01-01' })]);
    expect(bad.code).toBe(1);
    expect(bad.lines[0]).toContain('endsOn');
    expect((await run([file('junk.json', '{nope')])).code).toBe(1);
    expect(
      (await run([file('unknown.json', { ...good, code: 'x3', companyCode: 'ZZ' })])).code,
    ).toBe(1);
    expect((await run([])).code).toBe(2);
    expect((await run([path.join(dir, 'missing.json')])).code).toBe(2);
    const refused = await t.db
      .selectFrom('promotion_audit')
      .select('outcome')
      .where('outcome', '=', 'refused')
      .execute();
    expect(refused.length).toBeGreaterThanOrEqual(4);
  });
});
