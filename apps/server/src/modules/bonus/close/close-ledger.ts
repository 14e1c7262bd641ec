import type { Trx } from '../../../db/transaction.js';
import {
  accountsOfMembers,
  companyAccounts,
  postJournal,
  type PostingLine,
} from '../../ledger/index.js';
import type { BonusLine, Conversion } from '../engine/index.js';

/**
 * The cycle's one journal: the company's bonus expense pays every member's lines, the world
 * plan bonus into the member's world-plan account and the rest into their bonus account. One
 * posting per member and account, so the journal is as long as the members paid. Nothing is
 * posted (null) when the cycle paid nothing.
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
  const accounts = await accountsOfMembers(
    trx,
    [...byMember.keys()].map((id) => ({ id, companyCode })),
    currency,
  );
  const postings: PostingLine[] = [{ accountId: company.bonusExpense.id, amount: -total }];
  for (const [id, sums] of byMember) {
    const mine = accounts.get(id)!;
    if (sums.bonus > 0n) postings.push({ accountId: mine.bonus.id, amount: sums.bonus });
    if (sums.worldplan > 0n)
      postings.push({ accountId: mine.worldplan.id, amount: sums.worldplan });
  }
  const posted = await postJournal(trx, {
    companyCode,
    type: 'bonusClose',
    postings,
    ref: { type: 'bonusCycle', id: cycle },
    memo: `bonus ${cycle}`,
    createdBy,
    at,
  });
  return posted.journalId;
}
