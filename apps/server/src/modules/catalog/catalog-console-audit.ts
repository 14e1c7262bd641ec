import type { Trx } from '../../db/transaction.js';
import type { OperatorContext } from '../../lib/console-policy.js';
import { consoleAudit, recordAudit } from '../audit/index.js';

/** Every catalogue change is made under this permission and audited with it. */
export const CATALOGUE_PERMISSION = 'catalogue:edit';

export interface CatalogueChange {
  action: string;
  companyCode: string;
  /** `product:<code>` or `sku:<code>` */
  target: string;
  before?: unknown;
  after?: unknown;
  at: Date;
}

/** Writes a catalogue change's audit entry in the change's own transaction. */
export function auditCatalogue(trx: Trx, operator: OperatorContext, change: CatalogueChange) {
  return recordAudit(
    trx,
    consoleAudit(operator, { permission: CATALOGUE_PERMISSION, outcome: 'ok', ...change }),
  );
}

/**
 * A product or a SKU published or withdrawn: one action name per kind and direction
 * (`catalogue:publish`, `catalogue:sku-withdraw`, …), the state before and after.
 */
export function auditPublishing(
  trx: Trx,
  operator: OperatorContext,
  change: {
    kind: 'product' | 'sku';
    code: string;
    companyCode: string;
    was: boolean;
    active: boolean;
    at: Date;
  },
) {
  const prefix = change.kind === 'sku' ? 'catalogue:sku-' : 'catalogue:';
  return auditCatalogue(trx, operator, {
    action: `${prefix}${change.active ? 'publish' : 'withdraw'}`,
    companyCode: change.companyCode,
    target: `${change.kind}:${change.code}`,
    before: { active: change.was },
    after: { active: change.active },
    at: change.at,
  });
}
