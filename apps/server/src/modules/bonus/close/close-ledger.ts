import type { Trx } from '../../../db/transaction.js';
import { MEMBER_ACCOUNTS, type MemberAccount } from '@portal/contract';
import { companyAccounts, postJournalToMembers } from '../../ledger/index.js';
import type { BonusLine, Conversion } from '../engine/index.js';

/**
 * The cycle's one journal: the company's bonus expense pays every member's lines, the world
 * plan bonus into the member's world-plan account and the rest into their bonus account. One
 * posting per member and account, so the journal is as long as the members paid; the members'
 * accounts are named by owner and kind and opened where missing in the same statement
 * (postJournalToMembers). Nothing is posted (null) when the cycle paid nothing.
 */
export async function postCycleJournal(
  trx: Trx,
  companyCode: string,
  cycle: string,
  lines: readonly BonusLine[],
  conversion: Conversion,
  at: Date,
  createdBy: string,
): Promise<bigint | null> {
  const byMember = new Map<number, { bonus: bigint; worldplan: bigint }>();
  let total = 0n;
  for (const line of lines) {
    if (line.amountMinor === 0n) continue;
    const id = Number(line.memberId);
    const sums = byMember.get(id) ?? { bonus: 0n, worldplan: 0n };
    if (line.type === 'world plan bonus') sums.worldplan += line.amountMinor;
    else sums.bonus += line.amountMinor;
    byMember.set(id, sums);
    total += line.amountMinor;
  }
  if (total === 0n) return null;
  const currency = { code: conversion.currency, minorUnit: conversion.minorUnit };
  const company = await companyAccounts(trx, companyCode, currency);
  // a column per field, not an object per posting: a third of a million at a million members
  const memberIds: number[] = [];
  const kinds: MemberAccount[] = [];
  const amounts: bigint[] = [];
  const credit = (id: number, kind: MemberAccount, amount: bigint) => {
    memberIds.push(id);
    kinds.push(kind);
    amounts.push(amount);
  };
  for (const [id, sums] of byMember) {
    if (sums.bonus > 0n) credit(id, 'bonus', sums.bonus);
    if (sums.worldplan > 0n) credit(id, 'worldplan', sums.worldplan);
  }
  return postJournalToMembers(trx, {
    companyCode,
    type: 'bonusClose',
    currency,
    postings: [{ accountId: company.bonusExpense.id, amount: -total }],
    toMembers: { memberIds, kinds, amounts },
    // every paid member's accounts are opened, as accountsOfMembers opens them
    open: MEMBER_ACCOUNTS,
    ref: { type: 'bonusCycle', id: cycle },
    memo: `bonus ${cycle}`,
    createdBy,
    at,
  });
}
