import { inTransaction } from '../../db/transaction.js';
import { requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import type { DbClockDeps } from '../../lib/service-deps.js';
import { auditCatalogue, CATALOGUE_PERMISSION } from './catalog-console-audit.js';
import { setProductCategory } from './catalog-console-create.repository.js';
import { categoryFor } from './catalog-console-create.service.js';
import { consoleProduct } from './catalog-console.repository.js';
import { visible } from './catalog-console.view.js';

/**
 * Lists a product under another category of its own company and platform (the members' mall
 * filters by it); a category of another company or platform reads as missing.
 */
export async function setConsoleProductCategory(
  deps: DbClockDeps,
  operator: OperatorContext,
  id: number,
  categoryId: number,
) {
  requirePermission(operator, CATALOGUE_PERMISSION);
  return inTransaction(deps.db, async (trx) => {
    const product = visible(operator, await consoleProduct(trx, id, true));
    await categoryFor(
      trx,
      { companyCode: product.company_code, platform: product.platform },
      categoryId,
    );
    await setProductCategory(trx, id, categoryId);
    await auditCatalogue(trx, operator, {
      action: 'catalogue:category',
      companyCode: product.company_code,
      target: `product:${product.code}`,
      before: { categoryId: product.category_id },
      after: { categoryId },
      at: deps.now(),
    });
    return { id };
  });
}
