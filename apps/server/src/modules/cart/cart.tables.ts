import type { CartList } from '@portal/contract';
import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/columns.js';

/** Migration 0015: one row per line; (member, list, SKU) is unique, so a repeat add is a no-op. */
export interface CartItemTable {
  id: Generated<number>;
  member_id: number;
  list: CartList;
  product_sku_id: number;
  order_type_code: number;
  qty: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

declare module '../../db/schema.js' {
  interface Database {
    cart_item: CartItemTable;
  }
}
