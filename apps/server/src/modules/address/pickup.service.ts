import type {
  CompanyAddress,
  PickupKind,
  VerifyUsAddressQuery,
  VerifyUsAddressResult,
} from '@portal/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import type { DbDeps } from '../../lib/service-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { MemberContext } from '../../lib/member-context.js';
import { enabledPickupKinds } from './address-check-config.js';
import type { CompanyPickupPointTable } from './address.tables.js';
import { findPickupPoints, hasPickupPoints, insertPickupPoints } from './pickup.repository.js';

/**
 * The member's company's pick-up points (spec "Roles and permissions"): the office where office self-pickup is on,
 * the distribution centres where the distribution-centre model is; none when both are off.
 */
export async function companyAddresses(
  deps: DbDeps,
  member: MemberContext,
  query: { kind?: PickupKind },
): Promise<CompanyAddress[]> {
  const enabled = await enabledPickupKinds(deps, member.companyCode);
  const kinds = query.kind ? enabled.filter((k) => k === query.kind) : enabled;
  const rows = await findPickupPoints(deps.db, member.companyCode, kinds);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    name: row.name,
    address: row.address,
    city: row.city,
    zip: row.zip,
    countryCode: row.country_code,
    phone: row.phone,
  }));
}

/** GET verify/usps/address: asks the configured verifier; one that fails is 'Checking address failed'. */
export async function verifyUsAddress(
  deps: AppDeps,
  query: VerifyUsAddressQuery,
): Promise<VerifyUsAddressResult> {
  try {
    return await deps.addressVerifier.verify(query);
  } catch {
    throw new AppError('addressCheckFailed');
  }
}

export type NewPickupPoint = Insertable<CompanyPickupPointTable>;

/** For the seed: the companies' offices and distribution centres, once. */
export async function addPickupPoints(db: Db, rows: readonly NewPickupPoint[]) {
  if (await hasPickupPoints(db)) return;
  await insertPickupPoints(db, rows);
}
