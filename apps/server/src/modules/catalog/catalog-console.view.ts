import {
  formatMinor,
  ORDER_TYPE,
  PLACEABLE_ORDER_TYPES,
  type ConsoleSku,
  type Platform,
  type ProductKind,
} from '@portal/contract';
import type { Selectable } from 'kysely';
import { AppError } from '../../lib/app-error.js';
import { mayActFor, type OperatorContext } from '../../lib/console-policy.js';
import type { ProductSkuTable } from './catalog.tables.js';
import { formatBv } from './catalog.service.js';

/** A record of a company the operator may not act for reads as missing. */
export function visible<T extends { company_code: string }>(
  operator: OperatorContext,
  row: T | undefined,
): T {
  if (!row || !mayActFor(operator, row.company_code)) throw new AppError('notFound');
  return row;
}

export function skuView(sku: Selectable<ProductSkuTable>, minorUnit: number): ConsoleSku {
  return {
    id: sku.id,
    code: sku.code,
    label: sku.label,
    memberPrice: formatMinor(sku.member_price, minorUnit),
    retailPrice: formatMinor(sku.retail_price, minorUnit),
    bv: formatBv(sku.bv),
    pointsPrice: sku.points_price === null ? null : sku.points_price.toString(),
    stock: sku.stock,
    lowStockThreshold: sku.low_stock_threshold,
    active: sku.active,
  };
}

/**
 * The order types a product can be bought in. Nothing per product decides them: the checkout
 * takes any SKU on sale in every placeable type of its platform, autoship only on bzz
 * (orderTypeRefusal), and the points shop only bzz SKUs of a product that is not a pack and
 * has a points price (points-price.service.ts).
 */
export function orderTypesOf(
  platform: Platform,
  kind: ProductKind,
  skus: { points_price: bigint | null }[],
): number[] {
  const types: number[] = PLACEABLE_ORDER_TYPES.filter(
    (type) => type !== ORDER_TYPE.autoship || platform === 'bzz',
  );
  const inPointsShop =
    platform === 'bzz' && kind !== 'pack' && skus.some((s) => s.points_price !== null);
  if (inPointsShop) types.push(ORDER_TYPE.pointsExchange);
  return types;
}

/** A SKU's fields as the audit trail keeps them, before or after a change. */
export function skuSnapshot(sku: Selectable<ProductSkuTable>) {
  return {
    label: sku.label,
    memberPrice: sku.member_price.toString(),
    retailPrice: sku.retail_price.toString(),
    bv: sku.bv.toString(),
    pointsPrice: sku.points_price?.toString() ?? null,
    active: sku.active,
  };
}
