import type { CampaignAudience } from '@portal/contract';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import type { MessageCampaignTable } from './message-campaign.tables.js';

/** The country of a member's default address (null without one). */
const countrySql = sql<string | null>`(
  select a.country_code from member_address a
  where a.member_id = m.id and a.is_default and a.deleted_at is null
  order by a.id limit 1)`;

/** The members of an audience, as one query to count, sample or copy from. */
function audienceQuery(db: Db | Trx, audience: CampaignAudience) {
  let query = db.selectFrom('member as m').where('m.company_code', '=', audience.companyCode);
  if (audience.ranks.length > 0) query = query.where('m.rank_code', 'in', audience.ranks);
  if (audience.statuses.length > 0) query = query.where('m.status', 'in', audience.statuses);
  if (audience.countries.length > 0) query = query.where(countrySql, 'in', audience.countries);
  return query;
}

export async function countAudience(db: Db, audience: CampaignAudience): Promise<number> {
  const row = await audienceQuery(db, audience)
    .select(sql<string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function sampleAudience(db: Db, audience: CampaignAudience, limit: number) {
  return audienceQuery(db, audience)
    .select([
      'm.id',
      'm.login_name',
      'm.first_name',
      'm.last_name',
      'm.rank_code',
      'm.status',
      countrySql.as('country'),
    ])
    .orderBy('m.id')
    .limit(limit)
    .execute();
}

/** The campaign and its recipients, taken from the audience as it is now; their count. */
export async function insertCampaign(
  trx: Trx,
  campaign: Insertable<MessageCampaignTable>,
  audience: CampaignAudience,
): Promise<{ id: number; total: number }> {
  const { id } = await trx
    .insertInto('message_campaign')
    .values(campaign)
    .returning('id')
    .executeTakeFirstOrThrow();
  const copied = await trx
    .insertInto('message_campaign_recipient')
    .columns(['campaign_id', 'member_id'])
    .expression(audienceQuery(trx, audience).select([sql.val(id).as('campaign_id'), 'm.id']))
    .executeTakeFirst();
  const total = Number(copied.numInsertedOrUpdatedRows ?? 0n);
  await trx.updateTable('message_campaign').set({ total }).where('id', '=', id).execute();
  return { id, total };
}

const CAMPAIGN_COLUMNS = [
  'id',
  'company_code',
  'category',
  'title',
  'body',
  'translations',
  'status',
  'total',
  'sent',
  'created_by',
  'created_at',
  'finished_at',
] as const;

export function findCampaign(db: Db | Trx, id: number, lock = false) {
  const query = db.selectFrom('message_campaign').select(CAMPAIGN_COLUMNS).where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}
export type CampaignRecord = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;

export async function findCampaignPage(
  db: Db,
  filter: { companies?: readonly string[]; companyCode?: string },
  page: { offset: number; limit: number },
) {
  let base = db.selectFrom('message_campaign');
  if (filter.companies) base = base.where('company_code', 'in', [...filter.companies, '']);
  if (filter.companyCode) base = base.where('company_code', '=', filter.companyCode);
  const [rows, count] = await Promise.all([
    base
      .select(CAMPAIGN_COLUMNS)
      .orderBy('id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    base.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/**
 * Writes the next `limit` messages of a campaign in one statement: the recipients still
 * without a message get one, and the message's id is set on their row as it is written, so
 * a member is written to once whatever runs the job again. Answers the members written to.
 */
export async function writeCampaignChunk(
  trx: Trx,
  c: Pick<CampaignRecord, 'id' | 'company_code' | 'category' | 'title' | 'body' | 'translations'>,
  type: number,
  at: Date,
  limit: number,
): Promise<number[]> {
  // each member reads the text of their preferred language when the campaign has it, else English
  const translations = JSON.stringify(c.translations ?? {});
  const { rows } = await sql<{ member_id: number }>`
    with pending as (
      select member_id from message_campaign_recipient
      where campaign_id = ${c.id} and message_id is null
      order by member_id limit ${limit} for update skip locked
    ), written as (
      insert into message (company_code, member_id, type, category, title, body, created_at)
      select ${c.company_code}, p.member_id, ${type}, ${c.category},
        coalesce(${translations}::jsonb -> m.preferred_locale ->> 'title', ${c.title}),
        coalesce(${translations}::jsonb -> m.preferred_locale ->> 'body', ${c.body}), ${at}
      from pending p join member m on m.id = p.member_id
      returning id, member_id
    )
    update message_campaign_recipient r set message_id = written.id
    from written
    where r.campaign_id = ${c.id} and r.member_id = written.member_id
    returning r.member_id`.execute(trx);
  return rows.map((r) => r.member_id);
}

/** The campaign's progress from its recipients, and `sent` once none is left. */
export async function recordProgress(trx: Trx, id: number, at: Date) {
  const row = await trx
    .selectFrom('message_campaign_recipient')
    .select([
      sql<string>`count(message_id)`.as('sent'),
      sql<string>`count(*) - count(message_id)`.as('left'),
    ])
    .where('campaign_id', '=', id)
    .executeTakeFirstOrThrow();
  const done = Number(row.left) === 0;
  await trx
    .updateTable('message_campaign')
    .set({
      sent: Number(row.sent),
      status: done ? 'sent' : 'sending',
      ...(done ? { finished_at: at } : {}),
    })
    .where('id', '=', id)
    .execute();
  return done;
}
