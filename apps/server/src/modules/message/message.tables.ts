import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

/**
 * A message of the message centre (migration 0007). type: 1 system notice, 2 news, 3
 * personal. company_code null = every company; member_id null = everyone in the company.
 */
export interface MessageTable {
  id: Generated<number>;
  company_code: string | null;
  member_id: number | null;
  type: number;
  /** migration 0026: system, orders, wallet, bonus or news (MESSAGE_CATEGORIES) */
  category: Generated<string>;
  title: string;
  body: string;
  created_at: Timestamp;
}

/**
 * Migration 0046: the message's text in a further language (a company's notices and news,
 * read by members of several languages); the message row keeps the text it was written in.
 */
export interface MessageTextTable {
  message_id: number;
  locale: string;
  title: string;
  body: string;
}

export interface MessageReadTable {
  member_id: number;
  message_id: number;
  read_at: Timestamp;
}

/** Migration 0026: whether a member's notices of one kind also go by mail. */
export interface MessagePreferenceTable {
  member_id: number;
  kind: string;
  by_email: boolean;
  updated_at: Generated<Date>;
}

/** Migration 0026: one row per `message:send` (ops). */
export interface MessageSendAuditTable {
  id: Generated<number>;
  operator: string;
  target: string;
  category: string;
  title: string;
  recipients: number;
  created_at: Generated<Date>;
}

declare module '../../db/schema.js' {
  interface Database {
    message: MessageTable;
    message_text: MessageTextTable;
    message_read: MessageReadTable;
    message_preference: MessagePreferenceTable;
    message_send_audit: MessageSendAuditTable;
  }
}
