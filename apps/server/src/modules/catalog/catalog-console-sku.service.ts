import { BV_DECIMALS, parseSignedAmount } from '@portal/contract';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import type { DbClockDeps } from '../../lib/service-deps.js';
import { consoleAudit, recordAudit } from '../audit/index.js';
import {
  consoleProduct,
  consoleSku,
  insertSku,
  skuCodeTaken,
  updateSku,
} from './catalog-console.repository.js';
import { skuSnapshot, visible } from './catalog-console.view.js';
import { companyMoney } from './catalog.service.js';
import { auditPublishing } from './catalog-console-audit.js';

const PERMISSION = 'catalogue:edit';

export interface SkuInput {
  label: string;
  memberPrice: string;
  retailPrice: string;
  bv: string;
  pointsPrice: string | null;
}

/** Decimal text in exact minor units; more decimals than allowed is refused, never rounded. */
function exact(text: string, decimals: number): bigint {
  const parsed = parseSignedAmount(text, decimals);
  if (!parsed.ok) throw new AppError('catalogueAmountDecimals');
  return parsed.minor;
}

function columnsOf(input: SkuInput, minorUnit: number) {
  return {
    label: input.label,
    member_price: exact(input.memberPrice, minorUnit),
    retail_price: exact(input.retailPrice, minorUnit),
    bv: exact(input.bv, BV_DECIMALS),
    points_price: input.pointsPrice === null ? null : BigInt(input.pointsPrice),
  };
}

/**
 * Adds a SKU to a product, withdrawn and without stock: the operator publishes it once it is
 * right, and stock comes only through an adjustment (which records why).
 */
export async function createConsoleSku(
  deps: DbClockDeps,
  operator: OperatorContext,
  productId: number,
  input: SkuInput & { code: string },
) {
  requirePermission(operator, PERMISSION);
  return inTransaction(deps.db, async (trx) => {
    const product = visible(operator, await consoleProduct(trx, productId, true));
    const money = await companyMoney(trx, product.company_code);
    const columns = columnsOf(input, money.minorUnit);
    if (await skuCodeTaken(trx, input.code)) throw new AppError('catalogueCodeTaken');
    const id = await insertSku(trx, { product_id: productId, code: input.code, ...columns });
    const created = await consoleSku(trx, id);
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: PERMISSION,
        action: 'catalogue:sku-create',
        companyCode: product.company_code,
        target: `sku:${input.code}`,
        outcome: 'ok',
        after: { product: product.code, ...skuSnapshot(created!) },
        at: deps.now(),
      }),
    );
    return { id };
  });
}

/** Changes a SKU's label, prices, BV and points price; orders already placed keep theirs. */
export async function updateConsoleSku(
  deps: DbClockDeps,
  operator: OperatorContext,
  id: number,
  input: SkuInput,
) {
  requirePermission(operator, PERMISSION);
  return inTransaction(deps.db, async (trx) => {
    const sku = visible(operator, await consoleSku(trx, id, true));
    const money = await companyMoney(trx, sku.company_code);
    const columns = columnsOf(input, money.minorUnit);
    await updateSku(trx, id, columns);
    await recordAudit(
      trx,
      consoleAudit(operator, {
        permission: PERMISSION,
        action: 'catalogue:sku-update',
        companyCode: sku.company_code,
        target: `sku:${sku.code}`,
        outcome: 'ok',
        before: skuSnapshot(sku),
        after: skuSnapshot({ ...sku, ...columns }),
        at: deps.now(),
      }),
    );
    return { id };
  });
}

/** Publishes or withdraws one SKU: members can neither see nor buy a withdrawn one. */
export async function setConsoleSkuActive(
  deps: DbClockDeps,
  operator: OperatorContext,
  id: number,
  active: boolean,
) {
  requirePermission(operator, PERMISSION);
  return inTransaction(deps.db, async (trx) => {
    const sku = visible(operator, await consoleSku(trx, id, true));
    await updateSku(trx, id, { active });
    await auditPublishing(trx, operator, {
      kind: 'sku',
      code: sku.code,
      companyCode: sku.company_code,
      was: sku.active,
      active,
      at: deps.now(),
    });
    return { id };
  });
}
