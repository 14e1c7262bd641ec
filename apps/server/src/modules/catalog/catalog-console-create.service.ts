import { LOCALES, type Locale, type Platform, type ProductKind } from '@portal/contract';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import type { DbClockDeps } from '../../lib/service-deps.js';
import {
  categoryOf,
  insertProduct,
  productCodeTaken,
} from './catalog-console-create.repository.js';
import { replaceProductTexts } from './catalog-console.repository.js';
import { auditCatalogue, CATALOGUE_PERMISSION } from './catalog-console-audit.js';

export interface NewConsoleProduct {
  companyCode: string;
  platform: Platform;
  categoryId: number;
  code: string;
  kind: 'normal' | 'eproduct';
  texts: Partial<Record<Locale, { name: string; description: string }>>;
}

/** The category of a company and platform, or notFound (another company's reads as missing). */
export async function categoryFor(
  trx: Trx,
  owner: { companyCode: string; platform: Platform },
  categoryId: number,
) {
  const category = await categoryOf(trx, categoryId);
  if (category?.company_code !== owner.companyCode || category.platform !== owner.platform)
    throw new AppError('notFound');
  return category;
}

/**
 * Writes a product, withdrawn and without SKUs, in a category of its company and platform
 * under a code the platform does not use yet, with its texts; the caller audits it.
 */
export async function writeNewProduct(
  trx: Trx,
  input: Omit<NewConsoleProduct, 'kind'> & { kind: ProductKind; packTotalQty?: number },
  at: Date,
) {
  await categoryFor(trx, input, input.categoryId);
  if (await productCodeTaken(trx, input, input.code)) throw new AppError('catalogueCodeTaken');
  const id = await insertProduct(trx, {
    company_code: input.companyCode,
    platform: input.platform,
    category_id: input.categoryId,
    code: input.code,
    kind: input.kind,
    pack_total_qty: input.kind === 'pack' ? (input.packTotalQty ?? 1) : null,
    created_at: at,
  });
  const texts = LOCALES.flatMap((locale) => {
    const text = input.texts[locale];
    return text ? [{ locale, name: text.name, description: text.description }] : [];
  });
  await replaceProductTexts(trx, id, texts);
  return { id, texts };
}

/**
 * Adds a product to a category of the company and platform, withdrawn and without SKUs: the
 * operator adds its SKUs, stocks them and publishes it. Audited with what was written.
 */
export async function createConsoleProduct(
  deps: DbClockDeps,
  operator: OperatorContext,
  input: NewConsoleProduct,
) {
  requirePermission(operator, CATALOGUE_PERMISSION, input.companyCode);
  return inTransaction(deps.db, async (trx) => {
    const at = deps.now();
    const { id, texts } = await writeNewProduct(trx, input, at);
    await auditCatalogue(trx, operator, {
      action: 'catalogue:create',
      companyCode: input.companyCode,
      target: `product:${input.code}`,
      after: { platform: input.platform, categoryId: input.categoryId, kind: input.kind, texts },
      at,
    });
    return { id };
  });
}
