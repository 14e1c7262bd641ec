import {
  LOCALES,
  type ConsoleProduct,
  type ConsoleProductPage,
  type Locale,
  type Platform,
} from '@portal/contract';
import { inTransaction } from '../../db/transaction.js';
import { requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import type { DbClockDeps, DbDeps } from '../../lib/service-deps.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import {
  consoleCategories,
  consoleProduct,
  consoleProductPage,
  productSkuRows,
  productTextRows,
  replaceProductTexts,
  setProductActive,
} from './catalog-console.repository.js';
import { orderTypesOf, skuView, visible } from './catalog-console.view.js';
import { productPictures } from './catalog-pictures.repository.js';
import { companyMoney } from './catalog.service.js';
import { auditPublishing } from './catalog-console-audit.js';

const PERMISSION = 'catalogue:edit';

export interface ProductQuery {
  pageNum: number;
  pageSize: number;
  companyCode: string;
  platform: Platform;
  categoryId?: number;
  text?: string;
  active?: boolean;
}

/** A page of a company's products of one platform, published and withdrawn alike. */
export async function listConsoleProducts(
  deps: DbDeps,
  operator: OperatorContext,
  query: ProductQuery,
): Promise<ConsoleProductPage> {
  requirePermission(operator, PERMISSION, query.companyCode);
  const [page, categories, money] = await Promise.all([
    consoleProductPage(
      deps.db,
      { ...query, text: query.text || undefined },
      { offset: (query.pageNum - 1) * query.pageSize, limit: query.pageSize },
    ),
    consoleCategories(deps.db, query.companyCode, query.platform),
    companyMoney(deps.db, query.companyCode),
  ]);
  return {
    list: page.rows.map((row) => ({
      id: row.id,
      code: row.code,
      kind: row.kind,
      categoryId: row.category_id,
      name: row.name ?? row.code,
      active: row.active,
      skuCount: Number(row.sku_count ?? 0),
      activeSkuCount: Number(row.active_sku_count ?? 0),
      imageUrl: row.image_url,
    })),
    total: page.total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    categories: categories.map((c) => ({ id: c.id, name: c.name ?? String(c.id) })),
    currency: money.currency,
  };
}

/** One product with everything the console edits; another company's reads as missing. */
export async function consoleProductDetail(
  deps: DbDeps,
  operator: OperatorContext,
  id: number,
): Promise<ConsoleProduct> {
  requirePermission(operator, PERMISSION);
  const product = visible(operator, await consoleProduct(deps.db, id));
  const [money, texts, pictures, skus] = await Promise.all([
    companyMoney(deps.db, product.company_code),
    productTextRows(deps.db, id),
    productPictures(deps.db, id),
    productSkuRows(deps.db, id),
  ]);
  return {
    id,
    companyCode: product.company_code,
    platform: product.platform,
    code: product.code,
    kind: product.kind,
    categoryId: product.category_id,
    active: product.active,
    packTotalQty: product.pack_total_qty,
    currency: money.currency,
    minorUnit: money.minorUnit,
    texts: Object.fromEntries(
      texts.map((t) => [t.locale, { name: t.name, description: t.description }]),
    ),
    pictures,
    skus: skus.map((sku) => skuView(sku, money.minorUnit)),
    orderTypes: orderTypesOf(product.platform, product.kind, skus),
  };
}

type Texts = Partial<Record<Locale, { name: string; description: string }>>;

/** Replaces a product's names and descriptions; audited with the texts before and after. */
export async function updateProductTexts(
  deps: DbClockDeps,
  operator: OperatorContext,
  id: number,
  texts: Texts,
) {
  requirePermission(operator, PERMISSION);
  return inTransaction(deps.db, async (trx) => {
    const product = visible(operator, await consoleProduct(trx, id, true));
    const before = await productTextRows(trx, id);
    const after = LOCALES.flatMap((locale) => {
      const text = texts[locale];
      return text ? [{ locale, name: text.name, description: text.description }] : [];
    });
    await replaceProductTexts(trx, id, after);
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: PERMISSION,
        action: 'catalogue:texts',
        companyCode: product.company_code,
        target: `product:${product.code}`,
        outcome: 'ok',
        before,
        after,
        at: deps.now(),
      }),
    );
    return { id };
  });
}

/** Publishes or withdraws a product: the members' catalogue shows only published ones. */
export async function setConsoleProductActive(
  deps: DbClockDeps,
  operator: OperatorContext,
  id: number,
  active: boolean,
) {
  requirePermission(operator, PERMISSION);
  return inTransaction(deps.db, async (trx) => {
    const product = visible(operator, await consoleProduct(trx, id, true));
    await setProductActive(trx, id, active);
    await auditPublishing(trx, operator, {
      kind: 'product',
      code: product.code,
      companyCode: product.company_code,
      was: product.active,
      active,
      at: deps.now(),
    });
    return { id };
  });
}
