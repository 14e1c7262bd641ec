import type { Locale, Platform, ProductKind } from '@portal/contract';
import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../../db/columns.js';

/** Migration 0015: the catalogue. Prices bigint minor units, BV bigint hundredths. */
export interface ProductCategoryTable {
  id: Generated<number>;
  company_code: string;
  platform: Platform;
  code: string;
  sort: Defaulted<number>;
}

export interface ProductCategoryTextTable {
  category_id: number;
  locale: Locale;
  name: string;
}

export interface ProductTable {
  id: Generated<number>;
  company_code: string;
  platform: Platform;
  category_id: number;
  code: string;
  kind: ProductKind;
  pack_total_qty: number | null;
  sort: Defaulted<number>;
  active: Defaulted<boolean>;
  created_at: Timestamp;
}

export interface ProductTextTable {
  product_id: number;
  locale: Locale;
  name: string;
  description: Defaulted<string>;
}

export interface ProductSkuTable {
  id: Generated<number>;
  product_id: number;
  code: string;
  label: string;
  member_price: bigint;
  retail_price: bigint;
  bv: bigint;
  /** never negative (CHECK); the checkout decrements it under a row lock */
  stock: number;
  sort: Defaulted<number>;
  active: Defaulted<boolean>;
  /** migration 0047: the price in whole vacation points; null: not in the points shop */
  points_price: bigint | null;
  /** migration 0067: at or under it the SKU is low; null takes LOW_STOCK_DEFAULT */
  low_stock_threshold: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ProductImageTable {
  id: Generated<number>;
  product_id: number;
  url: string;
  sort: Defaulted<number>;
}

export interface PackChoiceTable {
  pack_product_id: number;
  sku_id: number;
  sort: Defaulted<number>;
}

/** Migration 0067: an operator's stock adjustment, written with the stock change. */
export interface StockMovementTable {
  id: Generated<number>;
  sku_id: number;
  delta: number;
  stock_after: number;
  reason: string;
  /** the operator's login name */
  operator: string;
  created_at: Timestamp;
}

declare module '../../db/schema.js' {
  interface Database {
    product_category: ProductCategoryTable;
    product_category_text: ProductCategoryTextTable;
    product: ProductTable;
    product_text: ProductTextTable;
    product_sku: ProductSkuTable;
    product_image: ProductImageTable;
    pack_choice: PackChoiceTable;
    stock_movement: StockMovementTable;
  }
}
