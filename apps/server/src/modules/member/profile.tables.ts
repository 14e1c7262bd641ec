import type { Timestamp } from '../../db/columns.js';

/** Migration 0025: a member's uploaded picture, re-encoded (profile-picture.ts). */
export interface MemberPictureTable {
  member_id: number;
  version: string;
  content: Buffer;
  updated_at: Timestamp;
}

declare module '../../db/schema.js' {
  interface Database {
    member_picture: MemberPictureTable;
  }
}
