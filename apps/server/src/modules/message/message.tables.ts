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
  title: string;
  body: string;
  created_at: Timestamp;
}

export interface MessageReadTable {
  member_id: number;
  message_id: number;
  read_at: Timestamp;
}

declare module '../../db/schema.js' {
  interface Database {
    message: MessageTable;
    message_read: MessageReadTable;
  }
}
