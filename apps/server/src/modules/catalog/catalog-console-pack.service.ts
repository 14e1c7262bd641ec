import type { ConsolePack, ConsolePackChoice, Platform } from '@portal/contract';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { requirePermission, type OperatorContext } from '../../lib/console-policy.js';
import type { DbClockDeps, DbDeps } from '../../lib/service-deps.js';
import { auditCatalogue, CATALOGUE_PERMISSION } from './catalog-console-audit.js';
import { writeNewProduct, type NewConsoleProduct } from './catalog-console-create.service.js';
import {
  choiceFacts,
  packCandidatePage,
  packChoiceRows,
  replacePackChoices,
  setPackTotal,
  type CandidateFilter,
} from './catalog-console-pack.repository.js';
import { consoleProduct } from './catalog-console.repository.js';
import { visible } from './catalog-console.view.js';

export interface PackInput {
  packTotalQty: number;
  choiceSkuIds: number[];
}

interface ChoiceRow {
  sku_id: number;
  sku_code: string;
  label: string;
  product_id: number;
  product_code: string;
  name: string | null;
}
const choiceView = (r: ChoiceRow, onSale: boolean): ConsolePackChoice => ({
  skuId: r.sku_id,
  skuCode: r.sku_code,
  label: r.label,
  productId: r.product_id,
  productCode: r.product_code,
  name: r.name ?? r.product_code,
  onSale,
});

/**
 * Checks a pack's choices against the pack's company and platform and answers their SKU ids,
 * each once in the order given. Members may pick any quantity of a choice (the checkout's
 * rule), so any total is filled by one choice and only a pack without choices cannot be.
 */
async function checkedChoices(
  trx: Trx,
  pack: { companyCode: string; platform: Platform },
  skuIds: number[],
) {
  const ids = [...new Set(skuIds)];
  if (ids.length === 0) throw new AppError('packCannotFill');
  const facts = new Map((await choiceFacts(trx, ids)).map((f) => [f.id, f]));
  const refuse = (
    key: 'packChoiceUnknown' | 'packChoiceIsPack' | 'packChoiceWithdrawn',
    skus: string[],
  ) => {
    if (skus.length > 0) throw new AppError(key, { params: { skus: skus.join(', ') } });
  };
  refuse(
    'packChoiceUnknown',
    ids
      .filter((id) => {
        const f = facts.get(id);
        return f?.company_code !== pack.companyCode || f.platform !== pack.platform;
      })
      .map(String),
  );
  const rows = ids.map((id) => facts.get(id)!);
  refuse(
    'packChoiceIsPack',
    rows.filter((f) => f.kind === 'pack').map((f) => f.code),
  );
  refuse(
    'packChoiceWithdrawn',
    rows.filter((f) => !f.active || !f.product_active).map((f) => f.code),
  );
  return { ids, codes: rows.map((f) => f.code) };
}

/** What a pack may offer: a page of the company's published single products' SKUs. */
export async function listPackCandidates(
  deps: DbDeps,
  operator: OperatorContext,
  query: CandidateFilter & { pageNum: number; pageSize: number },
) {
  requirePermission(operator, CATALOGUE_PERMISSION, query.companyCode);
  const { rows, total } = await packCandidatePage(
    deps.db,
    { ...query, text: query.text || undefined },
    { offset: (query.pageNum - 1) * query.pageSize, limit: query.pageSize },
  );
  return {
    list: rows.map((r) => choiceView(r, true)),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** A pack's total and choices; another company's product reads as missing. */
export async function consolePack(
  deps: DbDeps,
  operator: OperatorContext,
  id: number,
): Promise<ConsolePack> {
  requirePermission(operator, CATALOGUE_PERMISSION);
  const product = visible(operator, await consoleProduct(deps.db, id));
  if (product.kind !== 'pack') throw new AppError('catalogueNotPack');
  const rows = await packChoiceRows(deps.db, id);
  return {
    packTotalQty: product.pack_total_qty ?? 0,
    choices: rows.map((r) => choiceView(r, r.sku_active && r.product_active)),
  };
}

/**
 * Adds a pack, withdrawn and without its own SKU (the operator adds it with the pack's price
 * and BV, then publishes), with its total and the SKUs members choose from.
 */
export async function createConsolePack(
  deps: DbClockDeps,
  operator: OperatorContext,
  input: Omit<NewConsoleProduct, 'kind'> & PackInput,
) {
  requirePermission(operator, CATALOGUE_PERMISSION, input.companyCode);
  return inTransaction(deps.db, async (trx) => {
    const at = deps.now();
    const { id, texts } = await writeNewProduct(trx, { ...input, kind: 'pack' }, at);
    const choices = await checkedChoices(trx, input, input.choiceSkuIds);
    await replacePackChoices(trx, id, choices.ids);
    await auditCatalogue(trx, operator, {
      action: 'catalogue:pack-create',
      companyCode: input.companyCode,
      target: `product:${input.code}`,
      after: {
        platform: input.platform,
        categoryId: input.categoryId,
        texts,
        packTotalQty: input.packTotalQty,
        choices: choices.codes,
      },
      at,
    });
    return { id };
  });
}

/** Replaces a pack's total and choices; orders already placed keep what they held. */
export async function updateConsolePack(
  deps: DbClockDeps,
  operator: OperatorContext,
  id: number,
  input: PackInput,
) {
  requirePermission(operator, CATALOGUE_PERMISSION);
  return inTransaction(deps.db, async (trx) => {
    const product = visible(operator, await consoleProduct(trx, id, true));
    if (product.kind !== 'pack') throw new AppError('catalogueNotPack');
    const owner = { companyCode: product.company_code, platform: product.platform };
    const choices = await checkedChoices(trx, owner, input.choiceSkuIds);
    const before = await packChoiceRows(trx, id);
    await setPackTotal(trx, id, input.packTotalQty);
    await replacePackChoices(trx, id, choices.ids);
    await auditCatalogue(trx, operator, {
      action: 'catalogue:pack',
      companyCode: product.company_code,
      target: `product:${product.code}`,
      before: { packTotalQty: product.pack_total_qty, choices: before.map((c) => c.sku_code) },
      after: { packTotalQty: input.packTotalQty, choices: choices.codes },
      at: deps.now(),
    });
    return { id };
  });
}
