import {
  BV_DECIMALS,
  formatMinor,
  pickText,
  type Category,
  type Locale,
  type Platform,
  type ProductDetail,
  type ProductList,
  type ProductListQuery,
} from '@portal/contract';
import type { Db } from '../../db/client.js';
import type { DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import {
  activeSkus,
  categoryTexts,
  countMallProducts,
  findCompanyMoney,
  findProduct,
  listCategories,
  packChoices,
  pageMallProducts,
  productImages,
  productTexts,
} from './catalog.repository.js';

export interface Money {
  currency: string;
  minorUnit: number;
}

/** The member's company currency; a company without one is a broken seed, not a member error. */
export async function companyMoney(db: Db, companyCode: string): Promise<Money> {
  const row = await findCompanyMoney(db, companyCode);
  if (!row) throw new Error(`company ${companyCode} has no currency`);
  return { currency: row.currency, minorUnit: row.minor_unit };
}

export const formatBv = (hundredths: bigint) => formatMinor(hundredths, BV_DECIMALS);

type Texts<T> = Partial<Record<Locale, T>>;
function byLocale<R extends { locale: Locale }>(rows: R[]): Texts<R> {
  return Object.fromEntries(rows.map((row) => [row.locale, row])) as Texts<R>;
}

function categoriesOf(
  rows: { id: number; locale: Locale | null; name: string | null }[],
  locale: Locale,
) {
  const texts = new Map<number, Texts<string>>();
  for (const row of rows) {
    const entry = texts.get(row.id) ?? {};
    if (row.locale && row.name !== null) entry[row.locale] = row.name;
    texts.set(row.id, entry);
  }
  return [...texts].map(([id, names]): Category => ({ id, name: pickText(names, locale) ?? '' }));
}

/**
 * A page of the mall: the member's own company only (the platform in the path picks the
 * catalogue), in the member's language with English as the fallback.
 */
export async function listProducts(
  deps: DbDeps,
  auth: MemberContext,
  platform: Platform,
  query: ProductListQuery,
  locale: Locale,
): Promise<ProductList> {
  const filter = {
    companyCode: auth.companyCode,
    platform,
    locale,
    categoryId: query.categoryId,
    keyword: query.keyword || undefined,
  };
  const offset = (query.pageNum - 1) * query.pageSize;
  const [money, total, rows, categories] = await Promise.all([
    companyMoney(deps.db, auth.companyCode),
    countMallProducts(deps.db, filter),
    pageMallProducts(deps.db, filter, offset, query.pageSize),
    listCategories(deps.db, auth.companyCode, platform),
  ]);
  return {
    list: rows.map((row) => ({
      id: row.id,
      code: row.code,
      kind: row.kind,
      categoryId: row.category_id,
      name: row.name,
      imageUrl: row.image_url,
      skuId: row.sku_id,
      memberPrice: formatMinor(row.member_price, money.minorUnit),
      retailPrice: formatMinor(row.retail_price, money.minorUnit),
      bv: formatBv(row.bv),
      stock: row.stock,
    })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    currency: money.currency,
    minorUnit: money.minorUnit,
    categories: categoriesOf(categories, locale),
  };
}

/** One product of the member's company; another company's answers invalidProduct like none. */
export async function getProduct(
  deps: DbDeps,
  auth: MemberContext,
  id: number,
  locale: Locale,
): Promise<ProductDetail> {
  const product = await findProduct(deps.db, auth.companyCode, id);
  if (!product) throw new AppError('invalidProduct');
  const [money, skus, choices, category] = await Promise.all([
    companyMoney(deps.db, auth.companyCode),
    activeSkus(deps.db, id),
    product.kind === 'pack' ? packChoices(deps.db, id) : Promise.resolve([]),
    categoryTexts(deps.db, product.category_id),
  ]);
  const first = skus[0];
  if (!first) throw new AppError('invalidProduct');
  const productIds = [id, ...new Set(choices.map((c) => c.product_id))];
  const [texts, images] = await Promise.all([
    productTexts(deps.db, productIds),
    productImages(deps.db, productIds),
  ]);
  const textOf = (productId: number) =>
    pickText(byLocale(texts.filter((t) => t.product_id === productId)), locale);
  const imagesOf = (productId: number) =>
    images.filter((i) => i.product_id === productId).map((i) => i.url);
  const price = (minor: bigint) => formatMinor(minor, money.minorUnit);
  const own = textOf(id);
  return {
    id,
    code: product.code,
    kind: product.kind,
    platform: product.platform,
    categoryId: product.category_id,
    categoryName: pickText(byLocale(category), locale)?.name ?? '',
    name: own?.name ?? product.code,
    description: own?.description ?? '',
    imageUrl: imagesOf(id)[0] ?? null,
    images: imagesOf(id),
    skuId: first.id,
    memberPrice: price(first.member_price),
    retailPrice: price(first.retail_price),
    bv: formatBv(first.bv),
    stock: first.stock,
    skus: skus.map((sku) => ({
      id: sku.id,
      code: sku.code,
      label: sku.label,
      memberPrice: price(sku.member_price),
      retailPrice: price(sku.retail_price),
      bv: formatBv(sku.bv),
      stock: sku.stock,
    })),
    currency: money.currency,
    minorUnit: money.minorUnit,
    packTotalQty: product.pack_total_qty,
    packChoices: choices.map((choice) => ({
      skuId: choice.sku_id,
      productId: choice.product_id,
      name: textOf(choice.product_id)?.name ?? '',
      label: choice.label,
      imageUrl: imagesOf(choice.product_id)[0] ?? null,
    })),
  };
}
