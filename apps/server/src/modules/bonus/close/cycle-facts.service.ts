import type { Db } from '../../../db/client.js';
import { findCompany } from './close-read.repository.js';
import { cycleNumberOf } from './close-input.js';
import { findCycle } from './cycle.repository.js';

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
