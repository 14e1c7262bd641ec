import type {
  DeliveryMode,
  OrderActor,
  OrderPaymentMethod,
  OrderPaymentStatus,
  OrderStatus,
  Platform,
  ProductKind,
} from '@portal/contract';
import type { Generated, JSONColumnType } from 'kysely';
import type { Defaulted, Timestamp } from '../../db/columns.js';

/** Migration 0017 (docs/orders.md). Amounts are bigint minor units, BV bigint hundredths. */
export interface ShopOrderTable {
  id: Generated<number>;
  order_no: string;
  company_code: string;
  member_id: number;
  platform: Platform;
  order_type: number;
  status: OrderStatus;
  currency: string;
  minor_unit: number;
  subtotal: bigint;
  shipping: bigint;
  tax: bigint;
  total: bigint;
  paid_amount: Defaulted<bigint>;
  refunded_amount: Defaulted<bigint>;
  bv: bigint;
  refunded_bv: Defaulted<bigint>;
  delivery_mode: DeliveryMode;
  delivery_place: string | null;
  receiver_name: string | null;
  phone: string | null;
  country: string | null;
  province: string | null;
  city: string | null;
  district: string | null;
  street: string | null;
  zip: string | null;
  remark: string | null;
  locale: string;
  expires_at: Timestamp | null;
  created_at: Timestamp;
  paid_at: Timestamp | null;
  shipped_at: Timestamp | null;
  delivered_at: Timestamp | null;
  closed_at: Timestamp | null;
  refunded_at: Timestamp | null;
  updated_at: Timestamp;
  /** migration 0059: what a shipment was sent with, set by the console's ship step */
  carrier: Defaulted<string | null>;
  tracking_no: Defaulted<string | null>;
}

export interface PackItemSnapshot {
  productSkuId: number;
  name: string;
  skuLabel: string;
  qty: number;
}

export interface OrderLineTable {
  id: Generated<number>;
  order_id: number;
  line_no: number;
  product_sku_id: number;
  product_id: number;
  kind: ProductKind;
  name: string;
  sku_label: string;
  image_url: string | null;
  unit_price: bigint;
  unit_bv: bigint;
  qty: number;
  line_amount: bigint;
  line_bv: bigint;
  pack_items: JSONColumnType<PackItemSnapshot[], string, string>;
}

export interface OrderPaymentTable {
  id: Generated<number>;
  order_id: number;
  method: OrderPaymentMethod;
  amount: bigint;
  refunded: Defaulted<bigint>;
  status: OrderPaymentStatus;
  account: string | null;
  detail: string | null;
  provider_ref: string | null;
  idempotency_key: string;
  journal_id: bigint | null;
  failure: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OrderEventTable {
  id: Generated<bigint>;
  order_id: number;
  at: Timestamp;
  actor: OrderActor;
  actor_ref: string;
  from_status: number | null;
  to_status: number;
  note: string | null;
}

export interface StockReservationTable {
  id: Generated<number>;
  order_id: number;
  product_sku_id: number;
  qty: number;
  created_at: Timestamp;
  released_at: Timestamp | null;
}

/** A refund: its money and the BV it takes back, counted negative at created_at. */
export interface OrderRefundTable {
  id: Generated<number>;
  order_id: number;
  amount: bigint;
  bv: bigint;
  reason: string;
  created_by: string;
  created_at: Timestamp;
}

/** An operator's note on an order's timeline (migration 0059). */
export interface OrderNoteTable {
  id: Generated<bigint>;
  order_id: number;
  at: Timestamp;
  /** the operator's login name */
  operator: string;
  note: string;
}

export interface DistributionCentreTable {
  id: Generated<number>;
  company_code: string;
  name: string;
  active: Defaulted<boolean>;
}

export interface OrderNumberTable {
  company_code: string;
  last: bigint;
}

declare module '../../db/schema.js' {
  interface Database {
    shop_order: ShopOrderTable;
    order_line: OrderLineTable;
    order_payment: OrderPaymentTable;
    order_event: OrderEventTable;
    order_refund: OrderRefundTable;
    order_note: OrderNoteTable;
    stock_reservation: StockReservationTable;
    distribution_centre: DistributionCentreTable;
    order_number: OrderNumberTable;
  }
}
