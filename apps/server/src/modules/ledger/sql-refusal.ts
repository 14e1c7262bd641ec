import { AppError } from '../../lib/app-error.js';

/**
 * The SQLSTATE of a refusal raised by the ledger's SQL functions and those built on them
 * (migration 0041): the message is the refusal's name, the detail its one parameter. Any
 * other error from those functions is a bug, never the member's fault, and stays a 500.
 */
const REFUSAL_SQLSTATE = 'PR001';

export interface SqlRefusal {
  name: string;
  detail: string | undefined;
}

export function sqlRefusal(error: unknown): SqlRefusal | undefined {
  const e = error as { code?: unknown; message?: unknown; detail?: unknown } | null;
  if (e?.code !== REFUSAL_SQLSTATE || typeof e.message !== 'string') return undefined;
  return { name: e.message, detail: typeof e.detail === 'string' ? e.detail : undefined };
}

/**
 * The ledger's own refusals as the AppError postJournal throws for the same case, so a
 * member sees the same answer whichever door the money went through; anything else unchanged.
 */
export function ledgerRefusalError(error: unknown): unknown {
  const refusal = sqlRefusal(error);
  if (refusal?.name === 'insufficientBalance') {
    return new AppError('insufficientBalance', { details: { account: refusal.detail } });
  }
  return error;
}

/** Another request with the same idempotency key stored its answer first (ledger_store_answer). */
export const isAnsweredElsewhere = (error: unknown) =>
  sqlRefusal(error)?.name === 'answeredElsewhere';
