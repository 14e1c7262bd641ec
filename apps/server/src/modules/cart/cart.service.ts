import {
  CART_LINES_MAX,
  cartListOf,
  MARKETPLACE_ONLY_COMPANY,
  platformOfList,
  qtyProblem,
  type Cart,
  type CartLine,
  type CheckQtyBody,
  type Locale,
  type Platform,
  type SaveCartBody,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { DbClockDeps, DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import { companyMoney, skusForCart, type CartSku } from '../catalog/index.js';
import { assertMemberMay } from '../member/index.js';
import { toCartLine, totalsOf } from './cart-lines.js';
import {
  countLines,
  countOwnLines,
  deleteOwnLines,
  findLineBySku,
  findOwnLine,
  insertLine,
  listLines,
  lockMemberCart,
  updateQty,
} from './cart.repository.js';

/** Company WT is always in marketplace mode (spec "States and transitions"); others use the platform they are on. */
const platformOf = (auth: MemberContext, platform: Platform): Platform =>
  auth.companyCode === MARKETPLACE_ONLY_COMPANY ? 'wpm' : platform;

function assertQty(qty: number, sku: CartSku) {
  const problem = qtyProblem(qty, sku.stock);
  if (problem === 'stock') {
    throw new AppError('stockInsufficient', { params: { stock: sku.stock } });
  }
  if (problem) throw new AppError('addToCartFailed');
}

async function lineView(
  deps: DbDeps,
  auth: MemberContext,
  row: Parameters<typeof toCartLine>[0],
  locale: Locale,
) {
  const [skus, money] = await Promise.all([
    skusForCart(deps.db, auth.companyCode, locale, [row.product_sku_id]),
    companyMoney(deps.db, auth.companyCode),
  ]);
  return toCartLine(row, skus.get(row.product_sku_id), money);
}

function withCartLock<T>(deps: DbDeps, memberId: number, work: (trx: Db) => Promise<T>) {
  return inTransaction(deps.db, async (trx) => {
    if (!(await lockMemberCart(trx, memberId))) throw new AppError('unauthorized');
    return work(trx);
  });
}

/** `qryShoppingCart/{platform}`: the platform's list and the autoship list, with totals. */
export async function getCart(
  deps: DbDeps,
  auth: MemberContext,
  requested: Platform,
  locale: Locale,
): Promise<Cart> {
  const platform = platformOf(auth, requested);
  const list = cartListOf(0, platform);
  const rows = await listLines(deps.db, auth.memberId, [list, 'autoship']);
  const [skus, money] = await Promise.all([
    skusForCart(
      deps.db,
      auth.companyCode,
      locale,
      rows.map((r) => r.product_sku_id),
    ),
    companyMoney(deps.db, auth.companyCode),
  ]);
  const ofList = (name: string) => rows.filter((r) => r.list === name);
  return {
    platform,
    currency: money.currency,
    minorUnit: money.minorUnit,
    items: rows.map((row) => toCartLine(row, skus.get(row.product_sku_id), money)),
    totals: {
      cart: totalsOf(ofList(list), skus, money),
      autoship: totalsOf(ofList('autoship'), skus, money),
    },
  };
}

/**
 * `saveShoppingCart`: order type 66 to the autoship list, any other to the platform's list; a
 * SKU already in that list is ignored (spec "States and transitions"). The SKU must be on sale in the member's company
 * on the list's platform, and its stock must cover the quantity.
 */
export async function saveCartLine(
  deps: DbClockDeps,
  auth: MemberContext,
  requested: Platform,
  body: SaveCartBody,
  locale: Locale,
): Promise<{ added: boolean; item: CartLine }> {
  // 'Member status is inactive.' (spec "Roles and permissions"): an inactive member may look but not fill a cart
  assertMemberMay('shop', auth);
  const list = cartListOf(body.orderTypeCode, platformOf(auth, requested));
  const skus = await skusForCart(deps.db, auth.companyCode, locale, [body.productSkuId]);
  const sku = skus.get(body.productSkuId);
  if (!sku?.onSale || sku.platform !== platformOfList(list)) throw new AppError('invalidProduct');
  const { row, added } = await withCartLock(deps, auth.memberId, async (trx) => {
    const existing = await findLineBySku(trx, auth.memberId, list, sku.id);
    if (existing) return { row: existing, added: false };
    if ((await countLines(trx, auth.memberId, list)) >= CART_LINES_MAX) {
      throw new AppError('cartFull', { params: { limit: CART_LINES_MAX } });
    }
    assertQty(body.qty, sku);
    const now = deps.now();
    const inserted = await insertLine(trx, {
      member_id: auth.memberId,
      list,
      product_sku_id: sku.id,
      order_type_code: body.orderTypeCode,
      qty: body.qty,
      created_at: now,
      updated_at: now,
    });
    if (!inserted) throw new AppError('addToCartFailed');
    return { row: inserted, added: true };
  });
  const money = await companyMoney(deps.db, auth.companyCode);
  return { added, item: toCartLine(row, sku, money) };
}

/** `updateShoppingCart/{id}/{qty}` on one of the member's own lines. */
export async function updateCartLine(
  deps: DbClockDeps,
  auth: MemberContext,
  id: number,
  qty: number,
  locale: Locale,
): Promise<CartLine> {
  const line = await findOwnLine(deps.db, auth.memberId, id);
  if (!line) throw new AppError('notFound');
  // 'Member status is inactive.' (spec "Roles and permissions"): an inactive member may look but not fill a cart
  assertMemberMay('shop', auth);
  const skus = await skusForCart(deps.db, auth.companyCode, locale, [line.product_sku_id]);
  const sku = skus.get(line.product_sku_id);
  if (!sku?.onSale) throw new AppError('invalidProduct');
  assertQty(qty, sku);
  const updated = await updateQty(deps.db, auth.memberId, id, qty, deps.now());
  if (!updated) throw new AppError('notFound');
  return lineView(deps, auth, updated, locale);
}

/** `deleteShoppingCart?id=`: every id must be the member's own line, or nothing is deleted. */
export async function deleteCartLines(deps: DbDeps, auth: MemberContext, ids: number[]) {
  return withCartLock(deps, auth.memberId, async (trx) => {
    if ((await countOwnLines(trx, auth.memberId, ids)) !== ids.length) {
      throw new AppError('notFound');
    }
    return { ids: await deleteOwnLines(trx, auth.memberId, ids) };
  });
}

/** `checkSpuQty`: whether the stock covers each quantity; SKUs of the member's company only. */
export async function checkSkuQty(
  deps: DbDeps,
  auth: MemberContext,
  body: CheckQtyBody,
  locale: Locale,
) {
  const skus = await skusForCart(
    deps.db,
    auth.companyCode,
    locale,
    body.items.map((i) => i.productSkuId),
  );
  return body.items.map((item) => {
    const sku = skus.get(item.productSkuId);
    if (!sku?.onSale) throw new AppError('invalidProduct');
    return {
      productSkuId: item.productSkuId,
      qty: item.qty,
      stock: sku.stock,
      enough: qtyProblem(item.qty, sku.stock) === null,
    };
  });
}
