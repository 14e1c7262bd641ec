import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsRunner } from '../helpers/ops-runner.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { autoshipMember, createAutoship, makeAutoshipShop } from './autoship-test-kit.js';

let t: TestApp;
const ops = opsRunner(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('autoship operator commands', () => {
  it('lists autoships, dry-runs a date without changing anything, and forecasts', async () => {
    const skus = await makeAutoshipShop(t);
    const m = await autoshipMember(t, [skus.get('Shake')!]);
    const a = await createAutoship(t, m.token, m.addressId);
    const list = await ops('autoship:list');
    expect(list.out).toContain(`#${a.id}  member ${m.member.id}`);
    const dry = await ops('autoship:run', '--date', a.nextRunDate, '--dry-run');
    expect(dry.out).toContain(`would run #${a.id}`);
    expect(await t.db.selectFrom('autoship_run').selectAll().execute()).toHaveLength(0);
    const forecast = await ops('autoship:forecast', '--days', '40');
    expect(forecast.out).toContain(`${a.nextRunDate}  runs 1  amount 35.00 USD`);
    expect((await ops('autoship:run', '--date', 'tomorrow')).code).toBe(2);
  });
});
