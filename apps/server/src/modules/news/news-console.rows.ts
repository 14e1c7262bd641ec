import type { ConsoleNewsRow, NewsState } from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { mayActFor, requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import { newsImageUrl } from './news.service.js';
import { findConsoleNewsItem, type ConsoleNewsRecord } from './news-console.repository.js';

export const NEWS_PERMISSION = 'content:publish';

/**
 * Where an item stands at `now`. Withdrawn: an operator took it down. Scheduled: its publish
 * time is ahead (members see nothing of it). Expired: its end time passed. Else published.
 */
export function newsStateOf(row: ConsoleNewsRecord | ConsoleRowSource, now: Date): NewsState {
  if (row.withdrawn_at) return 'withdrawn';
  if (row.publish_at > now) return 'scheduled';
  if (row.expire_at && row.expire_at <= now) return 'expired';
  return 'published';
}
type ConsoleRowSource = Omit<ConsoleNewsRecord, 'html'>;

export function rowView(row: ConsoleRowSource, now: Date): ConsoleNewsRow {
  return {
    id: row.id,
    companyCode: row.company_code,
    language: row.language,
    title: row.title,
    summary: row.summary,
    imageUrl: newsImageUrl(row.image_name),
    pinned: row.pinned,
    publishAt: row.publish_at.toISOString(),
    expireAt: row.expire_at?.toISOString() ?? null,
    withdrawnAt: row.withdrawn_at?.toISOString() ?? null,
    state: newsStateOf(row, now),
    createdBy: row.created_by,
  };
}

/** An item of a company the operator may act for; any other reads as missing. */
export async function itemFor(db: Db | Trx, operator: OperatorContext, id: number, lock = false) {
  const row = await findConsoleNewsItem(db, id, lock);
  if (!row || !mayActFor(operator, row.company_code)) throw new AppError('notFound');
  requirePermission(operator, NEWS_PERMISSION, row.company_code);
  return row;
}

/** What the audit trail keeps of an item before a change. */
export const snapshot = (row: ConsoleNewsRecord) => ({
  title: row.title,
  language: row.language,
  publishAt: row.publish_at.toISOString(),
  expireAt: row.expire_at?.toISOString() ?? null,
  pinned: row.pinned,
  image: row.image_name,
});
