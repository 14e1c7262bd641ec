import type { Prize, PrizeAward, PromotionKind } from '@portal/contract';
import type { Generated, JSONColumnType } from 'kysely';
import type { Defaulted, Timestamp } from '../../db/columns.js';

/** Migration 0029: a company's promotion; `rules` as the contract's schema validated them. */
export interface PromotionTable {
  id: Generated<number>;
  company_code: string;
  code: string;
  kind: PromotionKind;
  title: JSONColumnType<Record<string, string>, string, string>;
  /** business days (UTC+8), both included */
  starts_on: string;
  ends_on: string;
  rules: JSONColumnType<object, string, string>;
  created_by: string;
  created_at: Defaulted<Timestamp>;
  /** migration 0032: when the ended goal promotion's tier prizes were paid */
  settled_at: Defaulted<Date | null>;
}

/** A member's alphaspin seat: the secret seed of the next spin and its commitment. */
export interface PromotionSeatTable {
  promotion_id: number;
  member_id: number;
  server_seed: string;
  commitment: string;
  spins_used: Defaulted<number>;
}

/** One spin, with its seed revealed; a product prize stays `pending` until an operator hands it out. */
export interface PromotionSpinTable {
  id: Generated<bigint>;
  promotion_id: number;
  member_id: number;
  nonce: number;
  client_seed: string;
  server_seed: string;
  commitment: string;
  slot_index: number;
  prize: JSONColumnType<Prize, string, string>;
  label: string;
  award: PrizeAward;
  journal_id: bigint | null;
  created_at: Date;
  fulfilled_at: Defaulted<Date | null>;
  fulfilled_by: Defaulted<string | null>;
  fulfil_note: Defaulted<string | null>;
}

/** Migration 0032: a goal promotion's tier prize paid to a member, once (the unique key). */
export interface PromotionTierAwardTable {
  id: Generated<bigint>;
  promotion_id: number;
  member_id: number;
  tier_index: number;
  label: string;
  prize: JSONColumnType<Prize, string, string>;
  award: Exclude<PrizeAward, 'none'>;
  journal_id: bigint | null;
  created_at: Date;
  fulfilled_at: Defaulted<Date | null>;
  fulfilled_by: Defaulted<string | null>;
  fulfil_note: Defaulted<string | null>;
}

/** Operator commands on promotions (`promo:create`), accepted or refused. */
export interface PromotionAuditTable {
  id: Generated<bigint>;
  operator: string;
  command: string;
  target: string | null;
  outcome: 'ok' | 'refused';
  detail: JSONColumnType<Record<string, unknown>, string, string>;
  created_at: Defaulted<Timestamp>;
}

declare module '../../db/schema.js' {
  interface Database {
    promotion: PromotionTable;
    promotion_seat: PromotionSeatTable;
    promotion_spin: PromotionSpinTable;
    promotion_audit: PromotionAuditTable;
    promotion_tier_award: PromotionTierAwardTable;
  }
}
