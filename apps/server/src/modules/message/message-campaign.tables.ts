import type { Generated, JSONColumnType } from 'kysely';
import type { Defaulted, Timestamp } from '../../db/columns.js';

/** Migration 0062: a campaign sent from the console, and how far its send job got. */
export interface MessageCampaignTable {
  id: Generated<number>;
  company_code: string;
  /** the audience as the operator chose it: `{ranks, statuses, countries}` */
  audience: string;
  category: string;
  title: string;
  body: string;
  /** migration 0066: the message in other languages, `{ms: {title, body}, …}`; English is title and body */
  translations: JSONColumnType<CampaignTranslations, string | undefined, string>;
  /** queued, sending, sent */
  status: Defaulted<string>;
  total: number;
  sent: Defaulted<number>;
  created_by: string;
  created_at: Timestamp;
  finished_at: Timestamp | null;
}

export type CampaignTranslations = Partial<Record<string, { title: string; body: string }>>;

/** One member a campaign is for; `message_id` once their message is written. */
export interface MessageCampaignRecipientTable {
  campaign_id: number;
  member_id: number;
  message_id: number | null;
}

declare module '../../db/schema.js' {
  interface Database {
    message_campaign: MessageCampaignTable;
    message_campaign_recipient: MessageCampaignRecipientTable;
  }
}
