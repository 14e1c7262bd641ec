import type {
  AutoshipPauseReason,
  AutoshipRunProblem,
  AutoshipRunStatus,
  AutoshipStatus,
} from '@portal/contract';
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

/** Migration 0048: a member's scheduled order with a card on file (docs/autoship.md). */
export interface AutoshipTable {
  id: Generated<number>;
  member_id: number;
  company_code: string;
  status: AutoshipStatus;
  pause_reason: AutoshipPauseReason | null;
  /** the card's refusal code when paused for `cardRefused` */
  pause_detail: string | null;
  schedule_kind: 'monthDay' | 'everyWeeks';
  /** the day of the month, or the weeks between runs */
  schedule_value: number;
  /** 'YYYY-MM-DD' (UTC+8); null once cancelled */
  next_run_date: string | null;
  delivery_mode: 'address' | 'officePickup' | 'distributionCentre' | 'none';
  address_id: number | null;
  centre_id: number | null;
  /** the provider's vault token; never the number */
  card_token: string;
  card_brand: string;
  card_last4: string;
  card_exp_month: number;
  card_exp_year: number;
  /** the total last shown to the member, so the pre-flight tells a price change */
  quoted_total: bigint;
  locale: string;
  /** `member:<id>:<Idempotency-Key>` of the create call */
  idempotency_key: string;
  request_hash: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  cancelled_at: Timestamp | null;
}

export interface AutoshipLineTable {
  autoship_id: number;
  product_sku_id: number;
  qty: number;
  position: number;
}

/** One run per (autoship, scheduled date): the period, claimed once. */
export interface AutoshipRunTable {
  id: Generated<number>;
  autoship_id: number;
  run_date: string;
  status: AutoshipRunStatus;
  problem: AutoshipRunProblem | null;
  tries: Generated<number>;
  next_retry_date: string | null;
  order_id: number | null;
  order_no: string | null;
  amount_minor: bigint | null;
  bv: bigint | null;
  currency: string;
  minor_unit: number;
  /** jsonb, written as JSON text */
  omitted: ColumnType<OmittedLine[], string | undefined, string>;
  /** 'job', or 'operator:<name>' for `autoship:run` */
  triggered_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OmittedLine {
  productSkuId: number;
  name: string;
  qty: number;
}

export interface AutoshipPreflightTable {
  autoship_id: number;
  run_date: string;
  problems: ColumnType<string[], string, string>;
  sent_at: Timestamp;
}

export type AutoshipRow = Selectable<AutoshipTable>;
export type AutoshipRunRow = Selectable<AutoshipRunTable>;

declare module '../../db/schema.js' {
  interface Database {
    autoship: AutoshipTable;
    autoship_line: AutoshipLineTable;
    autoship_run: AutoshipRunTable;
    autoship_preflight: AutoshipPreflightTable;
  }
}
