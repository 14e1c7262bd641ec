import {
  MESSAGE_DETAIL_MARK,
  MESSAGE_SUMMARY_CHARS,
  type MessageDetail,
  type MessageDetailParams,
  type MessagePage,
  type MessagePageQuery,
  type Locale,
  type MessageCategory,
  type MessageType,
  type ReadAllBody,
} from '@portal/contract';
import type { DbClockDeps, DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import { toLocale } from '../../lib/i18n.js';
import {
  countMessages,
  countUnread,
  findCompanyCoding,
  findVisibleMessage,
  listMessages,
  markAllRead,
  markRead,
  type Reading,
} from './message.repository.js';
import { announceUnread } from './unread-hub.js';
import type { MemberContext } from '../../lib/member-context.js';

/** Unread messages of every type the member can see (the web asks with n = 3 for "all"). */
export function unreadQuantity(deps: DbDeps, auth: MemberContext): Promise<number> {
  return countUnread(deps.db, auth);
}

/**
 * The languages the member reads a message in: the request's (the portal's language), else
 * their company's; a message with neither is read as it was written.
 */
async function readingOf(deps: DbDeps, auth: MemberContext, locale: Locale): Promise<Reading> {
  const coding = await findCompanyCoding(deps.db, auth.companyCode);
  return { locale, companyLocale: toLocale(coding) ?? locale };
}

/** One page of the member's inbox, newest first, each message in the member's language. */
export async function messagePage(
  deps: DbDeps,
  auth: MemberContext,
  locale: Locale,
  query: MessagePageQuery,
): Promise<MessagePage> {
  const { pageNum, pageSize, type, category } = query;
  const reading = await readingOf(deps, auth, locale);
  const rows = await listMessages(deps.db, auth, reading, {
    type,
    category,
    limit: pageSize,
    offset: (pageNum - 1) * pageSize,
    bodyChars: MESSAGE_SUMMARY_CHARS,
  });
  const total = await countMessages(deps.db, auth, { type, category });
  const list = rows.map((row) => ({
    id: row.id,
    type: row.type as MessageType,
    category: row.category as MessageCategory,
    title: row.title,
    summary: summaryOf(row.body_start, row.body_cut),
    createdAt: row.created_at.toISOString(),
    read: row.read_at !== null,
  }));
  return { list, total, pageNum, pageSize };
}

/**
 * One message (a = id, b = type, c = mark). A message the member may not see, or whose type
 * is not b, is notFound: the answer never tells whether someone else's message exists.
 */
export async function messageDetail(
  deps: DbClockDeps,
  auth: MemberContext,
  locale: Locale,
  params: MessageDetailParams,
): Promise<MessageDetail> {
  const reading = await readingOf(deps, auth, locale);
  const row = await findVisibleMessage(deps.db, auth, reading, params.a);
  if (!row || row.type !== params.b) throw new AppError('notFound');
  let read = row.read_at !== null;
  if (!read && params.c === MESSAGE_DETAIL_MARK.markRead) {
    await markRead(deps.db, auth.memberId, row.id, deps.now());
    read = true;
    // the member's other tabs (and servers) lower their badge too
    announceUnread({ memberIds: [auth.memberId] });
  }
  return {
    id: row.id,
    type: row.type as MessageType,
    category: row.category as MessageCategory,
    title: row.title,
    body: row.body,
    createdAt: row.created_at.toISOString(),
    read,
  };
}

/** Read all: every unread message the member may see (of one category when given). */
export async function readAllMessages(
  deps: DbClockDeps,
  auth: MemberContext,
  body: ReadAllBody,
): Promise<{ marked: number }> {
  const marked = await markAllRead(deps.db, auth, deps.now(), body.category);
  if (marked > 0) announceUnread({ memberIds: [auth.memberId] });
  return { marked };
}

/** The body's first MESSAGE_SUMMARY_CHARS on one line; an ellipsis when the body goes on. */
export function summaryOf(bodyStart: string, isCut: boolean): string {
  const flat = bodyStart.replace(/\s+/g, ' ').trim();
  return isCut ? `${flat}…` : flat;
}
