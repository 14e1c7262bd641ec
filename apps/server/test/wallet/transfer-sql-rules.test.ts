import { MEMBER_ACCOUNTS, MEMBER_STATUS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusesThatMay } from '../../src/modules/member/index.js';
import { pinCheckValue } from '../../src/modules/security/pin.service.js';
import {
  findTransferCandidates,
  runTransferStatement,
  type TransferRun,
} from '../../src/modules/wallet/transfer/transfer.repository.js';
import { assertMayReceive, partyOf } from '../../src/modules/wallet/transfer/transfer-rules.js';
import { findTransferSettingsText } from '../../src/modules/wallet/wallet-settings.repository.js';
import {
  transferSettingsSeen,
  TRANSFER_CONFIG_KEYS,
} from '../../src/modules/wallet/wallet-settings.js';
import { createCompany, createMember } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { TEST_PIN, walletMember } from './factories.js';

/**
 * The rules a transfer's statement judges before it posts (`wallet_transfer_run`, migration
 * 0072) beside their twins in Node: it must refuse exactly the recipients `assertMayReceive`
 * refuses and the amounts over the per-transfer limit, and judge the settings, the key's
 * stored answer, the PIN, the recipient and the limit in that order, writing nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let keys = 0;
async function statement(
  sender: { id: number; status: number },
  toMemberId: number,
  overrides: Partial<TransferRun> = {},
): Promise<TransferRun> {
  const settings = await transferSettingsSeen(t.db, 'US');
  const at = new Date();
  return {
    companyCode: 'US',
    fromMemberId: sender.id,
    toMemberId,
    fromAccount: 'bonus',
    toAccount: toMemberId === sender.id ? 'eproduct' : 'bonus',
    amount: 1n,
    currency: settings.money.code,
    minorUnit: settings.money.minorUnit,
    remark: null,
    daily: settings.limits.daily,
    timeZone: settings.money.timeZone,
    at,
    createdBy: `member:${sender.id}`,
    senderAccounts: MEMBER_ACCOUNTS,
    ticket: { scope: `member:${sender.id}`, key: `rules-${keys++}`, requestHash: 'h' },
    answer: '{}',
    settingsVersion: settings.version,
    configKeys: TRANSFER_CONFIG_KEYS,
    pin: null,
    single: settings.limits.single,
    senderStatus: sender.status,
    payable: statusesThatMay('bePaid'),
    ...overrides,
  };
}

describe('wallet_transfer_run beside the transfer rules', () => {
  it('refuses exactly the recipients assertMayReceive refuses', async () => {
    const upline = await createMember(t.db);
    const sender = await createMember(t.db, { sponsor_id: upline.id });
    await createCompany(t.db, { code: 'ID', currency: 'IDR', minor_unit: 0 });
    const recipients = [
      upline.id,
      sender.id,
      (await createMember(t.db, { sponsor_id: sender.id })).id,
      (await createMember(t.db, { sponsor_id: upline.id })).id, // a sibling: not in the line
      (await createMember(t.db)).id,
      (await createMember(t.db, { company_code: 'ID' })).id,
      999_999_999,
      ...Object.values(MEMBER_STATUS).map(
        async (status) => (await createMember(t.db, { sponsor_id: sender.id, status })).id,
      ),
    ];
    const seen = new Set<string>();
    for (const to of await Promise.all(recipients)) {
      // a status outside the policy's table only the session can carry (the sender's own)
      for (const status of [MEMBER_STATUS.active, MEMBER_STATUS.frozen, 99]) {
        const self = partyOf({ memberId: sender.id, companyCode: 'US', status });
        const party =
          to === sender.id
            ? self
            : (await findTransferCandidates(t.db, '', to, sender.id)).find((c) => c.id === to);
        let refused = false;
        try {
          assertMayReceive(self, party);
        } catch {
          refused = true;
        }
        // over the limit: a recipient the statement accepts stops at the limit, nothing posted
        const run = await runTransferStatement(
          t.db,
          await statement({ id: sender.id, status }, to, { single: 0n }),
        );
        expect(run.status, `recipient ${to}, sender status ${status}`).toBe(
          refused ? 'recipient' : 'limit',
        );
        seen.add(run.status);
      }
    }
    expect([...seen].sort()).toEqual(['limit', 'recipient']);
  });

  it('refuses an amount over the per-transfer limit, not one at it', async () => {
    const sender = await createMember(t.db);
    const to = (await createMember(t.db, { sponsor_id: sender.id })).id;
    const over = await runTransferStatement(
      t.db,
      await statement(sender, to, { amount: 101n, single: 100n }),
    );
    expect(over.status).toBe('limit');
    // at the limit it goes on to the posting: no accounts opened yet, so nothing is written
    const at = await runTransferStatement(
      t.db,
      await statement(sender, to, { amount: 100n, single: 100n }),
    );
    expect(at.status).toBe('accounts');
  });

  it('judges the settings, the stored answer, the PIN, the recipient and the limit in that order', async () => {
    const sender = (await walletMember(t)).member;
    const stranger = (await createMember(t.db)).id;
    const key = `order-${sender.id}`;
    await t.db
      .insertInto('idempotency_key')
      .values({
        scope: `member:${sender.id}`,
        key,
        request_hash: 'stored',
        outcome: 'ok',
        response: '{"answer":1}',
        created_at: new Date(),
      })
      .execute();
    const stored = { scope: `member:${sender.id}`, key, requestHash: 'h' };
    const wrongPin = pinCheckValue(t.deps, sender.id, '000000');
    const unstored = { pin: wrongPin, single: 0n };
    const everything = { ...unstored, ticket: stored };
    const stale = await runTransferStatement(
      t.db,
      await statement(sender, stranger, { ...everything, settingsVersion: '0' }),
    );
    expect(stale).toEqual({
      status: 'settings',
      settings: await findTransferSettingsText(t.db, 'US', TRANSFER_CONFIG_KEYS),
    });
    expect(await runTransferStatement(t.db, await statement(sender, stranger, everything))).toEqual(
      {
        status: 'stored',
        stored: { request_hash: 'stored', outcome: 'ok', response: { answer: 1 } },
      },
    );
    const run = async (o: Partial<TransferRun>) =>
      (await runTransferStatement(t.db, await statement(sender, stranger, o))).status;
    expect(await run(unstored)).toBe('pin');
    const rightPin = pinCheckValue(t.deps, sender.id, TEST_PIN);
    expect(await run({ ...unstored, pin: rightPin })).toBe('recipient');
    expect(await run({ ...unstored, pin: null })).toBe('recipient');
  });
});
