import { promotionConfigSchema, type PromotionConfig } from '@portal/contract';
import type { Db } from '../../db/client.js';
import { inTransaction, type Trx } from '../../db/transaction.js';
import { insertAudit, insertPromotion, promotionCodeTaken } from './promotion.repository.js';

/** Why a promotion file was refused, field by field, for the operator. */
export class PromotionConfigError extends Error {}

/** Parses and validates a promotion file's JSON against the contract's schema. */
export function parsePromotionConfig(text: string): PromotionConfig {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new PromotionConfigError(`not JSON: ${(error as Error).message}`);
  }
  const parsed = promotionConfigSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`);
    throw new PromotionConfigError(issues.join('; '));
  }
  return parsed.data;
}

/**
 * Stores a validated promotion (the seed's way in; the operator's is createPromotionAudited).
 * Answers its id, or null when the company already has a promotion with that code.
 */
export async function createPromotion(
  db: Db,
  config: PromotionConfig,
  createdBy: string,
): Promise<number | null> {
  const row = await insertPromotion(db, {
    company_code: config.companyCode,
    code: config.code,
    kind: config.kind,
    title: JSON.stringify(config.title),
    starts_on: config.startsOn,
    ends_on: config.endsOn,
    rules: JSON.stringify(config.rules),
    created_by: createdBy,
  });
  return row?.id ?? null;
}

/**
 * `promo:create`: validates the file's text and stores the promotion, audited either way (a
 * refusal records why). A web console would call the same. Returns the new id.
 */
export async function createPromotionAudited(
  db: Db,
  operator: string,
  file: string,
  text: string,
  /** what the caller writes in the creation's own transaction (the console's audit entry) */
  written?: (trx: Trx, id: number, config: PromotionConfig) => Promise<void>,
): Promise<number> {
  const base = { operator, command: 'promo:create', target: file };
  let config: PromotionConfig;
  try {
    config = parsePromotionConfig(text);
  } catch (error) {
    await insertAudit(db, { ...base, outcome: 'refused' }, { error: (error as Error).message });
    throw error;
  }
  const { taken, company } = await promotionCodeTaken(db, config.companyCode, config.code);
  const refusal = !company
    ? `unknown company ${config.companyCode}`
    : taken
      ? `${config.companyCode} already has a promotion ${config.code} (id ${taken.id})`
      : null;
  if (refusal) {
    await insertAudit(db, { ...base, outcome: 'refused' }, { error: refusal });
    throw new PromotionConfigError(refusal);
  }
  return inTransaction(db, async (trx) => {
    const id = await createPromotion(trx, config, `operator:${operator}`);
    if (id === null) throw new PromotionConfigError(`${config.companyCode} ${config.code} exists`);
    await insertAudit(trx, { ...base, outcome: 'ok' }, { id, config });
    await written?.(trx, id, config);
    return id;
  });
}
