import type { Insertable } from 'kysely';
import type { Db } from '../../db/client.js';
import type { Trx } from '../../db/transaction.js';
import { emailTaken, insertApplication, insertFunnelEvent } from './registration.repository.js';
import type { FunnelKind, RegistrationApplicationTable } from './registration.tables.js';

/**
 * What the registration flow (src/flows) writes and asks of this module's tables. The flow
 * creates the member, the application and the placement in one transaction, so each takes the
 * caller's `Db` or transaction.
 */

/** Whether a member of the company already uses the e-mail (compared without case). */
export function isEmailTaken(db: Db | Trx, companyCode: string, email: string): Promise<boolean> {
  return emailTaken(db, companyCode, email);
}

/** The application's details (identity, address, consent) beside the new member's row. */
export async function recordApplication(
  trx: Trx,
  row: Insertable<RegistrationApplicationTable>,
): Promise<void> {
  await insertApplication(trx, row);
}

/** One step of a sponsor's funnel (link opened, form started, application submitted). */
export async function recordFunnelStep(
  db: Db | Trx,
  step: { sponsorId: number; kind: FunnelKind; memberId?: number; at: Date },
): Promise<void> {
  await insertFunnelEvent(db, step);
}
