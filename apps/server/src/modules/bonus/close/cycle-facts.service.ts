import type { Db } from '../../../db/client.js';
import { findCompany, findCompanyCodes } from './close-read.repository.js';
import { cycleNumberOf } from './close-input.js';
import { findCycle, findLastClosed } from './cycle.repository.js';

/** The currency a company's bonus is paid in (the report formats its amounts with it). */
export async function companyCurrency(db: Db, companyCode: string) {
  const company = await findCompany(db, companyCode);
  return { currency: company?.currency ?? '', minorUnit: company?.minor_unit ?? 2 };
}

/** A company's cycle row when `name` is a real cycle that has a row; otherwise undefined. */
export async function findCompanyCycle(db: Db, companyCode: string, name: string) {
  if (cycleNumberOf(name) === null) return undefined;
  return findCycle(db, companyCode, name);
}

/** True when the company's cycle `name` is closed: its lines and trails are final. */
export async function isCycleClosed(db: Db, companyCode: string, name: string) {
  return (await findCompanyCycle(db, companyCode, name))?.state === 'closed';
}

/** The codes of every company, in order: the close job and the estimate run each in turn. */
export function bonusCompanyCodes(db: Db): Promise<string[]> {
  return findCompanyCodes(db);
}

/** The company's row (currency and minor unit) as the close reads it. */
export function bonusCompany(db: Db, companyCode: string) {
  return findCompany(db, companyCode);
}

/** The company's newest closed cycle row, if one was closed. */
export function lastClosedCycle(db: Db, companyCode: string) {
  return findLastClosed(db, companyCode);
}
