import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/client.js';
import { insertRows } from '../../db/insert-rows.js';
import type { Database } from '../../db/schema.js';

/** Whose inbox is read: a message is for everyone, for the company, or for this member. */
export interface Viewer {
  memberId: number;
  companyCode: string;
}

type Eb = ExpressionBuilder<Database & { m: Database['message'] }, 'm'>;

function visibleTo(viewer: Viewer) {
  return (eb: Eb) =>
    eb.and([
      eb.or([eb('m.company_code', 'is', null), eb('m.company_code', '=', viewer.companyCode)]),
      eb.or([eb('m.member_id', 'is', null), eb('m.member_id', '=', viewer.memberId)]),
    ]);
}

/**
 * The languages a message is read in, best first: the request's, then the viewer's
 * company's. A message with a text in neither is read in the text it was written in.
 */
export interface Reading {
  locale: string;
  companyLocale: string;
}

/** The message's text (message_text) in the best of the reading's languages, if it has one. */
function textIn(reading: Reading) {
  return (eb: Eb) =>
    eb
      .selectFrom('message_text as t')
      .select(['t.title', 't.body'])
      .whereRef('t.message_id', '=', 'm.id')
      .where('t.locale', 'in', [reading.locale, reading.companyLocale])
      .orderBy((o) => o('t.locale', '=', reading.locale), 'desc')
      .limit(1)
      .as('t');
}

/** The character coding (e.g. zh_CN) of the viewer's company: its members' first language. */
export async function findCompanyCoding(db: Db, companyCode: string) {
  const row = await db
    .selectFrom('company')
    .select('character_coding')
    .where('code', '=', companyCode)
    .executeTakeFirst();
  return row?.character_coding ?? null;
}

/** Messages the viewer may see, each with the viewer's read time (null when unread). */
function inboxOf(db: Db, viewer: Viewer) {
  return db
    .selectFrom('message as m')
    .leftJoin('message_read as r', (join) =>
      join.onRef('r.message_id', '=', 'm.id').on('r.member_id', '=', viewer.memberId),
    )
    .where(visibleTo(viewer));
}

export async function countUnread(db: Db, viewer: Viewer): Promise<number> {
  const row = await inboxOf(db, viewer)
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('r.message_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What the page lists: every message, or those of one type and/or category. */
export interface InboxFilter {
  type?: number;
  category?: string;
}

export async function countMessages(db: Db, viewer: Viewer, filter: InboxFilter = {}) {
  let query = inboxOf(db, viewer).select((eb) => eb.fn.countAll<bigint>().as('n'));
  if (filter.type !== undefined) query = query.where('m.type', '=', filter.type);
  if (filter.category !== undefined) query = query.where('m.category', '=', filter.category);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** A page of the inbox, newest first; only the first `bodyChars` of each body are read. */
export function listMessages(
  db: Db,
  viewer: Viewer,
  reading: Reading,
  page: InboxFilter & { limit: number; offset: number; bodyChars: number },
) {
  let query = inboxOf(db, viewer)
    .leftJoinLateral(textIn(reading), (join) => join.onTrue())
    .select((eb) => {
      const body = eb.fn.coalesce('t.body', 'm.body');
      return [
        'm.id',
        'm.type',
        'm.category',
        eb.fn.coalesce('t.title', 'm.title').as('title'),
        'm.created_at',
        'r.read_at',
        eb.fn<string>('left', [body, eb.val(page.bodyChars)]).as('body_start'),
        eb(eb.fn<number>('char_length', [body]), '>', page.bodyChars)
          .$castTo<boolean>()
          .as('body_cut'),
      ];
    })
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
  if (page.type !== undefined) query = query.where('m.type', '=', page.type);
  if (page.category !== undefined) query = query.where('m.category', '=', page.category);
  return query.execute();
}

export function findVisibleMessage(db: Db, viewer: Viewer, reading: Reading, messageId: number) {
  return inboxOf(db, viewer)
    .leftJoinLateral(textIn(reading), (join) => join.onTrue())
    .select((eb) => [
      'm.id',
      'm.type',
      'm.category',
      eb.fn.coalesce('t.title', 'm.title').as('title'),
      eb.fn.coalesce('t.body', 'm.body').as('body'),
      'm.created_at',
      'r.read_at',
    ])
    .where('m.id', '=', messageId)
    .executeTakeFirst();
}

/** Idempotent: reading a message twice keeps the first read time. */
export async function markRead(db: Db, memberId: number, messageId: number, at: Date) {
  await db
    .insertInto('message_read')
    .values({ member_id: memberId, message_id: messageId, read_at: at })
    .onConflict((oc) => oc.columns(['member_id', 'message_id']).doNothing())
    .execute();
}

/** A personal message to one member. */
export interface PersonalMessageRow {
  memberId: number;
  companyCode: string;
  type: number;
  category: string;
  title: string;
  body: string;
  at: Date;
}

export async function insertPersonalMessage(db: Db, row: PersonalMessageRow) {
  await db.insertInto('message').values(messageRow(row)).execute();
}

/** `insertPersonalMessage` as an insert another statement embeds (a CTE's body). */
export function personalMessageInsert(row: PersonalMessageRow) {
  return insertRows('message', [messageRow(row)], { cte: true });
}

const messageRow = (row: PersonalMessageRow) => ({
  company_code: row.companyCode,
  member_id: row.memberId,
  type: row.type,
  category: row.category,
  title: row.title,
  body: row.body,
  created_at: row.at,
});

/** Read all: one INSERT … SELECT of every unread message the viewer may see. */
export async function markAllRead(db: Db, viewer: Viewer, at: Date, category?: string) {
  let unread = inboxOf(db, viewer)
    .where('r.message_id', 'is', null)
    .select((eb) => [eb.val(viewer.memberId).as('member_id'), 'm.id', eb.val(at).as('read_at')]);
  if (category !== undefined) unread = unread.where('m.category', '=', category);
  const result = await db
    .insertInto('message_read')
    .columns(['member_id', 'message_id', 'read_at'])
    .expression(unread)
    .onConflict((oc) => oc.columns(['member_id', 'message_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n);
}
