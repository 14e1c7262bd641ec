import type { Defaulted, Timestamp } from '../../db/columns.js';

/** Migration 0010. */
export interface SecurityQuestionTable {
  id: number;
  label_key: string;
  sort: Defaulted<number>;
  active: Defaulted<boolean>;
}

export interface MemberSecurityTable {
  member_id: number;
  pin_hash: string | null;
  pin_set_at: Timestamp | null;
  pin_failed_count: Defaulted<number>;
  pin_locked_until: Timestamp | null;
  questions_set_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface MemberSecurityAnswerTable {
  member_id: number;
  position: number;
  question_id: number;
  answer_hash: string;
  created_at: Timestamp;
}

export interface PinResetCodeTable {
  member_id: number;
  code_hash: string;
  tries_left: number;
  expires_at: Timestamp;
  created_at: Timestamp;
}

/** Migration 0045: a payer's wrong guesses at its sponsor's PIN (the payer's own count and lock). */
export interface SponsorPinGuardTable {
  payer_id: number;
  failed_count: Defaulted<number>;
  locked_until: Timestamp | null;
  updated_at: Timestamp;
}

declare module '../../db/schema.js' {
  interface Database {
    security_question: SecurityQuestionTable;
    member_security: MemberSecurityTable;
    member_security_answer: MemberSecurityAnswerTable;
    pin_reset_code: PinResetCodeTable;
    sponsor_pin_guard: SponsorPinGuardTable;
  }
}
