import type {
  TransferBody,
  TransferLimits,
  TransferRecipient,
  TransferResult,
} from '@portal/contract';
import { formatMinor } from '@portal/contract';
import type { AppDeps } from '../../../deps.js';
import type { DbClockDeps, DbDeps } from '../../../lib/service-deps.js';
import { retryOnDisconnect } from '../../../db/connection-errors.js';
import { runIdempotent } from '../../ledger/index.js';
import { pinCheckValue, verifyPin } from '../../security/index.js';
import { transferGate } from './transfer-gate.js';
import { findTransferCandidates, sumTransfersOfDay } from './transfer.repository.js';
import {
  assertAccountPair,
  assertMayReceive,
  inSponsorLine,
  memberIdOf,
  partyOf,
} from './transfer-rules.js';
import { postTransfer, TransferSettingsChanged, type TransferOrder } from './transfer-post.js';
import { assertMemberMay } from '../../member/index.js';
import { inputAmount, memberRef } from '../wallet-input.js';
import {
  companyMoney,
  transferLimitAmounts,
  currentTransferSettings,
  transferSettingsSeen,
  type TransferSettings,
} from '../wallet-settings.js';
import type { MemberContext } from '../../../lib/member-context.js';

/**
 * `GET …/transfer/recipient`: the member behind a typed login name or id, to show before the
 * member confirms. Only members the sender may pay are ever found, so a login name outside
 * the sender's sponsor line answers exactly as an unknown one.
 */
export async function transferRecipient(
  deps: DbDeps,
  auth: MemberContext,
  typed: string,
): Promise<TransferRecipient> {
  const sender = partyOf(auth);
  const candidates = await findTransferCandidates(deps.db, typed, memberIdOf(typed), auth.memberId);
  const recipient = candidates.find((c) => inSponsorLine(sender, c));
  assertMayReceive(sender, recipient);
  return { memberId: recipient.id, loginName: recipient.login_name, name: recipient.user_name };
}

/** `GET …/transfer/limits`: the company's limits and what the member has used today. */
export async function transferLimits(
  deps: DbClockDeps,
  auth: MemberContext,
): Promise<TransferLimits> {
  const money = await companyMoney(deps.db, auth.companyCode);
  const limits = await transferLimitAmounts(deps.db, money);
  const used = await sumTransfersOfDay(deps.db, auth.memberId, deps.now(), money.timeZone);
  return {
    perTransfer: formatMinor(limits.single, money.minorUnit),
    daily: formatMinor(limits.daily, money.minorUnit),
    usedToday: formatMinor(used, money.minorUnit),
    currency: money.code,
  };
}

/**
 * `POST …/transfer`: applied at most once per idempotency key. After the session's read, one
 * statement (`wallet_transfer_run`, migration 0072) judges what the transfer needs and posts
 * it: the settings still current, the key's stored answer, the PIN, the recipient, the limits,
 * the balance (docs/benchmarks.md, round trips). The company's settings it is built from are
 * the last this process saw; when the statement answers others, it starts again from those.
 */
export async function transfer(
  deps: AppDeps,
  auth: MemberContext,
  body: TransferBody,
  idempotencyKey: string,
): Promise<TransferResult> {
  assertMemberMay('moveMoney', auth);
  const toMemberId = body.toMemberId ?? auth.memberId;
  assertAccountPair(toMemberId === auth.memberId, body.fromAccount, body.toAccount);
  // reads: repeated on a connection lost mid-way
  let settings = await retryOnDisconnect(() => transferSettingsSeen(deps.db, auth.companyCode));
  let current = false;
  for (let changes = 0; ; changes++) {
    let amount: bigint;
    try {
      amount = inputAmount(body.amount, settings.money.minorUnit, 'body.amount');
    } catch (error) {
      if (current) throw error;
      // refused by the currency this process saw last: judged again by the company's current one
      settings = await retryOnDisconnect(() => currentTransferSettings(deps.db, auth.companyCode));
      current = true;
      continue;
    }
    try {
      const order: TransferOrder = { ...body, toMemberId, amount, remark: body.remark || null };
      return await transferWith(deps, auth, body.pin, order, idempotencyKey, settings);
    } catch (error) {
      // settings changing again and again while one transfer is built: something is wrong
      if (!(error instanceof TransferSettingsChanged) || changes >= 3) throw error;
      settings = error.settings;
      current = true;
    }
  }
}

async function transferWith(
  deps: AppDeps,
  auth: MemberContext,
  typedPin: string,
  order: TransferOrder,
  idempotencyKey: string,
  settings: TransferSettings,
): Promise<TransferResult> {
  const at = deps.now();
  const pin = pinCheckValue(deps, auth.memberId, typedPin);
  return transferGate(deps).run(() =>
    runIdempotent(deps.db, {
      scope: memberRef(auth.memberId),
      key: idempotencyKey,
      // the PIN is no part of the request: a 6-digit secret would be recoverable from the hash
      request: { op: 'transfer', ...order, pin: undefined, amount: order.amount.toString() },
      at,
      // a PIN the statement could not accept on its own is judged under the PIN row's lock
      before: () => verifyPin(deps, auth.memberId, typedPin),
      attempt: (ticket, judged) =>
        postTransfer(deps.db, { sender: auth, settings, at }, order, ticket, judged ? null : pin),
    }),
  );
}
