import { LOCALES, type Locale, type Platform } from '@portal/contract';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import type { DbClockDeps } from '../../lib/service-deps.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import {
  categoryOf,
  insertProduct,
  productCodeTaken,
} from './catalog-console-create.repository.js';
import { replaceProductTexts } from './catalog-console.repository.js';

const PERMISSION = 'catalogue:edit';

export interface NewConsoleProduct {
  companyCode: string;
  platform: Platform;
  categoryId: number;
  code: string;
  kind: 'normal' | 'eproduct';
  texts: Partial<Record<Locale, { name: string; description: string }>>;
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
  requirePermission(operator, PERMISSION, input.companyCode);
  return inTransaction(deps.db, async (trx) => {
    const category = await categoryOf(trx, input.categoryId);
    if (category?.company_code !== input.companyCode || category.platform !== input.platform)
      throw new AppError('notFound');
    if (await productCodeTaken(trx, input, input.code)) throw new AppError('catalogueCodeTaken');
    const at = deps.now();
    const id = await insertProduct(trx, {
      company_code: input.companyCode,
      platform: input.platform,
      category_id: input.categoryId,
      code: input.code,
      kind: input.kind,
      created_at: at,
    });
    const texts = LOCALES.flatMap((locale) => {
      const text = input.texts[locale];
      return text ? [{ locale, name: text.name, description: text.description }] : [];
    });
    await replaceProductTexts(trx, id, texts);
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: PERMISSION,
        action: 'catalogue:create',
        companyCode: input.companyCode,
        target: `product:${input.code}`,
        outcome: 'ok',
        after: { platform: input.platform, categoryId: input.categoryId, kind: input.kind, texts },
        at,
      }),
    );
    return { id };
  });
}
