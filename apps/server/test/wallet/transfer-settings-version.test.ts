import { MEMBER_ACCOUNTS } from '@portal/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/client.js';
import { statusesThatMay } from '../../src/modules/member/index.js';
import { runTransferStatement } from '../../src/modules/wallet/transfer/transfer.repository.js';
import { findTransferSettingsText } from '../../src/modules/wallet/wallet-settings.repository.js';
import {
  currentTransferSettings,
  TRANSFER_CONFIG_KEYS,
  type TransferSettings,
} from '../../src/modules/wallet/wallet-settings.js';
import { createCompany, createMember } from '../helpers/factories.js';
import { rolledBack } from '../helpers/row-locks.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * The transfer's statement trusts the settings Node planned with while their version is the
 * current one (migration 0077), where it used to compare their whole text: every write that
 * changes the text Node reads (`wallet_transfer_settings`) must bump the version, committed
 * with the write, and a statement planned before such a write must answer 'settings' with
 * the current text, as it did when the texts differed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createCompany(t.db);
});
afterAll(() => t.close());

const KEY = TRANSFER_CONFIG_KEYS[0]!;

/** The settings' text without the version, and the version: what Node reads, split. */
async function read(db: Db = t.db) {
  const text = await findTransferSettingsText(db, 'US', TRANSFER_CONFIG_KEYS);
  const { version, ...settings } = JSON.parse(text!) as { version: string };
  return { settings: JSON.stringify(settings), version };
}

/** A transfer's statement built from `settings`, refused at the limit if they are current. */
async function planned(settings: TransferSettings) {
  const sender = await createMember(t.db);
  const to = await createMember(t.db, { sponsor_id: sender.id });
  return runTransferStatement(t.db, {
    companyCode: 'US',
    fromMemberId: sender.id,
    toMemberId: to.id,
    fromAccount: 'bonus',
    toAccount: 'bonus',
    amount: 1n,
    currency: settings.money.code,
    minorUnit: settings.money.minorUnit,
    remark: null,
    daily: settings.limits.daily,
    timeZone: settings.money.timeZone,
    at: new Date(),
    createdBy: `member:${sender.id}`,
    senderAccounts: MEMBER_ACCOUNTS,
    ticket: { scope: `member:${sender.id}`, key: `version-${sender.id}`, requestHash: 'h' },
    answer: '{}',
    settingsVersion: settings.version,
    configKeys: TRANSFER_CONFIG_KEYS,
    pin: null,
    single: 0n,
    senderStatus: sender.status,
    payable: statusesThatMay('bePaid'),
  });
}

/** Writes that change what `wallet_transfer_settings` answers for US, one after another. */
const WRITES: [string, () => Promise<unknown>][] = [
  [
    'a default inserted',
    () =>
      t.db.insertInto('sys_config').values({ company_code: '*', key: KEY, value: '70' }).execute(),
  ],
  [
    "the company's own inserted",
    () =>
      t.db.insertInto('sys_config').values({ company_code: 'US', key: KEY, value: '60' }).execute(),
  ],
  [
    'a value updated',
    () =>
      t.db
        .updateTable('sys_config')
        .set({ value: '50' })
        .where('key', '=', KEY)
        .where('company_code', '=', 'US')
        .execute(),
  ],
  [
    "the company's own deleted",
    () =>
      t.db
        .deleteFrom('sys_config')
        .where('key', '=', KEY)
        .where('company_code', '=', 'US')
        .execute(),
  ],
  [
    'the time zone changed',
    () =>
      t.db
        .updateTable('company')
        .set({ time_zone: 'Asia/Tokyo' })
        .where('code', '=', 'US')
        .execute(),
  ],
  [
    'the currency changed',
    () =>
      t.db
        .updateTable('company')
        .set({ currency: 'JPY', minor_unit: 0 })
        .where('code', '=', 'US')
        .execute(),
  ],
  ['every setting truncated', () => sql`truncate sys_config`.execute(t.db)],
];

describe('the version of the transfer settings', () => {
  it("answers a statement planned before a write with the current settings' text", async () => {
    const seen = await currentTransferSettings(t.db, 'US');
    expect((await planned(seen)).status).toBe('limit');
    await t.db
      .insertInto('sys_config')
      .values({ company_code: 'US', key: TRANSFER_CONFIG_KEYS[1]!, value: '40' })
      .execute();
    expect(await planned(seen)).toEqual({
      status: 'settings',
      settings: await findTransferSettingsText(t.db, 'US', TRANSFER_CONFIG_KEYS),
    });
    const now = await currentTransferSettings(t.db, 'US');
    expect(now.limits.daily).not.toBe(seen.limits.daily);
    expect((await planned(now)).status).toBe('limit');
  });
  it('moves with every write that changes their text, and only once committed', async () => {
    let before = await read();
    const rolled = await rolledBack(t.db, async (trx) => {
      await trx
        .insertInto('sys_config')
        .values({ company_code: 'US', key: KEY, value: '1' })
        .execute();
      await trx.updateTable('company').set({ time_zone: 'UTC' }).where('code', '=', 'US').execute();
      return read(trx);
    });
    // inside the writing transaction the text is new; its version moves at commit
    expect(rolled.settings).not.toBe(before.settings);
    expect(rolled.version).toBe(before.version);
    expect(await read()).toEqual(before);
    for (const [name, write] of WRITES) {
      await write();
      const after = await read();
      expect(after.settings, name).not.toBe(before.settings);
      expect(BigInt(after.version), name).toBeGreaterThan(BigInt(before.version));
      before = after;
    }
    await t.db.selectFrom('sys_config').selectAll().execute();
    expect(await read(), 'a read').toEqual(before);
  });
});
