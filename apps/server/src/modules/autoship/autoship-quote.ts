import {
  autoshipPoints,
  formatMinor,
  orderAmounts,
  type AutoshipLine,
  type DeliveryInput,
  type Locale,
} from '@portal/contract';
import type { z } from 'zod';
import type { autoshipAmountsSchema, autoshipDeliveryViewSchema } from '@portal/contract';
import type { DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import { orderAddressFromBook } from '../address/index.js';
import { formatBv, skusForOrder, type OrderSku } from '../catalog/index.js';
import { companyOf } from '../company/index.js';
import { centresOf, orderSettings, type OrderSettings } from '../order/index.js';

type Member = Pick<MemberContext, 'memberId' | 'companyCode'>;
export type AutoshipAmounts = z.infer<typeof autoshipAmountsSchema>;
export type AutoshipDeliveryView = z.infer<typeof autoshipDeliveryViewSchema>;

/** What one run of these lines would be at today's prices: shown, never charged from here. */
export interface Quote {
  lines: AutoshipLine[];
  amounts: AutoshipAmounts;
  totalMinor: bigint;
  bvHundredths: bigint;
  /** lines withdrawn or short of stock today */
  unavailable: AutoshipLine[];
  skus: Map<number, OrderSku>;
}

/**
 * Prices lines as the checkout does (contract `orderAmounts`: member prices, shipping for
 * delivery to an address, tax on the goods); a line withdrawn or short of stock is shown as
 * unavailable and left out of the amounts, as the run would leave it out.
 */
export async function quoteLines(
  deps: DbDeps,
  member: Member,
  lines: { productSkuId: number; qty: number }[],
  deliveryMode: DeliveryInput['mode'],
  locale: Locale,
): Promise<Quote> {
  const settings = await orderSettings(deps.db, member.companyCode);
  const skus = await skusForOrder(
    deps.db,
    member.companyCode,
    locale,
    lines.map((l) => l.productSkuId),
  );
  const viewed = lines.map((line) => lineView(line, skus.get(line.productSkuId), settings));
  const priced = lines.filter((_, i) => viewed[i]!.available);
  const amounts = orderAmounts(
    priced.map((l) => {
      const sku = skus.get(l.productSkuId)!;
      return { unitPrice: sku.memberPrice, unitBv: sku.bv, qty: l.qty };
    }),
    deliveryMode === 'address' && priced.length ? settings.shippingFee : 0n,
    settings.taxRateBp,
  );
  const money = (minor: bigint) => formatMinor(minor, settings.minorUnit);
  return {
    lines: viewed,
    unavailable: viewed.filter((l) => !l.available),
    totalMinor: amounts.total,
    bvHundredths: amounts.bv,
    skus,
    amounts: {
      currency: settings.currency,
      minorUnit: settings.minorUnit,
      subtotal: money(amounts.subtotal),
      shipping: money(amounts.shipping),
      tax: money(amounts.tax),
      total: money(amounts.total),
      bv: formatBv(amounts.bv),
      points: autoshipPoints(amounts.bv).toString(),
    },
  };
}

function lineView(
  line: { productSkuId: number; qty: number },
  sku: OrderSku | undefined,
  settings: OrderSettings,
): AutoshipLine {
  const money = (minor: bigint) => formatMinor(minor, settings.minorUnit);
  const price = sku?.memberPrice ?? 0n;
  const bv = sku?.bv ?? 0n;
  return {
    productSkuId: line.productSkuId,
    productId: sku?.productId ?? 0,
    name: sku?.name ?? String(line.productSkuId),
    skuLabel: sku?.label ?? '',
    imageUrl: sku?.imageUrl ?? null,
    qty: line.qty,
    unitPrice: money(price),
    unitBv: formatBv(bv),
    lineAmount: money(price * BigInt(line.qty)),
    lineBv: formatBv(bv * BigInt(line.qty)),
    available: isRunnable(sku, line.qty),
  };
}

/** Whether a run would take this line today: on sale in the main mall, with the stock for it. */
export function isRunnable(sku: OrderSku | undefined, qty: number): sku is OrderSku {
  return !!sku && sku.onSale && sku.platform === 'bzz' && sku.stock >= qty;
}

/**
 * The ship-to of an autoship, checked as the checkout checks it: an address of the member's own
 * book, the office or a distribution centre where the company offers them, or nothing when
 * only e-products are ordered.
 */
export async function checkDelivery(
  deps: DbDeps,
  member: Member,
  delivery: DeliveryInput,
  lines: AutoshipLine[],
  skus: Map<number, OrderSku>,
): Promise<AutoshipDeliveryView> {
  const base = { mode: delivery.mode, addressId: null, centreId: null, address: null };
  if (delivery.mode === 'none') {
    const ships = lines.some((l) => skus.get(l.productSkuId)?.kind !== 'eproduct');
    if (ships) throw new AppError('addressRequired');
    return { ...base, placeName: null };
  }
  const settings = await orderSettings(deps.db, member.companyCode);
  if (delivery.mode === 'officePickup') {
    if (!settings.officePickup) throw new AppError('deliveryUnavailable');
    const company = await companyOf(deps, undefined, member);
    return {
      ...base,
      placeName: company.address ? `${company.name}, ${company.address}` : company.name,
    };
  }
  if (delivery.mode === 'distributionCentre') {
    const centre = (await centresOf(deps.db, member.companyCode, settings)).find(
      (c) => c.id === delivery.centreId,
    );
    if (!centre) throw new AppError('deliveryUnavailable');
    return { ...base, centreId: centre.id, placeName: centre.name };
  }
  const address = await orderAddressFromBook(deps.db, member.memberId, delivery.addressId);
  if (!address) throw new AppError('addressRequired');
  return { ...base, addressId: delivery.addressId, address, placeName: null };
}
